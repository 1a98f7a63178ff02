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
// instance). Unset: the PostgreSQL store keeps a generated secret in its database (one for every instance
// on it), the disk store in DATA_DIR/uploads-secret like the session secret, a temporary store a random
// one. The public development secret is refused when NODE_ENV=production.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { DEV_UPLOADS_SECRET, DiskObjectStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { PostgresObjectStore } from './postgres-store.ts';
import { S3ObjectStore } from './s3-store.ts';
import { readOrCreateSecretFile } from './secret-file.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());

export const uploadsEnvSchema = z.object({
  UPLOADS_STORE: z.preprocess(
    blankToUndefined,
    z.enum(['disk', 'postgres', 's3'], { error: 'must be disk, postgres or s3' }).optional(),
  ),
  NODE_ENV: z.string().optional(),
  UPLOADS_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  UPLOADS_S3_BUCKET: optional,
  UPLOADS_S3_REGION: z.preprocess(blankToUndefined, z.string().trim().min(1).default('us-east-1')),
  UPLOADS_S3_ENDPOINT: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  UPLOADS_S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  UPLOADS_S3_ACCESS_KEY_ID: optional,
  UPLOADS_S3_SECRET_ACCESS_KEY: optional,
  UPLOADS_S3_PREFIX: optional,
});

export interface UploadsStoreChoice {
  store: ObjectStore;
  /** UPLOADS_SECRET was unset: the disk store signs with the secret kept in this file (warn in logs). */
  generatedSecretFile?: string | undefined;
}

/** Where the generated upload secret is kept (next to the session secret). */
export const UPLOADS_SECRET_FILE = 'uploads-secret';

export class UploadsConfigError extends Error {
  override name = 'UploadsConfigError';
}

export interface ObjectStoreContext {
  /** Where a disk store keeps its files (DATA_DIR); unset: a temporary directory. */
  dataDir?: string | undefined;
  /** The services' database: on PostgreSQL it holds the objects unless configured otherwise. */
  db?: Database | undefined;
}

export async function createObjectStore(
  env: NodeJS.ProcessEnv,
  options: ObjectStoreContext,
): Promise<UploadsStoreChoice> {
  const parsed = uploadsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new UploadsConfigError(`Invalid uploads configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && value.UPLOADS_SECRET === DEV_UPLOADS_SECRET) {
    throw new UploadsConfigError(
      'Invalid uploads configuration:\n  UPLOADS_SECRET: the public development secret signs nothing in production; set a random secret of at least 32 characters, or unset it to generate one.',
    );
  }
  const kind =
    value.UPLOADS_STORE ?? (value.UPLOADS_S3_BUCKET ? 's3' : options.db?.kind === 'postgres' ? 'postgres' : 'disk');
  if (kind === 's3') {
    if (!value.UPLOADS_S3_BUCKET)
      throw new UploadsConfigError('Invalid uploads configuration:\n  UPLOADS_STORE=s3 needs UPLOADS_S3_BUCKET.');
    const keyId = value.UPLOADS_S3_ACCESS_KEY_ID;
    const secretKey = value.UPLOADS_S3_SECRET_ACCESS_KEY;
    if ((keyId === undefined) !== (secretKey === undefined)) {
      throw new UploadsConfigError(
        'Invalid uploads configuration:\n  set both UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY, or neither.',
      );
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
    };
  }
  if (kind === 'postgres') {
    if (!options.db)
      throw new UploadsConfigError(
        'Invalid uploads configuration:\n  UPLOADS_STORE=postgres needs the services to run on a database.',
      );
    const secret = value.UPLOADS_SECRET ?? (await readOrCreateDatabaseSecret(options.db));
    return { store: new PostgresObjectStore({ db: options.db, secret }) };
  }
  if (!options.dataDir) return { store: temporaryObjectStore(value.UPLOADS_SECRET) };
  const root = path.join(options.dataDir, 'uploads');
  if (value.UPLOADS_SECRET !== undefined) return { store: new DiskObjectStore({ root, secret: value.UPLOADS_SECRET }) };
  const generated = await readOrCreateSecretFile(options.dataDir, UPLOADS_SECRET_FILE);
  return { store: new DiskObjectStore({ root, secret: generated.secret }), generatedSecretFile: generated.file };
}

/** The signing secret every instance on this database shares when UPLOADS_SECRET is unset: the first
 * instance to start writes a random one, the others read it. */
async function readOrCreateDatabaseSecret(db: Database): Promise<string> {
  await db.query(
    "insert into upload_settings (name, value) values ('signing-secret', $1) on conflict (name) do nothing",
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>("select value from upload_settings where name = 'signing-secret'");
  if (!row)
    throw new UploadsConfigError('Invalid uploads configuration:\n  the generated upload secret could not be stored.');
  return row.value;
}

/** Tests and in-memory demos: a disk store in a temporary directory, removed on close (its addresses die
 * with it, so a random secret is enough). */
export function temporaryObjectStore(secret = randomBytes(32).toString('base64url')): DiskObjectStore {
  return new DiskObjectStore({ root: mkdtempSync(path.join(tmpdir(), 'lumen-uploads-')), secret, removeOnClose: true });
}
