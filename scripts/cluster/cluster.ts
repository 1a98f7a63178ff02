// A Lumen cluster on this machine, as an operator would run one: nginx (Debian's package, a plain process
// with its own config) round-robin in front of N instances of the built server (`node
// dist/server/main.js`) on loopback ports, sharing one PostgreSQL database and Redis, with the same
// SESSION_SECRET, UPLOADS_SECRET and PUBLIC_URL (nginx's address). `npm run cluster` runs one for people;
// the cluster suite (cluster.test.ts) starts and stops its own through startCluster().
//
// Topologies (README, Running several instances):
// - `embedded`: every instance runs its embedded upstream in-process on the shared PostgreSQL;
// - `split`: one upstream process (dist/server/upstream-main.js, which also serves the sign-in issuer)
//   and N web tiers pointed at it by UPSTREAM_V1_URL/UPSTREAM_V2_URL.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../src/server/testing/identity-stack.ts';
import {
  childEnv,
  startService,
  waitUntilReady,
  type ServiceProcess,
} from '../../src/server/testing/service-process.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The proxy rules every Lumen nginx uses (the compose file mounts the same file). */
export const NGINX_PROXY_RULES = join(ROOT, 'deploy/nginx/lumen-proxy.conf');
const WEB_ENTRY = join(ROOT, 'dist/server/main.js');
const UPSTREAM_ENTRY = join(ROOT, 'dist/server/upstream-main.js');

export type ClusterTopology = 'embedded' | 'split';

export interface ClusterOptions {
  /** Web instances behind nginx (at least 2). Default 2. */
  instances?: number;
  topology?: ClusterTopology;
  /** nginx's port (PUBLIC_URL's); 0 or unset picks a free one. */
  port?: number;
  /** The instances' ports, in order; unset picks free ones. */
  instancePorts?: number[];
  /** The split topology's upstream port; unset picks a free one. */
  upstreamPort?: number;
  /** A PostgreSQL URL on which the cluster's database is created (default TEST_DATABASE_URL or the local one). */
  adminDatabaseUrl?: string;
  /** The cluster's database name (created when missing). Default: a fresh lumen_cluster_<random>. */
  databaseName?: string;
  /** Drop the database on stop (default: true for a generated name, false for a given one). */
  dropDatabase?: boolean;
  /** REDIS_URL of every instance (default redis://127.0.0.1:6379/<redisDb>). */
  redisUrl?: string;
  /** Redis database number when redisUrl is unset. Default 9. */
  redisDb?: number;
  /** Extra environment for every instance (e.g. OIDC_ACCESS_TOKEN_TTL). */
  env?: NodeJS.ProcessEnv;
  /** Where nginx and the instances keep their files; default a fresh temporary directory (removed on stop). */
  workDir?: string;
  logLevel?: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  readonly index: number;
  readonly port: number;
  /** Its own address (bypassing nginx). */
  readonly url: string;
  readonly process: ServiceProcess | null;
}

export interface Cluster {
  /** nginx's address: PUBLIC_URL of every instance. */
  readonly url: string;
  readonly topology: ClusterTopology;
  readonly instances: readonly ClusterInstance[];
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly sessionSecret: string;
  readonly workDir: string;
  /** The nginx config file the cluster runs with. */
  readonly nginxConfig: string;
  /** SIGTERM, wait for the exit, start again, wait until ready: one step of a rolling restart. */
  restartInstance(index: number): Promise<void>;
  /** kill -9: no drain, no cleanup. */
  killInstance(index: number): Promise<void>;
  startInstance(index: number): Promise<void>;
  /** Output of an instance so far (for failure messages and reports). */
  outputOf(index: number): string;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

export function nginxConfig(options: {
  port: number;
  instancePorts: number[];
  dir: string;
  proxyRules: string;
}): string {
  const servers = options.instancePorts
    .map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# Written by scripts/cluster/cluster.ts: nginx as a plain process for one Lumen cluster.
daemon off;
master_process on;
worker_processes 1;
# A thousand concurrent requests hold two descriptors each (browser side and instance side).
worker_rlimit_nofile 8192;
pid ${options.dir}/nginx.pid;
error_log ${options.dir}/error.log warn;

events {
    worker_connections 4096;
}

http {
    access_log ${options.dir}/access.log;
    client_body_temp_path ${options.dir}/client-body;
    proxy_temp_path ${options.dir}/proxy;
    fastcgi_temp_path ${options.dir}/fastcgi;
    uwsgi_temp_path ${options.dir}/uwsgi;
    scgi_temp_path ${options.dir}/scgi;

    upstream lumen_web {
${servers}
        keepalive 64;
    }

    server {
        listen 127.0.0.1:${options.port};
        include ${options.proxyRules};
    }
}
`;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`Cluster database name "${name}" must be a plain identifier.`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Every child a cluster started, killed if this process exits without stopping them (no orphaned nginx). */
const running = new Set<ServiceProcess>();
let exitHookInstalled = false;
function track(service: ServiceProcess): ServiceProcess {
  running.add(service);
  void service.exited.then(() => running.delete(service));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const child of running) child.child.kill('SIGKILL');
    });
  }
  return service;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const count = options.instances ?? 2;
  if (count < 2) throw new Error('A cluster has at least 2 instances.');
  const topology = options.topology ?? 'embedded';
  for (const entry of topology === 'split' ? [WEB_ENTRY, UPSTREAM_ENTRY] : [WEB_ENTRY]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  }
  if (NGINX === 'nginx' && spawnSync('nginx', ['-v']).error)
    throw new Error('nginx is not installed (apt-get install -y nginx).');

  // Free ports, each distinct (the OS may hand the same ephemeral port out twice in a row).
  const taken = new Set<number>([options.port ?? 0, options.upstreamPort ?? 0, ...(options.instancePorts ?? [])]);
  const anotherPort = async () => {
    for (;;) {
      const candidate = await freePort();
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  };
  const port = options.port || (await anotherPort());
  const instancePorts = [...(options.instancePorts ?? [])];
  while (instancePorts.length < count) instancePorts.push(await anotherPort());
  const upstreamPort = options.upstreamPort || (await anotherPort());
  const publicUrl = `http://127.0.0.1:${port}`;

  const ownsWorkDir = !options.workDir;
  const workDir = options.workDir ?? (await mkdtemp(join(tmpdir(), 'lumen-cluster-')));
  await mkdir(join(workDir, 'nginx'), { recursive: true });

  const adminUrl =
    options.adminDatabaseUrl ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = options.databaseName ?? `lumen_cluster_${randomBytes(4).toString('hex')}`;
  const dropOnStop = options.dropDatabase ?? options.databaseName === undefined;
  const databaseUrl = await ensureDatabase(adminUrl, databaseName);
  const redisUrl = options.redisUrl ?? `redis://127.0.0.1:6379/${options.redisDb ?? 9}`;
  const sessionSecret = randomBytes(32).toString('base64url');
  const uploadsSecret = randomBytes(32).toString('base64url');
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;

  // What every process must share (README, Running several instances).
  const shared: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: sessionSecret,
    UPLOADS_SECRET: uploadsSecret,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DEMO_DATA: '1',
    TRUST_PROXY: '1',
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...options.env,
  };

