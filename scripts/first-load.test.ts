// Fails the build when a page's first-load JavaScript passes the budget (scripts/first-load.ts measures
// the built client the way the server's HTML loads it). Needs `npm run build` first, as `npm test` does.
import t from 'tap';
import { FIRST_LOAD_BUDGET_BYTES, kb, measurePages } from './first-load.ts';
import { ROUTE_TABLE } from '../src/client/app/route-table.ts';

const pages = measurePages();

t.test('every page is measured, from its own chunk', async (t) => {
  t.equal(pages.length, ROUTE_TABLE.length);
  for (const page of pages) {
    t.ok(
      page.files.some((file) =>
        file.file.includes(
          page.route.chunk
            .split('/')
            .at(-1)!
            .replace(/\.tsx$/, ''),
        ),
      ),
      `${page.route.id} loads its page chunk`,
    );
  }
});

t.test(`no page ships more than ${kb(FIRST_LOAD_BUDGET_BYTES)} KB of gzip'd JavaScript on first load`, async (t) => {
  for (const page of pages) {
    t.ok(
      page.gzipBytes <= FIRST_LOAD_BUDGET_BYTES,
      `${page.route.id} (${page.route.pattern}): ${kb(page.gzipBytes)} KB`,
      { files: page.files.map((file) => `${file.file} ${kb(file.gzipBytes)} KB`) },
    );
  }
});

t.test('a page does not carry the code of the other pages', async (t) => {
  const home = pages.find((page) => page.route.id === 'home')!;
  const others = ROUTE_TABLE.filter((route) => route.chunk !== home.route.chunk).map((route) =>
    route.chunk
      .split('/')
      .at(-1)!
      .replace(/\.tsx$/, ''),
  );
  for (const name of new Set(others)) {
    t.notOk(
      home.files.some((file) => file.file.startsWith(`/assets/${name}-`)),
      `the home page does not load ${name}`,
    );
  }
});
