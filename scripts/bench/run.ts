// Load benchmark of the built product plus its first-load JavaScript size (docs/toolchain.md §8).
//
//   npm run bench                          # = node --import tsx scripts/bench/run.ts
//   npm run bench -- --duration 5          # shorter runs
//   npm run bench -- --size-only           # bundle sizes only, no server
//
// What it does:
//   1. Builds (`npm run build`) when dist/server/main.js or the client manifest is missing.
//   2. Starts `node dist/server/main.js` on a free loopback port with a fresh temporary DATA_DIR (the embedded
//      upstream seeds it), and waits for /readyz. Server logs go to a file in that temp dir (tail printed on
//      failure), so log output does not compete with the load generator for CPU through a pipe.
//   3. For each target, a warm-up run (not reported), then autocannon for --duration seconds with
//      --connections connections:
//        a. the browse page          GET /experiences                          (24 cards)
//        b. one tRPC query           GET /trpc/experiences.browse?input={"page":1}
//      reporting average req/s, p50 and p99 latency, and non-2xx responses.
//   4. First-load JS: the client entry chunk of the Vite manifest plus everything it imports statically
//      (`imports`, followed recursively; dynamic imports are not first-load), each file gzip -9, summed; and the
//      same for the CSS those chunks reference.
//   5. Prints Markdown tables with the reference figures and goals of docs/toolchain.md §8, writes dist/bench-results.json,
//      stops the server with SIGTERM and removes the temp dir.
//
// It reports; it never asserts a speed (exit 1 only when it could not measure: build or start failed).
//
// Options (flags, or the environment variable in brackets):
//   --duration <s>      measured seconds per target, default 10            [BENCH_DURATION]
//   --connections <n>   concurrent connections, default 50                 [BENCH_CONNECTIONS]
//   --warmup <s>        warm-up seconds per target, default 3              [BENCH_WARMUP]
//   --log-level <lvl>   server LOG_LEVEL, default warn (per-request logs off) [BENCH_LOG_LEVEL]
//   --single-ip         send every request from one client address (see below) [BENCH_SINGLE_IP=1]
//   --size-only         only compute the first-load sizes
//
// Client addresses: the tRPC API is rate-limited per client IP (600/min), which a single load generator on
// loopback exceeds within a second, so by default the server runs with TRUST_PROXY=1 (one proxy hop) and each request
// carries a distinct X-Forwarded-For address, as traffic behind a load balancer does. The benchmark then
// measures the handlers, not the limiter. --single-ip measures the limiter path instead.
//
// Other environment variables reach the server unchanged (e.g. DATABASE_URL to run the embedded upstream on
// PostgreSQL instead of PGlite). Load generator and server share the machine's cores (2 here), as they did
// for the reference figures.
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(root, 'dist', 'server', 'main.js');
const manifestPath = join(root, 'dist', 'client', '.vite', 'manifest.json');
const resultsPath = join(root, 'dist', 'bench-results.json');
const CLIENT_ENTRY = 'src/client/entry-client.tsx';

const BUILD_TIMEOUT_MS = 10 * 60_000;
const READY_TIMEOUT_MS = 180_000; // first start seeds a fresh data dir
const STOP_TIMEOUT_MS = 20_000;

/** docs/toolchain.md §8 (the first of its runs), measured on this machine (2 cores, autocannon -c 50, same page of 24 cards). */
const REFERENCE = {
  next: { label: 'Next.js 16, dynamic render', rps: 178, p99: 370, firstLoadKb: 135 },
  bare: { label: 'bare Fastify + React renderToPipeableStream', rps: 1160, p99: 71, firstLoadKb: 69 },
} as const;
const GOALS = {
  vsNextRps: 4 * REFERENCE.next.rps, // 712
  vsBareRps: Math.ceil(0.6 * REFERENCE.bare.rps), // 696
  firstLoadKb: 90,
} as const;
/** kB as Next.js reports First Load JS (1000 bytes): the stricter reading of "KB". */
const KB = 1000;

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    warmup: { type: 'string' },
    'log-level': { type: 'string' },
    'single-ip': { type: 'boolean', default: false },
    'size-only': { type: 'boolean', default: false },
  },
  strict: true,
});

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

const options = {
  duration: positiveNumber('--duration', flags.duration ?? process.env.BENCH_DURATION, 10),
  connections: Math.round(positiveNumber('--connections', flags.connections ?? process.env.BENCH_CONNECTIONS, 50)),
  warmup: positiveNumber('--warmup', flags.warmup ?? process.env.BENCH_WARMUP, 3),
  logLevel: flags['log-level'] ?? process.env.BENCH_LOG_LEVEL ?? 'warn',
  singleIp: flags['single-ip'] || process.env.BENCH_SINGLE_IP === '1',
  sizeOnly: flags['size-only'],
};

