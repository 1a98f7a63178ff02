// Which object store the uploads service uses, from the environment (read once at startup):
//   UPLOADS_S3_BUCKET set   -> S3ObjectStore (production): UPLOADS_S3_REGION (default us-east-1),
//                              UPLOADS_S3_ENDPOINT (S3-compatible services), UPLOADS_S3_FORCE_PATH_STYLE,
//                              UPLOADS_S3_ACCESS_KEY_ID + UPLOADS_S3_SECRET_ACCESS_KEY (else the SDK's
//                              default credential chain), UPLOADS_S3_PREFIX.
//   otherwise               -> DiskObjectStore (the embedded default) under DATA_DIR/uploads, or a temporary
//                              directory for in-memory databases; addresses signed with UPLOADS_SECRET
//                              (≥ 32 characters; unset: a public development secret, with a warning).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEV_UPLOADS_SECRET, DiskObjectStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3ObjectStore } from './s3-store.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());

export const uploadsEnvSchema = z.object({
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

export function createObjectStore(env: NodeJS.ProcessEnv, options: { dataDir?: string | undefined }): UploadsStoreChoice {
  const parsed = uploadsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new UploadsConfigError(`Invalid uploads configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.UPLOADS_S3_BUCKET) {
    const keyId = value.UPLOADS_S3_ACCESS_KEY_ID;
    const secret = value.UPLOADS_S3_SECRET_ACCESS_KEY;
    if ((keyId === undefined) !== (secret === undefined)) {
      throw new UploadsConfigError('Invalid uploads configuration:\n  set both UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY, or neither.');
    }
    return {
      store: new S3ObjectStore({
        bucket: value.UPLOADS_S3_BUCKET,
        region: value.UPLOADS_S3_REGION,
        endpoint: value.UPLOADS_S3_ENDPOINT,
        forcePathStyle: value.UPLOADS_S3_FORCE_PATH_STYLE === 'true',
        credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
        prefix: value.UPLOADS_S3_PREFIX,
      }),
      usingDevSecret: false,
    };
  }
  const root = options.dataDir ? path.join(options.dataDir, 'uploads') : mkdtempSync(path.join(tmpdir(), 'lumen-uploads-'));
  return {
    store: new DiskObjectStore({ root, secret: value.UPLOADS_SECRET ?? DEV_UPLOADS_SECRET, removeOnClose: !options.dataDir }),
    usingDevSecret: value.UPLOADS_SECRET === undefined,
  };
}

/** Tests and in-memory demos: a disk store in a temporary directory, removed on close. */
export function temporaryObjectStore(secret = DEV_UPLOADS_SECRET): DiskObjectStore {
  return new DiskObjectStore({ root: mkdtempSync(path.join(tmpdir(), 'lumen-uploads-')), secret, removeOnClose: true });
}
