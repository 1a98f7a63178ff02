// pg-boss talks to the database through one function, executeSql(text, values). We hand it ours, so on
// PGlite (one connection) its statements queue behind the same mutex as every other query and can never
// run inside someone else's transaction, and on PostgreSQL they share the service's pool.
//
// pg-boss sends two kinds of statements: parameterised single statements (fetch, send, complete…), and
// scripts without parameters (its schema creation and migrations: BEGIN; … COMMIT; in one string). The
// extended protocol (PGlite's query, node-postgres with values) refuses scripts with SQLSTATE 42601, so
// parameterless text runs as a script when it holds more than one statement.
import type { Queryable } from '../db/database.ts';

export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function pgBossDb(db: Queryable): PgBossDb {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return { rows: await db.query(text, values) };
      try {
        return { rows: await db.query(text) };
      } catch (error) {
        if (!isMultipleStatementsError(error)) throw error;
        await db.exec(text);
        return { rows: [] };
      }
    },
  };
}

function isMultipleStatementsError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '42601' &&
    'message' in error &&
    typeof error.message === 'string' &&
    /multiple commands/i.test(error.message)
  );
}
