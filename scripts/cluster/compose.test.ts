// deploy/compose.yaml describes the same topology as the cluster the tests start (cluster.test.ts): web
// instances of the repo's image behind nginx, PostgreSQL and Redis. No container engine runs here, so this
// reads the file (with `yaml`, present through tap) and checks what an operator relies on: the variables
// that must match do, every variable is one the server reads, and nginx mounts the very proxy rules the
// cluster runs with, which Debian's nginx accepts.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { envSchema } from '../../src/server/config/config.ts';
import { embeddedUpstreamEnvSchema } from '../../src/services/app.ts';
import { uploadsEnvSchema } from '../../src/services/uploads/config.ts';
import { NGINX_PROXY_RULES, ROOT, nginxConfig } from './cluster.ts';

const deployDir = join(ROOT, 'deploy');
const serviceSchema = z.object({
  build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
  image: z.string().optional(),
  environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
});
const compose = z
  .object({ services: z.record(z.string(), serviceSchema) })
  .parse(parse(readFileSync(join(deployDir, 'compose.yaml'), 'utf8'), { merge: true }));
const services = compose.services;
const webNames = Object.keys(services).filter((name) => services[name]?.build !== undefined);
const envOf = (name: string) =>
  Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [key, String(value)]));

t.test('two web instances of the repo image, nginx, PostgreSQL and Redis', async (t) => {
  t.ok(webNames.length >= 2, `web instances: ${webNames.join(', ')}`);
  for (const name of webNames) {
    const build = services[name]?.build;
    t.equal(resolve(deployDir, build?.context ?? ''), resolve(ROOT), `${name} builds the repo`);
    t.equal(build?.dockerfile, 'Dockerfile', `${name} uses the repo's Dockerfile`);
    t.ok(services[name]?.healthcheck, `${name} has a readiness check`);
  }
  for (const name of ['nginx', 'postgres', 'redis']) t.ok(services[name], `${name} is a service`);
});

t.test('what must match on every instance matches, and points at the shared services', async (t) => {
  const [first, ...others] = webNames.map(envOf);
  for (const variable of ['PUBLIC_URL', 'SESSION_SECRET', 'UPLOADS_SECRET', 'DATABASE_URL', 'REDIS_URL']) {
    t.ok(first?.[variable], `${variable} is set`);
    for (const other of others)
      t.equal(other[variable], first?.[variable], `${variable} is the same on every instance`);
  }
  // Compose interpolation (${NAME:-default}) aside, the URLs name the compose services.
  const plain = (value: string | undefined) => (value ?? '').replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
  t.equal(new URL(plain(first?.DATABASE_URL)).hostname, 'postgres');
  t.equal(new URL(plain(first?.REDIS_URL)).hostname, 'redis');
  const publicPort = new URL(plain(first?.PUBLIC_URL)).port;
  t.ok(
    services.nginx?.ports?.some((mapping) => mapping.startsWith(`${publicPort}:`)),
    'PUBLIC_URL is the address nginx publishes',
  );
});

t.test('every variable the web instances get is one the server reads', async (t) => {
  const known = new Set([
    ...Object.keys(envSchema.shape),
    ...Object.keys(embeddedUpstreamEnvSchema.shape),
    ...Object.keys(uploadsEnvSchema.shape),
  ]);
  for (const name of webNames) {
    const unknown = Object.keys(envOf(name)).filter((variable) => !known.has(variable));
    t.same(unknown, [], `${name}: no variable the configuration does not know`);
  }
});

t.test('nginx mounts the proxy rules the cluster runs with, and routes to every web instance', async (t) => {
  const mounts = new Map(
    (services.nginx?.volumes ?? []).map((volume) => {
      const [source = '', target = ''] = volume.split(':');
      return [target, resolve(deployDir, source)];
    }),
  );
  const rulesTarget = [...mounts].find(([, source]) => source === NGINX_PROXY_RULES)?.[0];
  t.ok(rulesTarget, `nginx mounts ${NGINX_PROXY_RULES}`);
  const mainConfig = mounts.get('/etc/nginx/nginx.conf');
  t.ok(mainConfig, 'nginx gets its own nginx.conf');
  const text = readFileSync(mainConfig ?? '', 'utf8');
  t.match(text, new RegExp(`include ${rulesTarget};`), 'which includes the shared rules');
  const servers = [...text.matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map((match) => `${match[1]}:${match[2]}`);
  t.same(servers.sort(), webNames.map((name) => `${name}:3000`).sort(), 'round robin over exactly the web instances');
  t.match(
    nginxConfig({ port: 3170, instancePorts: [3171, 3172], dir: '/tmp/x', proxyRules: NGINX_PROXY_RULES }),
    `include ${NGINX_PROXY_RULES};`,
  );
});

t.test("Debian's nginx accepts the cluster's configuration with the shared rules", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-nginx-check-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'nginx.conf');
  await writeFile(file, nginxConfig({ port: 3179, instancePorts: [3177, 3178], dir, proxyRules: NGINX_PROXY_RULES }));
  const result = spawnSync('nginx', ['-t', '-c', file, '-p', dir], { encoding: 'utf8' });
  t.equal(result.status, 0, 'nginx -t accepts it', { stderr: result.stderr });
});
