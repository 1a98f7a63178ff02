// Every route of the table names its own prefetch (the status it answers is pinned per route by
// src/server/ssr/page-statuses.test.ts), and nothing else does.
import t from 'tap';
import { ROUTE_TABLE } from '../app/route-table.ts';
import { PREFETCH } from './prefetch.ts';

t.test('every route has a prefetch, and every prefetch a route', async (t) => {
  t.same(Object.keys(PREFETCH).sort(), ROUTE_TABLE.map((route) => route.id).sort());
  for (const route of ROUTE_TABLE) t.type(PREFETCH[route.id], 'function', route.id);
});
