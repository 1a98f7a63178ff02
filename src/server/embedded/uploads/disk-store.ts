// The embedded default object store: files under a directory (DATA_DIR/uploads; a temporary directory for
// in-memory databases and tests), upload addresses signed with HMAC-SHA256 over the canonical payload of
// src/shared/uploads/signature.ts. The address is a same-origin path (/uploads/<key>?…) that the web tier
// forwards to this service's PUT route, so browsers never talk to another host.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalSignaturePayload, SIGNED_QUERY, type SignedUploadFields } from '../../../shared/uploads/signature.ts';
import type { ObjectStore, PutSignatureRequest, SignedPut } from './object-store.ts';

/** Public on purpose, like the token development secret: set UPLOADS_SECRET in production. */
export const DEV_UPLOADS_SECRET = 'lumen-uploads-development-secret-do-not-use-in-production';

const SAFE_KEY = /^[a-z0-9][a-z0-9/-]*(?:\.[a-z0-9]+)?$/;

export interface DiskObjectStoreOptions {
  root: string;
  secret: string;
  /** Path prefix of upload addresses as browsers see them (default /uploads). */
  uploadBasePath?: string | undefined;
  /** Remove root on close (temporary stores). */
  removeOnClose?: boolean | undefined;
}

export type SignatureCheck = 'valid' | 'tampered' | 'expired';

export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;
  readonly root: string;
  private readonly secret: string;
  private readonly uploadBasePath: string;
  private readonly removeOnClose: boolean;

  constructor(options: DiskObjectStoreOptions) {
    if (options.secret.length < 32) throw new Error('the uploads secret must be at least 32 characters');
    this.root = path.resolve(options.root);
    this.secret = options.secret;
    this.uploadBasePath = (options.uploadBasePath ?? '/uploads').replace(/\/+$/, '');
    this.removeOnClose = options.removeOnClose ?? false;
  }

  sign(fields: SignedUploadFields): string {
    return createHmac('sha256', this.secret).update(canonicalSignaturePayload(fields)).digest('base64url');
  }

  async signPut(request: PutSignatureRequest): Promise<SignedPut> {
    const fields: SignedUploadFields = {
      method: 'PUT',
      key: request.key,
      contentType: request.contentType,
      maxBytes: request.maxBytes,
      ownerId: request.ownerId,
      expires: Math.floor(request.expiresAt.getTime() / 1000),
    };
    const query = new URLSearchParams({
      [SIGNED_QUERY.contentType]: fields.contentType,
      [SIGNED_QUERY.maxBytes]: String(fields.maxBytes),
      [SIGNED_QUERY.ownerId]: fields.ownerId,
      [SIGNED_QUERY.expires]: String(fields.expires),
      [SIGNED_QUERY.signature]: this.sign(fields),
    });
    return { url: `${this.uploadBasePath}/${request.key}?${query.toString()}`, headers: { 'content-type': fields.contentType } };
  }

  /** Checks a received address: the signature first (constant time), then the expiry. */
  verify(fields: SignedUploadFields, signature: string, now: Date): SignatureCheck {
    let expected: Buffer;
    try {
      expected = Buffer.from(this.sign(fields), 'base64url');
    } catch {
      return 'tampered';
    }
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
    return fields.expires * 1000 < now.getTime() ? 'expired' : 'valid';
  }

  private file(key: string): string {
    // Keys are built by object-key.ts; this is the last line of defence against a path escape.
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
      throw new Error(`unsafe object key: ${key}`);
    }
    return path.join(this.root, ...key.split('/'));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  // Files carry no type: the type was checked on arrival, and variants are always WebP.
  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, and a failed write leaves nothing behind.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }
}
