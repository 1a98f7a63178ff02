import { spawn, spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { signHs256AccessToken } from './auth/index.ts';
import { startEmbeddedUpstream } from './main.ts';
import { runSeedCli } from './seed/main.ts';
import { allMigrations } from './db/migrations/all.ts';
import { copyPgliteTemplate, openTestDatabase } from './testing/test-database.ts';

t.test('startEmbeddedUpstream serves over real HTTP on a free port, then closes cleanly', async (t) => {
  const dataDir = await copyPgliteTemplate();
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const secret = 'main-test-secret-0123456789-0123456789';
  const running = await startEmbeddedUpstream({ host: '127.0.0.1', port: 0, dataDir, tokenSecret: secret });

  t.match(running.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  t.not(running.url, 'http://127.0.0.1:0');
  const health = await fetch(`${running.url}/healthz`);
  t.equal(health.status, 200);
  t.same(await health.json(), { status: 'ok' });

  const list = await fetch(`${running.url}/v2/experiences?perPage=1`, {
    headers: { accept: 'application/vnd.api+json' },
  });
  t.equal(list.status, 200);
  t.match(list.headers.get('content-type'), /^application\/vnd\.api\+json/);
  t.ok(list.headers.get('x-request-id'));
  t.equal(
    ((await list.json()) as { meta: { total: number } }).meta.total,
    64,
    'the seeded catalogue, not seeded twice',
  );

  // The configured secret is the one that verifies write tokens.
  await running.db.query(`update personas set account_subject = 'acct-kai' where handle = 'kai'`);
  const created = await fetch(`${running.url}/v1/experience`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await signHs256AccessToken(secret, 'acct-kai')}`,
      'content-type': 'application/vnd.api+json',
    },
    body: JSON.stringify({ data: { type: 'experience', attributes: { name: 'Pit Lane', handle: 'pit-lane' } } }),
  });
  t.equal(created.status, 201);

  await running.close();
  await running.close();
  await t.rejects(fetch(`${running.url}/healthz`), 'the port is closed');
  await t.rejects(running.db.query('select 1'), 'the database is closed');
});

t.test('startEmbeddedUpstream migrates and seeds an empty PostgreSQL on first start only', async (t) => {
  const { location, close } = await openTestDatabase('postgres', { state: 'empty' });
  t.teardown(close);
  const now = new Date('2025-01-01T00:00:00.000Z');
  const first = await startEmbeddedUpstream({ databaseUrl: location, now });
  const total = async (url: string) =>
    ((await (await fetch(`${url}/v2/experiences?perPage=1`)).json()) as { meta: { total: number } }).meta.total;
  t.equal(await total(first.url), 64);
  await first.db.query(`delete from experiences where handle = 'neon-drift'`);
  await first.close();

  const second = await startEmbeddedUpstream({ databaseUrl: location, now });
  t.equal(await total(second.url), 63, 'a restart does not reseed a database that has data');
  await second.close();
});

t.test(
  'without demo data (DEMO_DATA off): no catalogue and no demo accounts with their published password',
  async (t) => {
    const { location, close } = await openTestDatabase('postgres', { state: 'empty' });
    t.teardown(close);
    const running = await startEmbeddedUpstream({
      databaseUrl: location,
      databasePoolMax: 2,
      seed: false,
      reminders: false,
      identity: {
        issuer: 'http://127.0.0.1:1/oidc',
        clients: [
          { clientId: 'web', clientSecret: 'c'.repeat(32), redirectUris: ['http://127.0.0.1:1/auth/callback'] },
        ],
        homeUrl: 'http://127.0.0.1:1/',
      },
    });
    t.teardown(() => running.close());
    const [counts] = await running.db.query<{ accounts: number; experiences: number }>(
      'select (select count(*)::int from accounts) as accounts, (select count(*)::int from experiences) as experiences',
    );
    t.same(counts, { accounts: 0, experiences: 0 });
  },
);

t.test('startEmbeddedUpstream rejects with EADDRINUSE when the port is taken', async (t) => {
  const { location, close } = await openTestDatabase('postgres');
  t.teardown(close);
  const taken = await startEmbeddedUpstream({ databaseUrl: location, port: 0 });
  t.teardown(() => taken.close());
  const port = Number(new URL(taken.url).port);
  await t.rejects(startEmbeddedUpstream({ databaseUrl: location, port }), { code: 'EADDRINUSE' });
});

t.test('the seed CLI migrates, seeds once and says what it did', async (t) => {
  const { location, close } = await openTestDatabase('postgres', { state: 'empty' });
  t.teardown(close);
  const lines: string[] = [];
  t.equal(await runSeedCli({ DATABASE_URL: location }, (line) => lines.push(line)), 0);
  t.same(lines, [
    'Database: PostgreSQL (DATABASE_URL)',
    `Applied migrations: ${allMigrations.map((migration) => migration.id).join(', ')}`,
    'Seeded 13 personas and 64 experiences.',
    'Seeded 12 stores, 159 listings and 663 reviews.',
    "Seeded demo balances, 6 orders and kai's cart.",
    'Seeded 43 snapshots.',
    'Seeded 124 favourites.',
    'Seeded the demo events (past and upcoming, relative to now).',
    'Seeded 3 ticket definitions and 3 redemption codes.',
    'Seeded 6 items, a showcase of 6 worlds and 140 codex entries.',
  ]);

  lines.length = 0;
  t.equal(await runSeedCli({ DATABASE_URL: location }, (line) => lines.push(line)), 0);
  t.same(lines, [
    'Database: PostgreSQL (DATABASE_URL)',
    'Migrations: already up to date',
    'Demo data: already present, nothing seeded.',
    'Demo store catalogue: already present, nothing seeded.',
    'Demo balances: already present.',
    'Demo snapshots: already present.',
    'Demo favourites: already present.',
    'Demo events: already present, kept relative to now.',
    'Demo tickets: already present (or no demo events), sale windows kept with their events.',
    'Demo items, showcase and codexes: already present.',
  ]);

  lines.length = 0;
  t.equal(await runSeedCli({ DATABASE_URL: 'mysql://nope' }, (line) => lines.push(line)), 1);
  t.match(lines, [/DATABASE_URL: must be a postgres:\/\/ URL/]);
});

t.test('the seed CLI on a PGlite data directory', async (t) => {
  const dataDir = await copyPgliteTemplate();
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const lines: string[] = [];
  t.equal(await runSeedCli({ DATA_DIR: dataDir }, (line) => lines.push(line)), 0);
  t.same(lines, [
    `Database: PGlite in ${dataDir}/pglite`,
    'Migrations: already up to date',
    'Demo data: already present, nothing seeded.',
    'Demo store catalogue: already present, nothing seeded.',
    'Demo balances: already present.',
    'Demo snapshots: already present.',
    'Demo favourites: already present.',
    'Demo events: already present, kept relative to now.',
    'Demo tickets: already present (or no demo events), sale windows kept with their events.',
    'Demo items, showcase and codexes: already present.',
  ]);
});

t.test('as a process: starts from the environment, stops cleanly on SIGTERM', async (t) => {
  const dataDir = await copyPgliteTemplate();
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  // The child must not look like a tap test file, or the entry point (rightly) stays idle.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPSTREAM_PORT: '0', LOG_LEVEL: 'silent' };
  delete env.TAP_CHILD_ID;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
  });
  const health = await fetch(`${url}/healthz`);
  t.equal(health.status, 200);

  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  t.equal(await exited, 0, 'exit code 0 after a graceful stop');
  t.match(output, /SIGTERM: shutting down/);
});

t.test('as a process: a bad environment exits 1 with a message naming the variable', async (t) => {
  const env: NodeJS.ProcessEnv = { ...process.env, UPSTREAM_PORT: 'eighty' };
  delete env.TAP_CHILD_ID;
  delete env.NODE_OPTIONS;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))],
    {
      env,
      encoding: 'utf8',
    },
  );
  t.equal(result.status, 1);
  t.match(result.stderr, /Invalid configuration of the embedded upstream:\n {2}UPSTREAM_PORT: must be a port number/);
});
