// The canonical text a signed upload address signs (HMAC-SHA256 server side). Every field the address is
// bound to is in it, one per line in a fixed order, so changing any of them (the object, the type, the
// size limit, the owner, the expiry) changes the text and the signature no longer matches. Values are
// validated before they get here, so none contains a newline.
export const SIGNATURE_VERSION = 'lumen-upload-v1';

export interface SignedUploadFields {
  method: 'PUT';
  key: string;
  contentType: string;
  maxBytes: number;
  ownerId: string;
  /** Unix seconds. */
  expires: number;
}

export function canonicalSignaturePayload(fields: SignedUploadFields): string {
  for (const value of [fields.key, fields.contentType, fields.ownerId]) {
    if (/[\r\n]/.test(value)) throw new Error('signed upload fields cannot contain line breaks');
  }
  if (!Number.isSafeInteger(fields.maxBytes) || fields.maxBytes <= 0)
    throw new Error('maxBytes must be a positive integer');
  if (!Number.isSafeInteger(fields.expires) || fields.expires <= 0) throw new Error('expires must be unix seconds');
  return [
    SIGNATURE_VERSION,
    fields.method,
    fields.key,
    fields.contentType.toLowerCase(),
    String(fields.maxBytes),
    fields.ownerId.toLowerCase(),
    String(fields.expires),
  ].join('\n');
}

/** Query parameter names of a signed upload address (disk store). */
export const SIGNED_QUERY = {
  contentType: 'type',
  maxBytes: 'max',
  ownerId: 'owner',
  expires: 'expires',
  signature: 'signature',
} as const;
