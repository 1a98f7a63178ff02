// Guards the boundaries ARCHITECTURE.md promises, so they cannot erode silently:
// - the web tier (src/server) never imports the services (src/services: it reaches them over HTTP only);
// - browser code takes only types from the server;
// - the pages' prefetches (`src/client/<domain>/*-prefetch.ts`, server-only) stay out of browser code;
// - src/shared depends on nothing of ours but itself;
// - the services never import the web tier, and src/platform (what both stand on) imports neither;
// - a service domain (src/services/<domain>/) reaches another only through that domain's index.ts.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm;

function importsOf(file: string): Array<{ typeOnly: boolean; target: string }> {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => ({ typeOnly: Boolean(match[2]), target: match[3] ?? '' }));
}

const files = sourceFiles(join(root, 'src')).map((file) => ({ file, rel: relative(root, file) }));

/** Server-only modules under src/client: the SSR side and each page's prefetch (it may validate with zod). */
const serverOnly = (rel: string) =>
  rel.startsWith('src/client/ssr/') || rel === 'src/client/entry-server.tsx' || rel.endsWith('-prefetch.ts');
const browserFiles = files.filter(({ rel }) => rel.startsWith('src/client/') && !serverOnly(rel));

/** Where a relative import leads, from the repository root (`src/services/app.ts`); packages stay as written. */
const resolvedFrom = (file: string, target: string) =>
  target.startsWith('.') ? relative(root, resolve(dirname(file), target)) : target;

t.test('the web tier reaches the services only over HTTP', async (t) => {
  // The composition root may start the embedded upstream; test harnesses may build it.
  const allowed = new Set(['src/server/main.ts']);
  const offenders = files
    .filter(
      ({ rel }) => !rel.startsWith('src/services/') && !rel.startsWith('src/server/testing/') && !allowed.has(rel),
    )
    .flatMap(({ file, rel }) =>
      importsOf(file)
        .filter(({ target }) => resolvedFrom(file, target).startsWith('src/services/'))
        .map(({ target }) => `${rel} -> ${target}`),
    );
  t.same(offenders, []);
});

t.test('browser code imports only types from the server', async (t) => {
  const offenders = browserFiles.flatMap(({ file, rel }) =>
    importsOf(file)
      // Our own server code (relative paths); packages such as @trpc/server/observable are libraries.
      .filter(({ typeOnly, target }) => !typeOnly && target.startsWith('.') && target.includes('/server/'))
      .map(({ target }) => `${rel} -> ${target}`),
  );
  t.same(offenders, []);
});

t.test('browser code does not bundle zod (first-load budget)', async (t) => {
  const offenders = browserFiles.flatMap(({ file, rel }) =>
    importsOf(file)
      .filter(({ typeOnly, target }) => !typeOnly && (target === 'zod' || target.endsWith('/schema.ts')))
      .map(({ target }) => `${rel} -> ${target}`),
  );
  t.same(offenders, []);
});

t.test("browser code never imports a page's prefetch (server-only)", async (t) => {
  const offenders = browserFiles.flatMap(({ file, rel }) =>
    importsOf(file)
      .filter(({ typeOnly, target }) => !typeOnly && (target.endsWith('-prefetch.ts') || target.includes('/ssr/')))
      .map(({ target }) => `${rel} -> ${target}`),
  );
  t.same(offenders, []);
});

t.test('src/shared stands alone', async (t) => {
  const offenders = files
    .filter(({ rel }) => rel.startsWith('src/shared/'))
    .flatMap(({ file, rel }) =>
      importsOf(file)
        .filter(({ target }) => target.includes('/client/') || target.includes('/server/'))
        .map(({ target }) => `${rel} -> ${target}`),
    );
  t.same(offenders, []);
});

t.test('the services never import the web tier; src/platform imports neither', async (t) => {
  const offenders = files
    .filter(({ rel }) => rel.startsWith('src/services/') || rel.startsWith('src/platform/'))
    .flatMap(({ file, rel }) =>
      importsOf(file)
        .map(({ target }) => resolvedFrom(file, target))
        .filter(
          (target) =>
            target.startsWith('src/server/') || (rel.startsWith('src/platform/') && target.startsWith('src/services/')),
        )
        .map((target) => `${rel} -> ${target}`),
    );
  t.same(offenders, []);
});

/**
 * Imports between service domains the test still lets through, each with why. A new entry needs a reason
 * that a domain's index.ts or the kit cannot give.
 */
const SERVICE_IMPORT_EXCEPTIONS: Record<string, string> = {};

