// Every route of the app (src/client/app/routes.tsx) loads with a clean console, signed out and as
// each demo persona: no error, no uncaught exception and no hydration warning, so a server/browser
// difference (React #418) or a broken section shows up here with its route and persona.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';
import { WRITE_MARKER_COOKIE } from '../src/server/freshness/write-marker.ts';

type Persona = 'signed out' | 'kai' | 'mira' | 'nova' | 'sam';
const PERSONAS: Persona[] = ['signed out', 'kai', 'mira', 'nova', 'sam'];

/** A route id of routes.tsx and an address of it in the demo data. */
interface RouteVisit {
  route: string;
  path: string;
}

/** The first link on `path` whose address matches `pattern` (ids differ from run to run). */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  await waitForHydration(page);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  expect(href, `a link matching ${pattern} on ${path}`).toBeDefined();
  return href!;
}

/** The addresses of every route, with ids read from the demo data's own pages. */
async function demoRoutes(browser: Browser): Promise<RouteVisit[]> {
  const page = await browser.newPage();
  const listing = await firstLink(page, '/store', /^\/listings\/[^/]+\/[^/]+$/);
  const event = await firstLink(page, '/events', /^\/events\/[^/]+\/[^/]+\/[^/]+$/);
  const snapshot = await firstLink(page, '/snapshots', /^\/snapshots\/[^/]+$/);
  // The creator editors need items a persona owns: nova's.
  await signIn(page, 'nova@lumen.test', { next: '/creator' });
  const experienceEdit = await firstLink(page, '/creator', /^\/creator\/experiences\/[^/]+\/edit$/);
  const productEdit = await firstLink(page, '/creator', /^\/creator\/products\/[^/]+\/edit$/);
  const storeEdit = await firstLink(page, '/creator', /^\/creator\/stores\/[^/]+\/edit$/);
  await page.close();
  return [
    { route: 'home', path: '/' },
    { route: 'experiences', path: '/experiences' },
    { route: 'experience', path: '/experiences/nova/neon-drift' },
    { route: 'creator-experiences', path: '/experiences/nova' },
    { route: 'download', path: '/download' },
    { route: 'profile', path: '/profiles/nova' },
    { route: 'friends', path: '/friends' },
    { route: 'funds', path: '/funds' },
    // No payment of the demo data is open: an unknown one shows the page's own not-found state.
    { route: 'funds-payment', path: '/funds/pay/00000000-0000-4000-8000-000000000000' },
    { route: 'orders', path: '/orders' },
    { route: 'sales', path: '/sales' },
    { route: 'creator', path: '/creator' },
    { route: 'creator-experience-new', path: '/creator/experiences/new' },
    { route: 'creator-experience-edit', path: experienceEdit },
    { route: 'creator-product-new', path: '/creator/products/new' },
    { route: 'creator-product-edit', path: productEdit },
    { route: 'creator-store-new', path: '/creator/stores/new' },
    { route: 'creator-store-edit', path: storeEdit },
    { route: 'new-picture', path: '/pictures/new' },
    { route: 'favourites', path: '/favourites' },
    { route: 'tickets', path: '/tickets' },
    { route: 'store', path: '/store' },
    { route: 'creator-store', path: '/store/nova' },
    { route: 'listing', path: listing },
    { route: 'snapshots', path: '/snapshots' },
    { route: 'snapshot', path: snapshot },
    { route: 'events', path: '/events' },
    { route: 'events-calendar', path: '/events/calendar' },
    { route: 'events-past', path: '/events/past' },
    { route: 'event', path: event },
    { route: 'notifications', path: '/notifications' },
    { route: 'streaming', path: '/streaming' },
    { route: 'inventory', path: '/inventory' },
    { route: 'studio', path: '/studio' },
    { route: 'codex', path: '/codex' },
  ];
}

/** Console errors, uncaught exceptions and hydration warnings, each tagged with the page it came from. */
function recordProblems(page: Page): { problems: string[]; at: (where: string) => void } {
  const problems: string[] = [];
  let where = '';
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(text))) {
      problems.push(`${where}: console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${where}: uncaught: ${error.message}`));
  return { problems, at: (next) => (where = next) };
}

/** Requests to /trpc the page has started and not finished. */
function trackTrpc(page: Page): () => number {
  let open = 0;
  const isTrpc = (url: string) => new URL(url).pathname.startsWith('/trpc');
  page.on('request', (request) => {
    if (isTrpc(request.url())) open += 1;
  });
  const done = (request: { url: () => string }) => {
    if (isTrpc(request.url())) open -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/** Lets React paint twice: sections hydrate (and report mismatches) after the shell. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until the shell has hydrated, then until the sections are done: their data fetched (a section
 * the server streamed without data fetches it while hydrating) and React has rendered it.
 */
async function waitForSections(page: Page, openTrpc: () => number): Promise<void> {
  await waitForHydration(page);
  await nextFrames(page);
  await expect.poll(openTrpc, { message: 'tRPC requests still open' }).toBe(0);
  await nextFrames(page);
}

let routes: RouteVisit[] = [];

test.beforeAll(async ({ browser }) => {
  routes = await demoRoutes(browser);
});

for (const persona of PERSONAS) {
  test(`every route loads with a clean console (${persona})`, async ({ page }) => {
    test.setTimeout(120_000);
    const recorder = recordProblems(page);
    const openTrpc = trackTrpc(page);
    if (persona !== 'signed out') {
      recorder.at(`sign-in as ${persona}`);
      await signIn(page, `${persona}@lumen.test`);
      // Without the marker the sign-in leaves, the pages kept for every account come as others get them.
      await page.context().clearCookies({ name: WRITE_MARKER_COOKIE });
    }
    for (const { route, path } of routes) {
      recorder.at(`${route} (${path}) as ${persona}`);
      await page.goto(path);
      await waitForSections(page, openTrpc);
    }
    expect(recorder.problems, `console problems as ${persona}`).toEqual([]);
  });
}
