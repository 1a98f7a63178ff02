// The production object store: any S3-compatible bucket (AWS S3, MinIO, R2, …). Upload addresses are
// presigned PUT URLs (SigV4, computed locally by @aws-sdk/s3-request-presigner: no network call), bound to
// the object key, the Content-Type and the exact Content-Length the browser declared, valid until the
// signature's expiry. S3 cannot refuse a second PUT to a presigned URL, so single use is enforced at
// confirmation instead (one image per upload), and confirming re-checks the size and the magic bytes of
// what arrived (the disk store checks them as the bytes arrive).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStore, PutSignatureRequest, SignedPut } from './object-store.ts';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2); unset: AWS. */
  endpoint?: string | undefined;
  /** Path-style addresses (https://host/bucket/key): most S3-compatible services need it. */
  forcePathStyle?: boolean | undefined;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Optional prefix for every key, e.g. "lumen/". */
  prefix?: string | undefined;
  /** The clock presigning reads (tests fix it). */
  now?: (() => Date) | undefined;
}

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly now: () => Date;

  constructor(options: S3ObjectStoreOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? false,
      // By default the SDK adds a CRC32 checksum to every PutObject, and to a presigned one that is the
      // checksum of the empty body it signed (x-amz-checksum-crc32=AAAAAA==): S3 would refuse every
      // browser upload as a checksum mismatch. Checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (options.endpoint) config.endpoint = options.endpoint;
    if (options.credentials) config.credentials = options.credentials;
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.now = options.now ?? (() => new Date());
  }

  async signPut(request: PutSignatureRequest): Promise<SignedPut> {
    const signingDate = this.now();
    const expiresIn = Math.max(1, Math.floor((request.expiresAt.getTime() - signingDate.getTime()) / 1000));
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.prefix + request.key,
      ContentType: request.contentType,
      ContentLength: request.maxBytes,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      signingDate,
      // Both stay headers (not query parameters) and are signed: a different type or size is refused.
      signableHeaders: new Set(['content-type', 'content-length']),
      unhoistableHeaders: new Set(['content-type', 'content-length']),
    });
    // Browsers set Content-Length themselves from the body; the caller sends exactly the declared file.
    return { url, headers: { 'content-type': request.contentType } };
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      if (!answer.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Body: bytes, ContentType: contentType }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
