// `npm run dev` as a process: Vite in middleware mode inside the web server renders a page from the
// sources (no build needed) and serves the browser entry it names, on the server's own port.
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/identity-stack.ts';
import { until } from '../testing/server-process.ts';
import { DEV_CLIENT_ENTRY, devStylePolicy } from './dev-client-build.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

t.test('the development policy allows inline styles and keeps the script nonce', async (t) => {
  const policy = "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-abc';connect-src 'self'";
  t.equal(
    devStylePolicy(policy),
    "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'unsafe-inline';connect-src 'self'",
  );
});

t.test('npm run dev renders a page from the sources and serves its entry module', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-dev-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--dev'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.teardown(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  await until(
    async () => (await fetch(`${base}/readyz`).catch(() => null))?.status === 200,
    `the dev server to be ready (${output.slice(-500)})`,
    Date.now() + 120_000,
  );
  const page = await fetch(`${base}/experiences`);
  t.equal(page.status, 200);
  const html = await page.text();
  t.match(html, /<title>Experiences · Lumen<\/title>/, 'the page is rendered on the server');
  t.match(html, /<nav/, 'with the shell');
  t.match(html, new RegExp(`src="${DEV_CLIENT_ENTRY}"`), 'and the development entry as its script');
  t.match(page.headers.get('content-security-policy') ?? '', /style-src 'self' 'unsafe-inline'/);
  const again = await fetch(`${base}/experiences`);
  t.not(again.headers.get('x-lumen-page-cache'), 'hit', 'rendered afresh: no kept copy hides an edit');
  await again.arrayBuffer();

  const entry = await fetch(`${base}${DEV_CLIENT_ENTRY}`);
  t.equal(entry.status, 200, 'Vite serves the entry on the same port');
  t.match(entry.headers.get('content-type') ?? '', /javascript/);
  t.match(await entry.text(), /entry-client\.tsx/);

  child.kill('SIGTERM');
  t.equal(await exited, 0, 'stops cleanly, closing Vite with the server');
});
