// Which object store the uploads service uses, from the environment (read once at startup):
//   UPLOADS_S3_BUCKET set   -> S3ObjectStore: UPLOADS_S3_REGION (default us-east-1),
//                              UPLOADS_S3_ENDPOINT (S3-compatible services), UPLOADS_S3_FORCE_PATH_STYLE,
//                              UPLOADS_S3_ACCESS_KEY_ID + UPLOADS_S3_SECRET_ACCESS_KEY (else the SDK's
//                              default credential chain), UPLOADS_S3_PREFIX.
//   services on PostgreSQL  -> PostgresObjectStore: the bytes in the services' database, shared by every
//                              instance on it (the default whenever DATABASE_URL is set).
//   otherwise (PGlite)      -> DiskObjectStore under DATA_DIR/uploads, or a temporary directory for
//                              in-memory databases (one instance).
//   UPLOADS_STORE=disk|postgres|s3 overrides the choice (s3 needs UPLOADS_S3_BUCKET, postgres a database).
// The disk and PostgreSQL stores sign addresses with UPLOADS_SECRET (≥ 32 characters, the same on every
// instance; unset: a public development secret, with a warning).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { DEV_UPLOADS_SECRET, DiskObjectStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { PostgresObjectStore } from './postgres-store.ts';
import { S3ObjectStore } from './s3-store.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());

export const uploadsEnvSchema = z.object({
  UPLOADS_STORE: z.preprocess(blankToUndefined, z.enum(['disk', 'postgres', 's3'], { error: 'must be disk, postgres or s3' }).optional()),
  UPLOADS_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  UPLOADS_S3_BUCKET: optional,
  UPLOADS_S3_REGION: z.preprocess(blankToUndefined, z.string().trim().min(1).default('us-east-1')),
  UPLOADS_S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  UPLOADS_S3_FORCE_PATH_STYLE: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
  UPLOADS_S3_ACCESS_KEY_ID: optional,
  UPLOADS_S3_SECRET_ACCESS_KEY: optional,
  UPLOADS_S3_PREFIX: optional,
});

export interface UploadsStoreChoice {
  store: ObjectStore;
  /** The disk store signs with the public development secret (warn in logs). */
  usingDevSecret: boolean;
}

export class UploadsConfigError extends Error {
  override name = 'UploadsConfigError';
}

export interface ObjectStoreContext {
  /** Where a disk store keeps its files (DATA_DIR); unset: a temporary directory. */
  dataDir?: string | undefined;
  /** The services' database: on PostgreSQL it holds the objects unless configured otherwise. */
  db?: Database | undefined;
}

export function createObjectStore(env: NodeJS.ProcessEnv, options: ObjectStoreContext): UploadsStoreChoice {
  const parsed = uploadsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new UploadsConfigError(`Invalid uploads configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const kind = value.UPLOADS_STORE ?? (value.UPLOADS_S3_BUCKET ? 's3' : options.db?.kind === 'postgres' ? 'postgres' : 'disk');
  const secret = value.UPLOADS_SECRET ?? DEV_UPLOADS_SECRET;
  const usingDevSecret = value.UPLOADS_SECRET === undefined;
  if (kind === 's3') {
    if (!value.UPLOADS_S3_BUCKET) throw new UploadsConfigError('Invalid uploads configuration:\n  UPLOADS_STORE=s3 needs UPLOADS_S3_BUCKET.');
    const keyId = value.UPLOADS_S3_ACCESS_KEY_ID;
    const secretKey = value.UPLOADS_S3_SECRET_ACCESS_KEY;
    if ((keyId === undefined) !== (secretKey === undefined)) {
      throw new UploadsConfigError('Invalid uploads configuration:\n  set both UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY, or neither.');
    }
    return {
      store: new S3ObjectStore({
        bucket: value.UPLOADS_S3_BUCKET,
        region: value.UPLOADS_S3_REGION,
        endpoint: value.UPLOADS_S3_ENDPOINT,
        forcePathStyle: value.UPLOADS_S3_FORCE_PATH_STYLE === 'true',
        credentials: keyId && secretKey ? { accessKeyId: keyId, secretAccessKey: secretKey } : undefined,
        prefix: value.UPLOADS_S3_PREFIX,
      }),
      usingDevSecret: false,
    };
  }
  if (kind === 'postgres') {
    if (!options.db) throw new UploadsConfigError('Invalid uploads configuration:\n  UPLOADS_STORE=postgres needs the services to run on a database.');
    return { store: new PostgresObjectStore({ db: options.db, secret }), usingDevSecret };
  }
  const root = options.dataDir ? path.join(options.dataDir, 'uploads') : mkdtempSync(path.join(tmpdir(), 'lumen-uploads-'));
  return { store: new DiskObjectStore({ root, secret, removeOnClose: !options.dataDir }), usingDevSecret };
}

/** Tests and in-memory demos: a disk store in a temporary directory, removed on close. */
export function temporaryObjectStore(secret = DEV_UPLOADS_SECRET): DiskObjectStore {
  return new DiskObjectStore({ root: mkdtempSync(path.join(tmpdir(), 'lumen-uploads-')), secret, removeOnClose: true });
}
