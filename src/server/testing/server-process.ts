// The built server (dist/server/main.js) as a child process on a free loopback port, for tests of what
// only a whole process shows: starting on defaults, signals, exit codes. Needs a build first.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Test } from 'tap';
import { freePort } from './identity-stack.ts';

const entry = fileURLToPath(new URL('../../../dist/server/main.js', import.meta.url));

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** http://127.0.0.1:port, also its PUBLIC_URL */
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the server on a fresh DATA_DIR; killed and cleaned up when the test ends. */
export async function startServerProcess(t: Test, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-process-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    // PUBLIC_URL names the address the test calls (pages asked for on other hosts redirect to it).
    // NODE_ENV and SESSION_SECRET left unset unless given, as `npm start` on a fresh machine runs.
    env: {
      ...withoutProductionSettings(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
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
  return { child, base, output: () => output, exited };
}

/** Polls until `condition` holds; throws naming `what` after the deadline. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  deadline = Date.now() + 90_000,
): Promise<void> {
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once GET /readyz answers 200. */
export function ready(server: ServerProcess, deadline?: number): Promise<void> {
  return until(
    async () => (await fetch(`${server.base}/readyz`).catch(() => null))?.status === 200,
    `the server to be ready (${server.output().slice(-500)})`,
    deadline,
  );
}

function withoutProductionSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _nodeEnv, SESSION_SECRET: _sessionSecret, ...rest } = env;
  return rest;
}
