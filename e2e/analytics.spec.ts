// First-party analytics: a visitor browses a creator's world, and the creator sees the visit count rise
// on Creator tools' analytics chart (the beacon is sent after hydration, with no cookie of ours needed).
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, waitForHydration } from './helpers.ts';

async function visitsShown(page: Page): Promise<number> {
  const totals = page.getByRole('definition').first();
  await expect(totals).toHaveText(/^\d+$/);
  return Number(await totals.textContent());
}

test('a visitor browses nova’s world; nova sees the visit count rise on the chart', async ({ page, browser }) => {
  await signIn(page, 'nova@lumen.test', { next: '/creator/analytics?days=7' });
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Visits and sales per day/ })).toBeVisible();
  const before = await visitsShown(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const beacon = visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/analytics');
  await visitor.goto('/experiences/nova/neon-drift');
  await waitForHydration(visitor);
  expect((await beacon).status()).toBe(204);
  await visitorContext.close();

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => visitsShown(page)).toBeGreaterThan(before);
  const chart = page.getByRole('img', { name: /Visits and sales per day/ });
  await expect(chart).toHaveAccessibleName(/\d+ visits? and \d+ sales?/);

  // The same numbers as a table, for screen readers and anyone who prefers one.
  await page.getByText('Show the numbers for each day').click();
  const days = page.getByRole('table', { name: /Visits and sales per day/ });
  await expect(days.getByRole('row')).toHaveCount(8);
  await expect(
    page.getByRole('table', { name: /Totals for the last 7 days/ }).getByRole('rowheader', { name: /Neon Drift/ }),
  ).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // At phone width the range links still work and say which range is shown.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
});

test('another creator’s analytics never list nova’s world', async ({ page }) => {
  await signIn(page, 'kai@lumen.test', { next: '/creator/analytics?days=90' });
  await expect(page.getByRole('img', { name: /Visits and sales per day/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Neon Drift/ })).toHaveCount(0);
});
