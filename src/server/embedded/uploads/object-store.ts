// Where uploaded bytes live. One interface, two implementations chosen by configuration only:
// - DiskObjectStore (the embedded default): files under DATA_DIR/uploads, upload addresses signed with
//   HMAC-SHA256 and received by this service's own PUT /uploads/* route (disk-store-routes.ts);
// - S3ObjectStore (production): any S3-compatible bucket, upload addresses presigned by the AWS SDK.
// Callers never see which one is in use: they sign, the browser PUTs to the address, and confirming reads
// the object back through get().

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
  readonly kind: 'disk' | 's3';
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
