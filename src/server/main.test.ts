// The built server as a process: it starts on a fresh machine's defaults (embedded upstream, PGlite,
// seed on first start), answers, and stops cleanly on SIGTERM. A bad configuration stops it at once
// with a message naming the variable.
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const entry = join(root, 'dist/server/main.js');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForReady(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

t.test('starts with embedded defaults, serves, and drains on SIGTERM', async (t) => {
  // NODE_ENV unset, as `npm start` on a fresh machine: a session secret is generated under DATA_DIR.
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-main-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.NODE_ENV;
  delete env.SESSION_SECRET;
  const child = spawn(process.execPath, [entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  t.ok(await waitForReady(`http://127.0.0.1:${port}/readyz`, Date.now() + 60_000), `ready (${output.slice(-500)})`);
  const page = await fetch(`http://127.0.0.1:${port}/experiences`);
  t.equal(page.status, 200);
  t.match(await page.text(), /experiences/);

  child.kill('SIGTERM');
  t.equal(await exited, 0, 'exits 0 after draining');
});

t.test('a bad configuration stops the process with a clear message', async (t) => {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: 'eighty', DATA_DIR: join(tmpdir(), 'lumen-never-used') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  t.equal(code, 1);
  t.match(stderr, /Invalid configuration:\n\s+PORT:/);
});

t.test('NODE_ENV=production without SESSION_SECRET refuses to start, naming the variable', async (t) => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: join(tmpdir(), 'lumen-never-used') };
  delete env.SESSION_SECRET;
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  t.equal(code, 1);
  t.match(stderr, /SESSION_SECRET: required when NODE_ENV=production/);
});
