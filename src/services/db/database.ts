// One small database interface over two drivers, so the embedded upstream runs on PGlite (in-process,
// the default: nothing to install) and on a real PostgreSQL (DATABASE_URL) with the same SQL.
//
// PGlite has exactly one connection. Two callers that interleave statements on it would run inside each
// other's transactions, so every top-level query and transaction here goes through one mutex. Inside a
// transaction, use the `tx` handed to the callback: calling `db.query` there waits for the transaction
// itself and never returns.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { PoolStats } from '../../platform/observability/metrics.ts';

export interface Queryable {
  /** One statement with $1.. parameters; returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections in use and callers waiting, for metrics (read at each scrape). */
  poolStats?(): PoolStats;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a node-postgres pool is used and dataDir/memory are ignored. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite` (default dataDir: ./data). */
  dataDir?: string | undefined;
  /** PGlite in memory (nothing on disk). */
  memory?: boolean | undefined;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number | undefined;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.maxConnections ?? 10);
  if (opts.memory) return wrapPglite(await PGlite.create());
  const dir = path.join(opts.dataDir ?? './data', 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

/** A FIFO mutex: each run starts after the previous one settled, whatever its outcome. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  #queued = 0;

  /** Runs queued or running (0: free). */
  get queued(): number {
    return this.#queued;
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    this.#queued += 1;
    const result = this.#tail.then(fn);
    this.#tail = result.then(
      () => {
        this.#queued -= 1;
      },
      () => {
        this.#queued -= 1;
      },
    );
    return result;
  }
}

function wrapPglite(pglite: PGlite): Database {
  const mutex = new Mutex();
  let closed: Promise<void> | undefined;
  const fromTx = (tx: Transaction): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    query<T>(sql: string, params: readonly unknown[] = []) {
      return mutex.run(async () => (await pglite.query<T>(sql, [...params])).rows);
    },
    exec(sql: string) {
      return mutex.run(async () => {
        await pglite.exec(sql);
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      // PGlite's transaction() issues BEGIN, COMMIT or ROLLBACK on the one connection.
      return mutex.run(() => pglite.transaction((tx) => fn(fromTx(tx))));
    },
    poolStats() {
      // One connection: busy while anything runs; the rest of the queue waits for it.
      const queued = mutex.queued;
      return { driver: 'pglite', total: 1, idle: queued === 0 ? 1 : 0, waiting: Math.max(0, queued - 1) };
    },
    close() {
      // Waits for queued work, then closes once (PGlite flushes its files on close).
      closed ??= mutex.run(() => pglite.close());
      return closed;
    },
  };
}

// node-postgres returns int8 (count(*), bigint columns) as strings; PGlite returns numbers. Parse them
// the same way on both so callers see one shape. Our bigints (visits) stay far below 2^53.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle client that loses its server emits 'error' on the pool; unhandled, that would end the
  // process. The next query gets a fresh connection (or a clear error), so nothing else to do here.
  pool.on('error', () => undefined);
  let closed: Promise<void> | undefined;
  const fromClient = (client: pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs multi-statement scripts.
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(fromClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          // A connection that cannot roll back is not given back to the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    poolStats() {
      return { driver: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

/** The SQLSTATE and constraint name of a driver error (both drivers expose them the same way). */
export function databaseErrorOf(error: unknown): { code: string; constraint: string | undefined } | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') {
    return undefined;
  }
  const constraint = 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : undefined;
  return { code: error.code, constraint };
}
