// Rows of upload_signatures and uploaded_images (migration 0014-uploads).
import type { Queryable } from '../db/database.ts';
import type { VariantSpec } from '../../shared/uploads/limits.ts';

export type UploadStatus = 'pending' | 'storing' | 'stored' | 'confirmed';

export interface UploadRow {
  id: string;
  owner_persona_id: string;
  purpose: string;
  object_key: string;
  file_name: string;
  content_type: string;
  max_bytes: number;
  status: UploadStatus;
  stored_bytes: number | null;
  expires_at: string | Date;
  created_at: string | Date;
}

export interface ImageRow {
  id: string;
  upload_id: string;
  owner_persona_id: string;
  purpose: string;
  width: number;
  height: number;
  sizes: VariantSpec[];
  created_at: string | Date;
}

export async function insertUpload(
  db: Queryable,
  row: {
    id: string;
    ownerId: string;
    purpose: string;
    key: string;
    fileName: string;
    contentType: string;
    maxBytes: number;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into upload_signatures (id, owner_persona_id, purpose, object_key, file_name, content_type, max_bytes, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.id,
      row.ownerId,
      row.purpose,
      row.key,
      row.fileName,
      row.contentType,
      row.maxBytes,
      row.expiresAt.toISOString(),
      row.createdAt.toISOString(),
    ],
  );
}

export async function findUpload(db: Queryable, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>('select * from upload_signatures where id = $1', [id]);
  return row;
}

/** Takes a pending upload for one PUT; undefined when it is not pending (used, or being stored). */
export async function claimUpload(db: Queryable, id: string, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>(
    `update upload_signatures set status = 'storing' where id = $1 and object_key = $2 and status = 'pending' returning *`,
    [id, key],
  );
  return row;
}

/** A refused PUT gives the address back (it may be retried until it expires). */
export async function releaseUpload(db: Queryable, id: string): Promise<void> {
  await db.query(`update upload_signatures set status = 'pending' where id = $1 and status = 'storing'`, [id]);
}

export async function markStored(db: Queryable, id: string, bytes: number): Promise<void> {
  await db.query(
    `update upload_signatures set status = 'stored', stored_bytes = $2 where id = $1 and status = 'storing'`,
    [id, bytes],
  );
}

export async function markConfirmed(db: Queryable, id: string): Promise<void> {
  await db.query(`update upload_signatures set status = 'confirmed' where id = $1`, [id]);
}

/** One image per upload: the image's id is the upload's, so a second confirmation finds the first. */
export async function insertImage(
  db: Queryable,
  row: {
    id: string;
    ownerId: string;
    purpose: string;
    width: number;
    height: number;
    sizes: readonly VariantSpec[];
    createdAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into uploaded_images (id, upload_id, owner_persona_id, purpose, width, height, sizes, created_at)
     values ($1, $1, $2, $3, $4, $5, $6::jsonb, $7) on conflict (id) do nothing`,
    [row.id, row.ownerId, row.purpose, row.width, row.height, JSON.stringify(row.sizes), row.createdAt.toISOString()],
  );
}

export async function findImage(db: Queryable, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.query<ImageRow>('select * from uploaded_images where id = $1', [id]);
  return row;
}

/** Signatures the persona asked for since `since` (the per-persona cap). */
export async function countRecentUploads(db: Queryable, ownerId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from upload_signatures where owner_persona_id = $1 and created_at > $2',
    [ownerId, since.toISOString()],
  );
  return row?.n ?? 0;
}

/**
 * The persona's uploads that were never confirmed and are older than `before` (abandoned forms, crashed
 * PUTs), oldest first, a few at a time: their originals may carry EXIF/GPS and are not kept.
 */
export async function abandonedUploads(
  db: Queryable,
  ownerId: string,
  before: Date,
  limit = 20,
): Promise<{ id: string; object_key: string }[]> {
  return db.query<{ id: string; object_key: string }>(
    `select id, object_key from upload_signatures
     where owner_persona_id = $1 and status <> 'confirmed' and created_at < $2
     order by created_at limit $3`,
    [ownerId, before.toISOString(), limit],
  );
}

export async function deleteUpload(db: Queryable, id: string): Promise<void> {
  await db.query(`delete from upload_signatures where id = $1 and status <> 'confirmed'`, [id]);
}
