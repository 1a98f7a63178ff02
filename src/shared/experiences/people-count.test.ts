import t from 'tap';
import { formatPeopleCount } from './people-count.ts';

t.test('singular and plural', async (t) => {
  t.equal(formatPeopleCount(0), '0 users');
  t.equal(formatPeopleCount(1), '1 user');
  t.equal(formatPeopleCount(2), '2 users');
  t.equal(formatPeopleCount(42), '42 users');
});

t.test('thousands are grouped en-US', async (t) => {
  t.equal(formatPeopleCount(999), '999 users');
  t.equal(formatPeopleCount(1000), '1,000 users');
  t.equal(formatPeopleCount(1204), '1,204 users');
  t.equal(formatPeopleCount(1234567), '1,234,567 users');
});

t.test('odd input is shown as a sane count', async (t) => {
  t.equal(formatPeopleCount(-5), '0 users');
  t.equal(formatPeopleCount(Number.NaN), '0 users');
  t.equal(formatPeopleCount(Number.POSITIVE_INFINITY), '0 users');
  t.equal(formatPeopleCount(1.9), '1 user');
});