const targets: ReadonlyArray<{ name: string; path: string; signedIn?: boolean }> = [
  { name: 'browse page', path: '/experiences' },
  {
    name: 'tRPC experiences.browse',
    path: `/trpc/experiences.browse?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`,
  },
  // The same page for a signed-in user: the sealed session cookie is opened on every request and the
  // upstream calls carry kai's token (no shared cache for them).
  { name: 'browse page, signed in (kai)', path: '/experiences', signedIn: true },
];

/** Signs kai in through the real OpenID Connect flow and returns the session cookie header. */
async function signInCookie(origin: string): Promise<string> {
  const { Browser, DEMO_PASSWORD, formAction } = await import('../../src/server/testing/browser.ts');
  const browser = new Browser();
  const page = await browser.follow(`${origin}/sign-in?next=%2F`, `${origin}/auth/callback`);
  const html = await page.response.text();
  await browser.follow(new URL(formAction(html, '/login'), page.url).href, `${origin}/__never__`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'kai@lumen.test', password: DEMO_PASSWORD }),
  });
  const session = browser.cookies.get('lumen_session');
  if (!session) throw new Error('signing in for the benchmark failed');
  return `lumen_session=${session}`;
}

// ---------------------------------------------------------------------------------------------------------
// Build and first-load size

