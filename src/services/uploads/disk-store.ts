// The default object store on PGlite: files under a directory (DATA_DIR/uploads; a temporary directory for
// in-memory databases and tests). One instance's disk: several instances need PostgresObjectStore or S3.
// Addresses are signed by UploadSigner and received by this service's PUT /uploads/* route.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, PutSignatureRequest, SignedPut } from './object-store.ts';
import { UploadSigner, assertSafeObjectKey } from './upload-signer.ts';

export { DEV_UPLOADS_SECRET } from './upload-signer.ts';

export interface DiskObjectStoreOptions {
  root: string;
  secret: string;
  /** Path prefix of upload addresses as browsers see them (default /uploads). */
  uploadBasePath?: string | undefined;
  /** Remove root on close (temporary stores). */
  removeOnClose?: boolean | undefined;
}

export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;
  readonly root: string;
  readonly uploadSigner: UploadSigner;
  private readonly removeOnClose: boolean;

  constructor(options: DiskObjectStoreOptions) {
    this.uploadSigner = new UploadSigner(options.secret, options.uploadBasePath);
    this.root = path.resolve(options.root);
    this.removeOnClose = options.removeOnClose ?? false;
  }

  async signPut(request: PutSignatureRequest): Promise<SignedPut> {
    return this.uploadSigner.signPut(request);
  }

  private file(key: string): string {
    return path.join(this.root, ...assertSafeObjectKey(key).split('/'));
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