t.test('a service domain uses another only through its index.ts', async (t) => {
  // Shared by every domain: the kit (parsing, ids, paging, cache headers, clock, JSON:API), persona
  // lookups, the database. The composition roots (src/services/*.ts, seed/, which writes every domain's
  // demo data) and test harnesses (testing/, <domain>/testing.ts) may reach anything.
  const shared = new Set(['kit', 'personas', 'db']);
  const composition = new Set(['seed', 'testing']);
  const domainOf = (rel: string) => rel.split('/')[2];
  const offenders = files
    .filter(({ rel }) => rel.startsWith('src/services/') && rel.split('/').length > 3)
    .filter(({ rel }) => !composition.has(domainOf(rel) ?? '') && !rel.endsWith('/testing.ts'))
    .flatMap(({ file, rel }) =>
      importsOf(file)
        .map(({ target }) => resolvedFrom(file, target))
        .filter((target) => target.startsWith('src/services/'))
        .filter((target) => {
          const domain = target.split('/').length > 3 ? domainOf(target) : undefined;
          if (domain === domainOf(rel) || shared.has(domain ?? '')) return false;
          return !(domain !== undefined && target === `src/services/${domain}/index.ts`);
        })
        .map((target) => `${rel} -> ${target}`),
    )
    .filter((edge) => !(edge in SERVICE_IMPORT_EXCEPTIONS));
  t.same(offenders, []);
  const stale = Object.keys(SERVICE_IMPORT_EXCEPTIONS).filter((edge) => {
    const [from = '', to = ''] = edge.split(' -> ');
    return !files.some(
      ({ file, rel }) => rel === from && importsOf(file).some(({ target }) => resolvedFrom(file, target) === to),
    );
  });
  t.same(stale, [], 'every exception is still needed');
});

// The client's layers (ARCHITECTURE.md, "Client imports"): folders that are not a domain but what domains
// stand on (the app frame, routing, data, session, shell, styles, languages, widgets, SSR).
const CLIENT_LAYERS = new Set([
  'app',
  'router',
  'query',
  'session',
  'shell',
  'styles',
  'i18n',
  'ui',
  'ssr',
  'react',
  'public',
]);
const STATIC_OR_LAZY_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*)'(\.[^']+)'/g;

function clientImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_OR_LAZY_IMPORT)].map((match) => resolvedFrom(file, match[1] ?? ''));
}

const clientFiles = files.filter(({ rel }) => rel.startsWith('src/client/') && rel.split('/').length > 3);
const clientFolderOf = (rel: string) => rel.split('/')[2] ?? '';

t.test("a client domain uses another only through that domain's root files", async (t) => {
  // A domain's files directly under src/client/<domain>/ are what others may use (hooks, slots, cards,
  // buttons); its components/ and pages/ are its own.
  const offenders = clientFiles
    .filter(({ rel }) => !CLIENT_LAYERS.has(clientFolderOf(rel)))
    .flatMap(({ file, rel }) =>
      clientImportsOf(file)
        .filter((target) => target.startsWith('src/client/') && target.split('/').length > 4)
        .filter((target) => {
          const folder = clientFolderOf(target);
          return folder !== clientFolderOf(rel) && !CLIENT_LAYERS.has(folder);
        })
        .map((target) => `${rel} -> ${target}`),
    );
  t.same(offenders, []);
});

t.test('client widgets (ui/) use no domain, page or shell', async (t) => {
  const offenders = clientFiles
    .filter(({ rel }) => rel.startsWith('src/client/ui/'))
    .flatMap(({ file, rel }) =>
      clientImportsOf(file)
        .filter((target) => target.startsWith('src/client/') && target.split('/').length > 3)
        // Below the widgets: styles, languages, links; and the public configuration the app provides.
        .filter((target) => !['ui', 'styles', 'i18n', 'react', 'router'].includes(clientFolderOf(target)))
        .filter((target) => target !== 'src/client/app/public-config.tsx')
        .map((target) => `${rel} -> ${target}`),
    );
  t.same(offenders, []);
});

t.test('pages are reached only through the route table, their prefetch and their own domain', async (t) => {
  const offenders = clientFiles
    .filter(({ rel }) => rel !== 'src/client/app/routes.tsx' && !serverOnly(rel))
    .flatMap(({ file, rel }) =>
      clientImportsOf(file)
        .filter((target) => /^src\/client\/[^/]+\/pages\//.test(target))
        .filter((target) => clientFolderOf(target) !== clientFolderOf(rel))
        .map((target) => `${rel} -> ${target}`),
    );
  t.same(offenders, []);
});
