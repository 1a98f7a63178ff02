// Pages do not move once drawn: nothing loaded after the first paint (the page's script, data read after
// hydration, the web font) pushes what is already on screen. A phone-sized window, where text wraps most.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

test.use({ viewport: { width: 412, height: 823 } });

/** Layout shifts of the visible part, summed as the browser reports them, with what moved. */
async function watchShifts(page: Page): Promise<() => Promise<{ total: number; moved: string[] }>> {
  await page.addInitScript(() => {
    const state = { total: 0, moved: [] as string[] };
    (window as unknown as { __shifts: typeof state }).__shifts = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
        state.total += entry.value;
        for (const source of entry.sources) state.moved.push((source.node?.textContent ?? '').trim().slice(0, 60));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: { total: number; moved: string[] } }).__shifts);
}

/** After hydration, the reads that follow it and the web font have had time to land. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

const PAGES = [
  { name: 'the home page (its slideshow)', path: '/' },
  { name: 'an experience (the favourites count read after hydration)', path: '/experiences/nova/neon-drift' },
];

for (const { name, path } of PAGES) {
  test(`${name} does not move after it is drawn`, async ({ page }) => {
    const shifts = await watchShifts(page);
    await page.goto(path);
    await settle(page);
    const { total, moved } = await shifts();
    // 0.1 is where Core Web Vitals call a page "poor"-bound; a page that holds still stays far below it.
    expect(total, `moved: ${moved.join(' | ')}`).toBeLessThan(0.01);
  });
}

test('an event page (the time zone note replaced after hydration) does not move after it is drawn', async ({
  page,
}) => {
  await page.goto('/events');
  const href = await page.locator('a[href^="/events/nova/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const shifts = await watchShifts(page);
  await page.goto(href!);
  await settle(page);
  await expect(page.getByTestId('zone-note').first()).toHaveText(/your time zone/);
  const { total, moved } = await shifts();
  expect(total, `moved: ${moved.join(' | ')}`).toBeLessThan(0.01);
});
