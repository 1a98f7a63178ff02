import t from 'tap';
import { paginatorItems, type PaginatorItem } from './paginator.ts';

/** Compact picture of the items: pages as numbers, the current one in brackets, ellipses as '…'. */
function show(items: PaginatorItem[]): string {
  return items
    .map((item) => (item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

/** Checks many positions, then reports every broken one in a single assertion. */
function collector() {
  const failures: string[] = [];
  const record = (pass: boolean, label: string) => {
    if (!pass) failures.push(label);
  };
  return {
    failures,
    equal: (actual: unknown, expected: unknown, label: string) => record(Object.is(actual, expected), label),
    not: (actual: unknown, expected: unknown, label: string) => record(!Object.is(actual, expected), label),
    ok: (value: unknown, label: string) => record(Boolean(value), label),
    notOk: (value: unknown, label: string) => record(!value, label),
  };
}

t.test('no pages means no items', async (t) => {
  t.same(paginatorItems(1, 0), []);
  t.same(paginatorItems(5, 0), []);
  t.same(paginatorItems(1, -3), []);
  t.same(paginatorItems(1, Number.NaN), []);
});

t.test('one and two pages list every page', async (t) => {
  t.equal(show(paginatorItems(1, 1)), '[1]');
  t.same(paginatorItems(1, 1), [{ kind: 'page', page: 1, current: true }]);
  t.equal(show(paginatorItems(1, 2)), '[1] 2');
  t.equal(show(paginatorItems(2, 2)), '1 [2]');
});

t.test('up to 9 pages every page is shown, without ellipsis', async (t) => {
  const check = collector();
  t.equal(show(paginatorItems(1, 9)), '[1] 2 3 4 5 6 7 8 9');
  t.equal(show(paginatorItems(5, 9)), '1 2 3 4 [5] 6 7 8 9');
  t.equal(show(paginatorItems(9, 9)), '1 2 3 4 5 6 7 8 [9]');
  for (let count = 1; count <= 9; count += 1) {
    for (let current = 1; current <= count; current += 1) {
      const items = paginatorItems(current, count);
      check.equal(items.length, count, `${current}/${count} lists all pages`);
      check.notOk(
        items.some((i) => i.kind === 'ellipsis'),
        `${current}/${count} has no ellipsis`,
      );
    }
  }
  t.same(check.failures, [], 'holds for every position');
});

t.test('10 pages: an ellipsis appears', async (t) => {
  t.equal(show(paginatorItems(1, 10)), '[1] 2 3 4 5 6 7 8 … 10');
  t.equal(show(paginatorItems(5, 10)), '1 2 3 4 [5] 6 7 8 … 10');
  t.equal(show(paginatorItems(6, 10)), '1 … 3 4 5 [6] 7 8 9 10');
  t.equal(show(paginatorItems(10, 10)), '1 … 3 4 5 6 7 8 9 [10]');
});

t.test('11 pages', async (t) => {
  t.equal(show(paginatorItems(1, 11)), '[1] 2 3 4 5 6 7 8 … 11');
  t.equal(show(paginatorItems(6, 11)), '1 … 3 4 5 [6] 7 8 9 … 11');
  t.equal(show(paginatorItems(7, 11)), '1 … 4 5 6 [7] 8 9 10 11');
  t.equal(show(paginatorItems(11, 11)), '1 … 4 5 6 7 8 9 10 [11]');
});

t.test('100 pages: window of 7 around the current page plus first and last', async (t) => {
  t.equal(show(paginatorItems(1, 100)), '[1] 2 3 4 5 6 7 8 … 100');
  t.equal(show(paginatorItems(2, 100)), '1 [2] 3 4 5 6 7 8 … 100');
  t.equal(show(paginatorItems(5, 100)), '1 2 3 4 [5] 6 7 8 … 100');
  t.equal(show(paginatorItems(6, 100)), '1 … 3 4 5 [6] 7 8 9 … 100');
  t.equal(show(paginatorItems(50, 100)), '1 … 47 48 49 [50] 51 52 53 … 100');
  t.equal(show(paginatorItems(95, 100)), '1 … 92 93 94 [95] 96 97 98 … 100');
  t.equal(show(paginatorItems(96, 100)), '1 … 93 94 95 [96] 97 98 99 100');
  t.equal(show(paginatorItems(99, 100)), '1 … 93 94 95 96 97 98 [99] 100');
  t.equal(show(paginatorItems(100, 100)), '1 … 93 94 95 96 97 98 99 [100]');
});

t.test('ellipses carry stable keys', async (t) => {
  const items = paginatorItems(50, 100);
  t.same(
    items.filter((i) => i.kind === 'ellipsis'),
    [
      { kind: 'ellipsis', key: 'start' },
      { kind: 'ellipsis', key: 'end' },
    ],
  );
});

t.test('current is clamped into 1 … pageCount', async (t) => {
  t.equal(show(paginatorItems(0, 5)), '[1] 2 3 4 5');
  t.equal(show(paginatorItems(-7, 100)), '[1] 2 3 4 5 6 7 8 … 100');
  t.equal(show(paginatorItems(9, 5)), '1 2 3 4 [5]');
  t.equal(show(paginatorItems(1000, 100)), '1 … 93 94 95 96 97 98 99 [100]');
  t.equal(show(paginatorItems(Number.NaN, 3)), '[1] 2 3');
  t.equal(show(paginatorItems(2.7, 3)), '1 [2] 3');
});

t.test('invariants for every position in many page counts', async (t) => {
  const check = collector();
  for (const count of [10, 11, 12, 15, 20, 37, 100, 1000]) {
    for (let current = 1; current <= count; current += 1) {
      const items = paginatorItems(current, count);
      const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
      const label = `${current}/${count}`;
      check.equal(pages.length, 9, `${label}: always 9 page numbers`);
      check.equal(pages[0], 1, `${label}: first page shown`);
      check.equal(pages[pages.length - 1], count, `${label}: last page shown`);
      check.ok(pages.includes(current), `${label}: current page shown`);
      check.equal(items.filter((i) => i.kind === 'page' && i.current).length, 1, `${label}: one current`);
      check.ok(
        items.some((i) => i.kind === 'ellipsis'),
        `${label}: has an ellipsis`,
      );
      for (let i = 1; i < items.length; i += 1) {
        const prev = items[i - 1];
        const item = items[i];
        if (prev?.kind === 'page' && item?.kind === 'page') {
          check.equal(item.page, prev.page + 1, `${label}: adjacent numbers are consecutive`);
        }
        if (prev?.kind === 'ellipsis') check.not(item?.kind, 'ellipsis', `${label}: no double ellipsis`);
      }
      const ellipsisKeys = items.flatMap((i) => (i.kind === 'ellipsis' ? [i.key] : []));
      check.equal(new Set(ellipsisKeys).size, ellipsisKeys.length, `${label}: ellipsis keys unique`);
    }
  }
  t.same(check.failures, [], 'holds for every position');
});

t.test('compact window (narrow screens): window 1 shows first, current, last', async (t) => {
  t.same(paginatorItems(1, 1, 1), [{ kind: 'page', page: 1, current: true }]);
  t.equal(show(paginatorItems(1, 3, 1)), '[1] 2 3');
  t.equal(show(paginatorItems(2, 3, 1)), '1 [2] 3');
  t.equal(show(paginatorItems(1, 4, 1)), '[1] 2 … 4');
  t.equal(show(paginatorItems(3, 4, 1)), '1 … [3] 4');
  t.equal(show(paginatorItems(1, 100, 1)), '[1] 2 … 100');
  t.equal(show(paginatorItems(2, 100, 1)), '1 [2] … 100');
  t.equal(show(paginatorItems(3, 100, 1)), '1 … [3] … 100');
  t.equal(show(paginatorItems(50, 100, 1)), '1 … [50] … 100');
  t.equal(show(paginatorItems(99, 100, 1)), '1 … [99] 100');
  t.equal(show(paginatorItems(100, 100, 1)), '1 … 99 [100]');
});

t.test('window 3', async (t) => {
  t.equal(show(paginatorItems(1, 5, 3)), '[1] 2 3 4 5');
  t.equal(show(paginatorItems(1, 6, 3)), '[1] 2 3 4 … 6');
  t.equal(show(paginatorItems(50, 100, 3)), '1 … 49 [50] 51 … 100');
  t.equal(show(paginatorItems(100, 100, 3)), '1 … 97 98 99 [100]');
});

t.test('an unusable window falls back to sane values', async (t) => {
  t.equal(show(paginatorItems(50, 100, 0)), '1 … [50] … 100', 'below 1 acts as 1');
  t.equal(show(paginatorItems(50, 100, Number.NaN)), '1 … 47 48 49 [50] 51 52 53 … 100', 'NaN acts as the default');
});

t.test('invariants for small windows', async (t) => {
  const check = collector();
  for (const size of [1, 3, 5]) {
    for (const count of [size + 3, 20, 57]) {
      for (let current = 1; current <= count; current += 1) {
        const items = paginatorItems(current, count, size);
        const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        const label = `w${size} ${current}/${count}`;
        check.equal(pages.length, size + 2, `${label}: window + first + last`);
        check.ok(pages.includes(current), `${label}: current shown`);
        for (let i = 1; i < items.length; i += 1) {
          const prev = items[i - 1];
          const item = items[i];
          if (prev?.kind === 'page' && item?.kind === 'page')
            check.equal(item.page, prev.page + 1, `${label}: consecutive`);
          if (prev?.kind === 'page' && item?.kind === 'ellipsis') {
            const next = items[i + 1];
            check.ok(next?.kind === 'page' && next.page > prev.page + 1, `${label}: ellipsis stands for skipped pages`);
          }
        }
      }
    }
  }
  t.same(check.failures, [], 'holds for every position');
});
