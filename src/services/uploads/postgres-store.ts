// The default object store when the embedded services run on PostgreSQL: the bytes live in the services'
// own database (table upload_objects, migration 0016), so every instance on that database shares every
// upload and variant with no other infrastructure. Addresses are signed by UploadSigner (all instances
// must share UPLOADS_SECRET) and received by this service's PUT /uploads/*. Uploads are at most 10 MB
// and variants a few hundred KB, well inside what bytea and one round trip handle; S3 is the choice for
// larger volumes (config.ts).
import type { Database } from '../db/database.ts';
import type { ObjectStore, PutSignatureRequest, SignedPut } from './object-store.ts';
import { UploadSigner, assertSafeObjectKey } from './upload-signer.ts';

export interface PostgresObjectStoreOptions {
  /** The services' database (owned by the caller: closing the store leaves it open). */
  db: Database;
  secret: string;
  /** Path prefix of upload addresses as browsers see them (default /uploads). */
  uploadBasePath?: string | undefined;
}

export class PostgresObjectStore implements ObjectStore {
  readonly kind = 'postgres' as const;
  readonly uploadSigner: UploadSigner;
  private readonly db: Database;

  constructor(options: PostgresObjectStoreOptions) {
    this.uploadSigner = new UploadSigner(options.secret, options.uploadBasePath);
    this.db = options.db;
  }

  async signPut(request: PutSignatureRequest): Promise<SignedPut> {
    return this.uploadSigner.signPut(request);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const [row] = await this.db.query<{ bytes: Uint8Array }>('select bytes from upload_objects where key = $1', [
      assertSafeObjectKey(key),
    ]);
    if (!row) return undefined;
    // node-postgres gives a Buffer, PGlite a Uint8Array: one shape for callers, without a copy.
    return Buffer.isBuffer(row.bytes)
      ? row.bytes
      : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    // One statement: a reader sees the old object or the new one, never half of either.
    await this.db.query(
      `insert into upload_objects (key, content_type, bytes) values ($1, $2, $3)
       on conflict (key) do update set content_type = excluded.content_type, bytes = excluded.bytes, stored_at = now()`,
      [assertSafeObjectKey(key), contentType, bytes],
    );
  }

  async delete(key: string): Promise<void> {
    await this.db.query('delete from upload_objects where key = $1', [assertSafeObjectKey(key)]);
  }

  async close(): Promise<void> {
    // The database belongs to the services; nothing of the store's own to release.
  }
}
