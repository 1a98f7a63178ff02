#!/usr/bin/env node
// The server Playwright's `webServer` starts (playwright.config.ts): the built product on PORT (default 3100)
// with a fresh data directory, so every browser run starts from the deterministic demo seed.
// It runs dist/server/main.js in this process, so Playwright's SIGTERM reaches the server's own shutdown.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist', 'server', 'main.js');

if (!existsSync(entry) || !existsSync(join(root, 'dist', 'client', '.vite', 'manifest.json'))) {
  console.error(`No build at ${join(root, 'dist')}: run \`npm run build\` before the browser tests (npm test does).`);
  process.exit(1);
}

const port = process.env.PORT || '3100';
const dataDir = join(root, 'node_modules', '.cache', `lumen-e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = port;
process.env.HOST = process.env.HOST || '127.0.0.1';
process.env.DATA_DIR = dataDir;
// Pages are opened at 127.0.0.1, so that is the canonical origin (links, same-origin checks).
process.env.PUBLIC_URL = process.env.PUBLIC_URL || `http://127.0.0.1:${port}`;
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn';
// NODE_ENV=production asks for a session secret; this one is for browser runs only.
process.env.SESSION_SECRET = process.env.SESSION_SECRET || 'e2e-only-session-secret-0123456789abcdef';
// The journeys sign in as the demo accounts and read the sign-up links from the sandbox outbox page.
process.env.DEMO_DATA = '1';
process.env.MAIL_SANDBOX_INBOX = '1';
// A remote upstream or DATABASE_URL from the caller's shell would make the run depend on outside state.
delete process.env.UPSTREAM_V1_URL;
delete process.env.UPSTREAM_V2_URL;
delete process.env.DATABASE_URL;

process.chdir(root);
await import(pathToFileURL(entry).href);