  let upstream: ServiceProcess | null = null;
  const processes: Array<ServiceProcess | null> = instancePorts.map(() => null);
  let nginx: ServiceProcess | null = null;

  const spawnInstance = (index: number): ServiceProcess => {
    const instancePort = instancePorts[index] ?? 0;
    const env = childEnv({
      ...shared,
      HOST: '127.0.0.1',
      PORT: String(instancePort),
      DATA_DIR: join(workDir, `instance-${index + 1}`),
      // One reminder worker is enough for a cluster on two shared cores (each reminder goes out once anyway).
      EVENT_REMINDER_WORKER: index === 0 ? 'on' : 'off',
      ...(topology === 'split' ? { UPSTREAM_V1_URL: `${upstreamUrl}/v1`, UPSTREAM_V2_URL: `${upstreamUrl}/v2` } : {}),
      ...options.env,
    });
    const service = startService({
      name: `instance ${index + 1}`,
      command: process.execPath,
      args: [WEB_ENTRY],
      cwd: ROOT,
      env,
    });
    processes[index] = track(service);
    return service;
  };
  const startInstance = async (index: number) => {
    const service = spawnInstance(index);
    await waitUntilReady(service, `http://127.0.0.1:${instancePorts[index]}/readyz`, { timeoutMs: 120_000 });
    log(`instance ${index + 1} ready on 127.0.0.1:${instancePorts[index]}`);
  };

  const stopAll = async () => {
    await nginx?.stop('SIGQUIT', 10_000);
    await Promise.all(processes.map((service) => service?.stop('SIGTERM', 20_000)));
    await upstream?.stop('SIGTERM', 20_000);
  };

  const nginxConfigFile = join(workDir, 'nginx', 'nginx.conf');
  try {
    if (topology === 'split') {
      upstream = track(
        startService({
          name: 'upstream',
          command: process.execPath,
          args: [UPSTREAM_ENTRY],
          cwd: ROOT,
          env: childEnv({
            ...shared,
            UPSTREAM_HOST: '127.0.0.1',
            UPSTREAM_PORT: String(upstreamPort),
            DATA_DIR: join(workDir, 'upstream'),
          }),
        }),
      );
      await waitUntilReady(upstream, `${upstreamUrl}/healthz`, { timeoutMs: 120_000 });
      log(`upstream ready on ${upstreamUrl}`);
    }
    // The first instance migrates and seeds the fresh database alone; the others then start together.
    await startInstance(0);
    await Promise.all(instancePorts.slice(1).map((_, offset) => startInstance(offset + 1)));

    await writeFile(
      nginxConfigFile,
      nginxConfig({ port, instancePorts, dir: join(workDir, 'nginx'), proxyRules: NGINX_PROXY_RULES }),
    );
    nginx = track(
      startService({
        name: 'nginx',
        command: NGINX,
        args: ['-c', nginxConfigFile, '-p', join(workDir, 'nginx')],
        env: childEnv({}),
      }),
    );
    await waitUntilReady(nginx, `${publicUrl}/readyz`, { timeoutMs: 30_000 });
    log(`nginx on ${publicUrl} in front of ${count} instances (${topology})`);
  } catch (error) {
    await stopAll();
    if (dropOnStop) await dropDatabase(adminUrl, databaseName).catch(() => undefined);
    if (ownsWorkDir) await rm(workDir, { recursive: true, force: true });
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    url: publicUrl,
    topology,
    get instances() {
      return instancePorts.map((instancePort, index) => ({
        index,
        port: instancePort,
        url: `http://127.0.0.1:${instancePort}`,
        process: processes[index] ?? null,
      }));
    },
    databaseUrl,
    redisUrl,
    sessionSecret,
    workDir,
    nginxConfig: nginxConfigFile,
    async restartInstance(index) {
      await processes[index]?.stop('SIGTERM', 30_000);
      await startInstance(index);
    },
    async killInstance(index) {
      await processes[index]?.stop('SIGKILL');
    },
    startInstance,
    outputOf(index) {
      return processes[index]?.output() ?? '';
    },
    stop() {
      stopped ??= (async () => {
        await stopAll();
        if (dropOnStop) await dropDatabase(adminUrl, databaseName);
        if (ownsWorkDir) await rm(workDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
