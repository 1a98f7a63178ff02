// routes.tsx loads each page with import('…'); the server preloads the chunk route-table.ts names for
// it. Both must name the same module, or a page would hydrate after a second round trip for its code.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_TABLE } from './route-table.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const source = readFileSync(join(here, 'routes.tsx'), 'utf8');

t.test("each route's import() names the module of its chunk", async (t) => {
  const imports = new Map<string, string>();
  for (const [, id, path] of source.matchAll(/^\s*'?([\w-]+)'?: lazyPage\(\s*\(\) => import\('([^']+)'\)/gm)) {
    imports.set(id!, relative(root, join(here, path!)));
  }
  t.equal(imports.size, ROUTE_TABLE.length, 'one lazy page per route');
  for (const route of ROUTE_TABLE) t.equal(imports.get(route.id), route.chunk, route.id);
});
