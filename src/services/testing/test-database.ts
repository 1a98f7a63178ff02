// Fast databases for tests.
//
// PGlite: creating an instance runs initdb (~3 s per process); reopening a data directory takes ~0.5 s.
// So a migrated + seeded data directory is built once per version of the migrations and seed (the hash
// of their source is in its name), and every test gets its own copy. Parallel tap processes may ask at
// the same time: one builds under a lock directory and renames the result into place; others wait.
//
// PostgreSQL: each call creates a database with a unique name, migrates and seeds it, and drops it on
// close. The server is TEST_DATABASE_URL or the local trust-auth cluster.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedAll } from '../seed/seed-all.ts';

/** The `now` every test database is seeded with, so expectations about dates are stable. */
export const TEST_NOW = new Date('2025-06-01T12:00:00.000Z');

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';
/** empty: no tables; migrated: schema only; seeded: schema + demo catalogue (default). */
export type TestDatabaseState = 'empty' | 'migrated' | 'seeded';

export interface TestDatabase {
  db: Database;
  /** PGlite: the data directory root (contains pglite/); PostgreSQL: the connection URL. */
  location: string;
  close(): Promise<void>;
}

const embeddedDir = fileURLToPath(new URL('../', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
// One folder per work tree: several trees may share one node_modules (a symlink), and each tests its own sources.
const cacheDir = path.join(
  projectRoot,
  'node_modules',
  '.cache',
  'lumen-test',
  `tree-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 12)}`,
);

export async function openTestDatabase(
  kind: TestDatabaseKind,
  opts: { state?: TestDatabaseState } = {},
): Promise<TestDatabase> {
  const state = opts.state ?? 'seeded';
  return kind === 'pglite' ? openPgliteCopy(state) : openPostgresDatabase(state);
}

/** A fresh copy of the seeded PGlite template; the caller owns (and removes) the directory. */
export async function copyPgliteTemplate(): Promise<string> {
  const template = await pgliteTemplateDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'lumen-pglite-'));
  // ~1000 small files: the system cp is 5-10x faster than fs.cp; fs.cp is the portable fallback.
  await promisify(execFile)('cp', ['-R', `${template}/.`, dir]).catch(() => cp(template, dir, { recursive: true }));
  return dir;
}

async function openPgliteCopy(state: TestDatabaseState): Promise<TestDatabase> {
  const dir = await copyPgliteTemplate();
  const db = await openDatabase({ dataDir: dir });
  if (state !== 'seeded') {
    await db.exec('drop schema public cascade; create schema public;');
    if (state === 'migrated') await migrate(db);
  }
  return {
    db,
    location: dir,
    async close() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(path.join(embeddedDir, 'db', 'migrations'))).map((name) => path.join('db', 'migrations', name)),
    ...(await readdir(path.join(embeddedDir, 'seed'))).map((name) => path.join('seed', name)),
    path.join('db', 'migrate.ts'),
    path.join('kit', 'prng.ts'),
    path.join('kit', 'slugify.ts'),
  ]
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(embeddedDir, file)));
  }
  hash.update(TEST_NOW.toISOString());
  const pglitePackage = path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(await readFile(pglitePackage));
  return hash.digest('hex').slice(0, 16);
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

let templatePromise: Promise<string> | undefined;

export function pgliteTemplateDir(): Promise<string> {
  templatePromise ??= ensureTemplate();
  return templatePromise;
}

async function ensureTemplate(): Promise<string> {
  const hash = await sourceHash();
  const finalDir = path.join(cacheDir, `pglite-template-${hash}`);
  const lockDir = `${finalDir}.lock`;
  await mkdir(cacheDir, { recursive: true });

  for (;;) {
    if (await exists(finalDir)) return finalDir;
    try {
      await mkdir(lockDir);
    } catch {
      // Someone else is building it. A lock older than two minutes belongs to a process that died.
      const lock = await stat(lockDir).catch(() => undefined);
      if (lock && Date.now() - lock.mtimeMs > 120_000) await rm(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (await exists(finalDir)) return finalDir;
      const buildDir = `${finalDir}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
      const db = await openDatabase({ dataDir: buildDir });
      try {
        await migrate(db);
        await seedAll(db, { now: TEST_NOW });
      } finally {
        await db.close();
      }
      await rename(buildDir, finalDir);
      await removeStaleTemplates(path.basename(finalDir));
      return finalDir;
    } finally {
      await rm(lockDir, { recursive: true, force: true });
    }
  }
}

/**
 * Templates of older sources are dead weight (~40 MB each). Work trees that share node_modules build
 * templates of other sources at the same time and copy from them: only templates and build directories
 * made more than a day ago are removed, so none in progress or in use today is pulled away.
 */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

async function removeStaleTemplates(keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (!name.startsWith('pglite-template-') || name === keep || name.endsWith('.lock')) continue;
    const entry = path.join(cacheDir, name);
    const info = await stat(entry).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_TEMPLATE_MS) await rm(entry, { recursive: true, force: true });
  }
}

async function openPostgresDatabase(state: TestDatabaseState): Promise<TestDatabase> {
  const name = `lumen_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
  const dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  try {
    if (state !== 'empty') await migrate(db);
    if (state === 'seeded') {
      await seedAll(db, { now: TEST_NOW });
    }
  } catch (error) {
    await db.close();
    await dropDatabase();
    throw error;
  }
  return {
    db,
    location: url.toString(),
    async close() {
      await db.close();
      await dropDatabase();
    },
  };
}
