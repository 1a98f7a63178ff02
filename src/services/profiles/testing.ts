// Shared setup of the profiles, friends and reports route tests: a seeded database (PGlite or PostgreSQL),
// the app, personas linked to token subjects `account-<handle>`, and small request helpers.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';

export const TEST_SECRET = 'profiles-test-secret-0123456789-abcdefghij';
export const JSON_API = 'application/vnd.api+json';
/** Personas the tests act as; each is linked to the subject `account-<handle>`. */
export const LINKED_HANDLES = ['nova', 'kai', 'mira', 'theo', 'amara', 'rafa'] as const;
/** A valid token subject whose account has no persona. */
export const SUBJECT_WITHOUT_PERSONA = 'account-without-persona';

export interface ErrorDocument {
  errors: { status: string; code: string; title: string; detail?: string; source?: Record<string, string> }[];
}

export interface ProfileResource {
  type: string;
  id: string;
  attributes: {
    avatarHandle: string;
    avatarName: string;
    avatarImageUrl: string;
    bio: string;
    status: string;
  };
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
}

export interface ProfileListDocument {
  data: ProfileResource[];
  meta: Record<string, unknown> & { total: number; page: number; perPage: number };
  links: Record<string, string>;
}

export interface RelationDocument {
  data: { type: string; id: string; attributes: { status: string } };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Persona ids by handle (every seeded persona). */
  ids: Record<string, string>;
  idOf(handle: string): string;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { as?: string; subject?: string; authorization?: string; body?: unknown },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `clock`: the services' now (default the system clock; TEST_NOW for the seeded events). */
export async function setupTestApp(kind: TestDatabaseKind, options: { clock?: Clock } = {}): Promise<TestApp> {
  const testDb = await openTestDatabase(kind);
  const { db } = testDb;
  for (const handle of LINKED_HANDLES) {
    await db.query('UPDATE personas SET account_subject = $1 WHERE handle = $2', [`account-${handle}`, handle]);
  }
  const rows = await db.query<{ id: string; handle: string }>('select id, handle from personas');
  const ids = Object.fromEntries(rows.map((row) => [row.handle, row.id]));
  const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(TEST_SECRET), clock: options.clock });
  return {
    app,
    db,
    ids,
    idOf(handle) {
      const id = ids[handle];
      if (id === undefined) throw new Error(`no persona ${handle}`);
      return id;
    },
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { 'content-type': JSON_API };
      const subject = options.subject ?? (options.as === undefined ? undefined : `account-${options.as}`);
      if (subject !== undefined) headers.authorization = `Bearer ${await signHs256AccessToken(TEST_SECRET, subject)}`;
      if (options.authorization !== undefined) headers.authorization = options.authorization;
      return app.inject({
        method,
        url,
        headers,
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      });
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}
