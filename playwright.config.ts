// Browser journeys (e2e/*.spec.ts) against the built product. `npm run test:e2e` needs a build;
// `npm test` builds first. No browser can be downloaded on these machines: Debian's chromium is used
// (docs/toolchain.md §3), one worker on 2 cores.
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs share a machine (each server also gets its own data directory).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs reads the JSON report's stats for the closing `N passed, N failed` line.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output dir on start: keep it apart from the JSON report and other tools' output.
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    // Fresh DATA_DIR under node_modules/.cache on every run (scripts/e2e-server.mjs).
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
