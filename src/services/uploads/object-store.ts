// Where uploaded bytes live. One interface, three implementations chosen by configuration only
// (config.ts):
// - DiskObjectStore (the default on PGlite): files under DATA_DIR/uploads; one instance only;
// - PostgresObjectStore (the default on PostgreSQL): bytes in the services' own database, so every
//   instance on that database sees every upload;
// - S3ObjectStore: any S3-compatible bucket, upload addresses presigned by the AWS SDK.
// The first two sign addresses with UploadSigner (HMAC) and receive the bytes on this service's own
// PUT /uploads/* route (object-routes.ts); S3 receives them itself.
// Callers never see which one is in use: they sign, the browser PUTs to the address, and confirming reads
// the object back through get().

import type { UploadSigner } from './upload-signer.ts';

export interface PutSignatureRequest {
  /** The object's key (src/shared/uploads/object-key.ts). */
  key: string;
  contentType: string;
  /** The disk store refuses more; S3 binds this exact Content-Length (the declared file size). */
  maxBytes: number;
  ownerId: string;
  expiresAt: Date;
}

export interface SignedPut {
  /** A same-origin path (disk) or an absolute presigned URL (S3). */
  url: string;
  /** Headers the PUT must carry as they are: they are part of the signature. */
  headers: Record<string, string>;
}

export interface ObjectStore {
  readonly kind: 'disk' | 'postgres' | 's3';
  /** Set when uploads arrive through this service's PUT /uploads/* route; unset when the store receives them (S3). */
  readonly uploadSigner?: UploadSigner | undefined;
  signPut(request: PutSignatureRequest): Promise<SignedPut>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Server-side writes (the image service's variants). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Releases connections or temporary directories. */
  close(): Promise<void>;
}
