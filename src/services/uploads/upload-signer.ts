// Upload addresses that this service receives itself (PUT /uploads/*, object-routes.ts): a same-origin
// path signed with HMAC-SHA256 over the canonical payload of src/shared/uploads/signature.ts. The web tier
// forwards that path shape to this service, so browsers never talk to another host. Every instance that
// shares UPLOADS_SECRET accepts an address any of them signed; where the bytes then go is the store's
// business (disk, or the shared database).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalSignaturePayload, SIGNED_QUERY, type SignedUploadFields } from '../../shared/uploads/signature.ts';
import type { PutSignatureRequest, SignedPut } from './object-store.ts';

/** Public on purpose, like the token development secret: set UPLOADS_SECRET in production. */
export const DEV_UPLOADS_SECRET = 'lumen-uploads-development-secret-do-not-use-in-production';

export type SignatureCheck = 'valid' | 'tampered' | 'expired';

export class UploadSigner {
  private readonly secret: string;
  private readonly uploadBasePath: string;

  constructor(secret: string, uploadBasePath = '/uploads') {
    if (secret.length < 32) throw new Error('the uploads secret must be at least 32 characters');
    this.secret = secret;
    this.uploadBasePath = uploadBasePath.replace(/\/+$/, '');
  }

  sign(fields: SignedUploadFields): string {
    return createHmac('sha256', this.secret).update(canonicalSignaturePayload(fields)).digest('base64url');
  }

  signPut(request: PutSignatureRequest): SignedPut {
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
    return {
      url: `${this.uploadBasePath}/${request.key}?${query.toString()}`,
      headers: { 'content-type': fields.contentType },
    };
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
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/-]*(?:\.[a-z0-9]+)?$/;

/** Keys are built by object-key.ts; this is the last line of defence against a path escape or odd names. */
export function assertSafeObjectKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`unsafe object key: ${key}`);
  }
  return key;
}
