import t from 'tap';
import { starRows } from './summary.ts';

t.test('half stars fold into the star they reach; rows add up to the count', async (t) => {
  const rows = starRows({ '0.5': 1, '1': 0, '1.5': 0, '2': 2, '2.5': 0, '3': 0, '3.5': 0, '4': 3, '4.5': 2, '5': 2 });
  t.same(
    rows.map((row) => [row.stars, row.count]),
    [
      [5, 4],
      [4, 3],
      [3, 0],
      [2, 2],
      [1, 1],
    ],
  );
  t.equal(
    rows.reduce((sum, row) => sum + row.count, 0),
    10,
  );
  t.same(
    rows.map((row) => row.percent),
    [40, 30, 0, 20, 10],
  );
});

t.test('no reviews: five empty rows', async (t) => {
  t.same(
    starRows({}).map((row) => [row.stars, row.count, row.percent]),
    [
      [5, 0, 0],
      [4, 0, 0],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ],
  );
});

t.test('keys that are not ratings and counts that are not counts are ignored', async (t) => {
  const rows = starRows({ '6': 9, '0': 9, '-1': 9, '2.25': 9, abc: 9, '3': -2, '4': 1.5, '5': 1 });
  t.same(
    rows.map((row) => row.count),
    [1, 0, 0, 0, 0],
  );
});