function ensureBuild(): void {
  if (existsSync(serverEntry) && existsSync(manifestPath)) return;
  console.log('No build in dist/: running `npm run build`…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', timeout: BUILD_TIMEOUT_MS });
  if (result.error) throw new Error(`npm run build could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  if (!existsSync(serverEntry) || !existsSync(manifestPath)) {
    throw new Error(`the build did not produce ${serverEntry} and ${manifestPath}`);
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

interface FirstLoad {
  js: AssetSize[];
  css: AssetSize[];
  jsGzipBytes: number;
  jsBytes: number;
  cssGzipBytes: number;
  cssBytes: number;
  /** Lazily loaded chunks (not first-load), for information. */
  dynamicImports: string[];
}

function measureFirstLoad(): FirstLoad {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[CLIENT_ENTRY]) throw new Error(`the client manifest has no entry ${CLIENT_ENTRY}`);
  const seen = new Set<string>();
  const jsFiles: string[] = [];
  const cssFiles = new Set<string>();
  const dynamicImports = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client manifest has no chunk ${key}`);
    jsFiles.push(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
    for (const dynamic of chunk.dynamicImports ?? []) dynamicImports.add(manifest[dynamic]?.file ?? dynamic);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  const size = (file: string): AssetSize => {
    const body = readFileSync(join(root, 'dist', 'client', file));
    return { file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  };
  const js = jsFiles.map(size);
  const css = [...cssFiles].map(size);
  const sum = (list: AssetSize[], key: 'bytes' | 'gzipBytes') => list.reduce((total, item) => total + item[key], 0);
  return {
    js,
    css,
    jsBytes: sum(js, 'bytes'),
    jsGzipBytes: sum(js, 'gzipBytes'),
    cssBytes: sum(css, 'bytes'),
    cssGzipBytes: sum(css, 'gzipBytes'),
    dynamicImports: [...dynamicImports].filter((file) => !jsFiles.includes(file)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Server lifecycle

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  origin: string;
  logFile: string;
  exited: Promise<void>;
  exitCode: () => number | string | null;
}

/** The server this run started, so the watchdog and signal handlers can stop it. */
let activeServer: RunningServer | undefined;

function startServer(port: number, workDir: string): RunningServer {
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(workDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production asks for a session secret (the bench signs in as a demo account).
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-only-session-secret-0123456789abcdef',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logLevel,
      TRUST_PROXY: options.singleIp ? 'false' : '1',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let code: number | string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (exitCode, signal) => {
      code = exitCode ?? signal;
      resolve();
    });
  });
  activeServer = { child, origin: `http://127.0.0.1:${port}`, logFile, exited, exitCode: () => code };
  return activeServer;
}

function logTail(server: RunningServer, lines = 40): string {
  try {
    return readFileSync(server.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(server: RunningServer): Promise<number> {
  const started = Date.now();
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  let last = 'no answer yet';
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (exited) throw new Error(`the server exited (${server.exitCode()}) before it was ready:\n${logTail(server)}`);
    try {
      const response = await fetch(`${server.origin}/readyz`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - started;
      last = `/readyz answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s (${last}):\n${logTail(server)}`);
}

async function stopServer(server: RunningServer): Promise<void> {
  if (server.exitCode() !== null || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
  if (!stopped) {
    console.warn(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it.`);
    server.child.kill('SIGKILL');
    await Promise.race([server.exited, sleep(5000)]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Load

/** Distinct client addresses 10.x.y.z, one per request (see the header). */
let nextAddress = 1;
function clientAddress(): string {
  const n = nextAddress++ % 0xfffffe || 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

interface Probe {
  status: number;
  bytes: number;
  /** Distinct /experiences/{persona}/{handle} links in the page (24 cards expected on the browse page). */
  experienceLinks: number;
}

async function probe(origin: string, path: string, cookie?: string): Promise<Probe> {
  const response = await fetch(origin + path, {
    signal: AbortSignal.timeout(15_000),
    headers: cookie ? { cookie } : {},
  });
  const body = await response.text();
  const links = new Set(body.match(/href="\/experiences\/[a-z0-9-]+\/[a-z0-9-]+"/g) ?? []);
  return { status: response.status, bytes: Buffer.byteLength(body), experienceLinks: links.size };
}

async function load(origin: string, path: string, seconds: number, title: string, cookie?: string): Promise<Result> {
  const request: RequestSpec = { method: 'GET', path, ...(cookie ? { headers: { cookie } } : {}) };
  if (!options.singleIp) {
    request.setupRequest = (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': clientAddress() } });
  }
  const instance = autocannon({
    url: origin + path,
    title,
    connections: options.connections,
    duration: seconds,
    timeout: 10,
    requests: [request],
  });
  // autocannon stops itself after `duration`; this bounds it should a connection hang.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

interface LoadResult {
  name: string;
  path: string;
  probe: Probe;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

function summarise(name: string, path: string, probeResult: Probe, result: Result): LoadResult {
  return {
    name,
    path,
    probe: probeResult,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const num = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const met = (ok: boolean) => (ok ? 'yes' : 'no');

function report(loads: LoadResult[], firstLoad: FirstLoad): string {
  const lines: string[] = [];
  if (loads.length > 0) {
    lines.push(
      `## Load (autocannon -c ${options.connections}, ${options.duration} s per target after ${options.warmup} s warm-up; server LOG_LEVEL=${options.logLevel}; ${options.singleIp ? 'one client address' : 'distinct X-Forwarded-For per request'})`,
      '',
      '| target | path | req/s (avg) | p50 ms | p99 ms | requests | non-2xx | errors | timeouts |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const load of loads) {
      lines.push(
        `| ${load.name} | \`${decodeURIComponent(load.path)}\` | ${num(load.requestsPerSecond, 1)} | ${num(load.latencyP50Ms)} | ${num(load.latencyP99Ms)} | ${num(load.requests)} | ${num(load.non2xx)} | ${num(load.errors)} | ${num(load.timeouts)} |`,
      );
    }
    const page = loads[0];
    if (page) {
      lines.push(
        '',
        `Probe before load: ${page.path} answered ${page.probe.status}, ${num(page.probe.bytes)} bytes, ${page.probe.experienceLinks} distinct experience links (24 cards expected).`,
      );
    }
    for (const load of loads) {
      if (load.non2xx > 0) lines.push(`Status codes for ${load.name}: ${JSON.stringify(load.statusCodes)}`);
    }
    lines.push('');
  }

  lines.push(
    `## First-load assets (entry \`${CLIENT_ENTRY}\` + static imports, gzip -9 per file; 1 KB = ${KB} bytes)`,
    '',
    '| asset | raw KB | gzip KB |',
    '|---|---:|---:|',
    ...firstLoad.js.map((asset) => `| ${asset.file} | ${kb(asset.bytes)} | ${kb(asset.gzipBytes)} |`),
    `| **JS total (${firstLoad.js.length} file${firstLoad.js.length === 1 ? '' : 's'})** | ${kb(firstLoad.jsBytes)} | **${kb(firstLoad.jsGzipBytes)}** |`,
    ...firstLoad.css.map((asset) => `| ${asset.file} | ${kb(asset.bytes)} | ${kb(asset.gzipBytes)} |`),
    `| **CSS total** | ${kb(firstLoad.cssBytes)} | **${kb(firstLoad.cssGzipBytes)}** |`,
  );
  if (firstLoad.dynamicImports.length > 0) {
    lines.push('', `Lazy chunks (not first-load): ${firstLoad.dynamicImports.join(', ')}`);
  }

  const page = loads[0];
  lines.push(
    '',
    '## Against the reference figures (docs/toolchain.md §8; same machine, -c 50, browse page of 24 cards)',
    '',
    '| server | req/s | p99 ms | first-load JS gzip KB |',
    '|---|---:|---:|---:|',
    `| ${REFERENCE.next.label} (reference) | ~${REFERENCE.next.rps} | ~${REFERENCE.next.p99} | ~${REFERENCE.next.firstLoadKb} |`,
    `| ${REFERENCE.bare.label} (reference) | ~${REFERENCE.bare.rps} | ~${REFERENCE.bare.p99} | ~${REFERENCE.bare.firstLoadKb} |`,
    `| **Lumen /experiences (this run)** | ${page ? num(page.requestsPerSecond) : 'n/a'} | ${page ? num(page.latencyP99Ms) : 'n/a'} | ${kb(firstLoad.jsGzipBytes)} |`,
    '',
    '| goal | target | this run | met |',
    '|---|---:|---:|:---:|',
  );
  if (page) {
    lines.push(
      `| at least 4x Next.js | ≥ ${GOALS.vsNextRps} req/s | ${num(page.requestsPerSecond)} req/s (${(page.requestsPerSecond / REFERENCE.next.rps).toFixed(1)}x) | ${met(page.requestsPerSecond >= GOALS.vsNextRps)} |`,
      `| at least 60% of bare Fastify + React | ≥ ${GOALS.vsBareRps} req/s | ${num(page.requestsPerSecond)} req/s (${Math.round((100 * page.requestsPerSecond) / REFERENCE.bare.rps)}%) | ${met(page.requestsPerSecond >= GOALS.vsBareRps)} |`,
    );
  }
  lines.push(
    `| first-load JS | < ${GOALS.firstLoadKb} KB gzip | ${kb(firstLoad.jsGzipBytes)} KB | ${met(firstLoad.jsGzipBytes < GOALS.firstLoadKb * KB)} |`,
  );
  if (page && page.non2xx > 0) {
    lines.push(
      '',
      `Note: ${num(page.non2xx)} non-2xx responses on the browse page: its req/s does not measure successful renders.`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  ensureBuild();
  const firstLoad = measureFirstLoad();
  const loads: LoadResult[] = [];
  let serverInfo: { readyMs: number } | undefined;

  if (!options.sizeOnly) {
    const workDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
    let server: RunningServer | undefined;
    const interrupt = (signal: NodeJS.Signals) => {
      console.error(`\n${signal}: stopping the server…`);
      server?.child.kill('SIGTERM');
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    try {
      const port = await freePort();
      server = startServer(port, workDir);
      console.log(`Starting ${serverEntry} on ${server.origin} (DATA_DIR ${join(workDir, 'data')})…`);
      const readyMs = await waitReady(server);
      serverInfo = { readyMs };
      console.log(`Ready after ${(readyMs / 1000).toFixed(1)} s.`);

      const cookie = await signInCookie(server.origin);
      for (const target of targets) {
        const targetCookie = target.signedIn ? cookie : undefined;
        const probed = await probe(server.origin, target.path, targetCookie);
        if (probed.status !== 200) {
          console.warn(`Warning: ${target.path} answered ${probed.status} before the load; measuring anyway.`);
        }
        console.log(`Warming up ${target.name} (${options.warmup} s)…`);
        await load(server.origin, target.path, options.warmup, `${target.name} warm-up`, targetCookie);
        console.log(`Measuring ${target.name} (${options.duration} s, ${options.connections} connections)…`);
        const result = await load(server.origin, target.path, options.duration, target.name, targetCookie);
        loads.push(summarise(target.name, target.path, probed, result));
      }
    } catch (error) {
      if (server && server.exitCode() !== null) {
        console.error(`The server exited (${server.exitCode()}) during the benchmark:\n${logTail(server)}`);
      }
      throw error;
    } finally {
      if (server) await stopServer(server);
      process.removeListener('SIGINT', interrupt);
      process.removeListener('SIGTERM', interrupt);
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  const markdown = report(loads, firstLoad);
  console.log(`\n${markdown}\n`);

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    options,
    server: serverInfo ?? null,
    loads,
    firstLoad,
    reference: REFERENCE,
    goals: {
      ...GOALS,
      met: {
        vsNextRps: loads[0] ? loads[0].requestsPerSecond >= GOALS.vsNextRps : null,
        vsBareRps: loads[0] ? loads[0].requestsPerSecond >= GOALS.vsBareRps : null,
        firstLoadKb: firstLoad.jsGzipBytes < GOALS.firstLoadKb * KB,
      },
    },
  };
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to ${resultsPath.slice(root.length)}`);
}

// Bounds the whole run: build, seed, two warm-ups and two measured runs, with generous slack.
const budgetMs =
  BUILD_TIMEOUT_MS + READY_TIMEOUT_MS + 2 * (options.warmup + options.duration + 60) * 1000 + 2 * STOP_TIMEOUT_MS;
const watchdog = setTimeout(() => {
  console.error(`The benchmark exceeded its ${Math.round(budgetMs / 60_000)} min budget; giving up.`);
  activeServer?.child.kill('SIGKILL');
  process.exit(1);
}, budgetMs);
watchdog.unref();

// Exit explicitly: nothing the load generator leaves behind may keep the process (and CI) waiting.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    activeServer?.child.kill('SIGKILL');
    process.exit(1);
  },
);
