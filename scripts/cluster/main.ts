// `npm run cluster`: nginx in front of several Lumen instances on this machine, sharing the local
// PostgreSQL and Redis, until Ctrl-C. Settings (all optional):
//   CLUSTER_PORT       nginx's port, the cluster's PUBLIC_URL (default 3170); instances take the next ports
//   CLUSTER_INSTANCES  how many instances (default 2)
//   CLUSTER_TOPOLOGY   embedded (each instance with its embedded upstream) or split (one upstream process)
//   CLUSTER_DATABASE   the PostgreSQL database created for it (default lumen_cluster; kept between runs)
//   CLUSTER_REDIS_DB   the Redis database number (default 9)
//   TEST_DATABASE_URL  the PostgreSQL server to create it on (default postgres://postgres@127.0.0.1:5432/postgres)
// Any other variable (e.g. OIDC_ACCESS_TOKEN_TTL) is passed to every instance as it is.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ROOT, startCluster } from './cluster.ts';

const settings = z
  .object({
    CLUSTER_PORT: z.coerce.number().int().min(1).max(65_000).default(3170),
    CLUSTER_INSTANCES: z.coerce.number().int().min(2).max(16).default(2),
    CLUSTER_TOPOLOGY: z.enum(['embedded', 'split']).default('embedded'),
    CLUSTER_DATABASE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a plain lower-case identifier')
      .default('lumen_cluster'),
    CLUSTER_REDIS_DB: z.coerce.number().int().min(0).max(15).default(9),
  })
  .safeParse(process.env);
if (!settings.success) {
  console.error(
    `Invalid cluster settings:\n${settings.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );
  process.exit(1);
}
const { CLUSTER_PORT, CLUSTER_INSTANCES, CLUSTER_TOPOLOGY, CLUSTER_DATABASE, CLUSTER_REDIS_DB } = settings.data;

if (!existsSync(join(ROOT, 'dist/server/main.js'))) {
  console.log('Building Lumen first…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startCluster({
  instances: CLUSTER_INSTANCES,
  topology: CLUSTER_TOPOLOGY,
  port: CLUSTER_PORT,
  instancePorts: Array.from({ length: CLUSTER_INSTANCES }, (_, index) => CLUSTER_PORT + 1 + index),
  upstreamPort: CLUSTER_PORT + 1 + CLUSTER_INSTANCES,
  databaseName: CLUSTER_DATABASE,
  redisDb: CLUSTER_REDIS_DB,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  log: (line) => console.log(line),
});
console.log(`Lumen cluster at ${cluster.url} (sign in as kai@lumen.test / lumen-demo). Ctrl-C stops it.`);
console.log(`  database ${cluster.databaseUrl}, Redis ${cluster.redisUrl}, nginx config ${cluster.nginxConfig}`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping nginx and the instances…`);
  cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
