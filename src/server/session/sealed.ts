// Sealed values for cookies: encrypted and authenticated (JWE, dir + A256GCM), so the browser holds the
// session but can neither read the tokens in it nor change a byte. Keys come from the session secrets
// through HKDF with a purpose label, so the session cookie and the sign-in cookie can never be swapped.
// Rotation: the first secret seals, every secret opens.
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, errors } from 'jose';
import { ExpiringMap } from '../../shared/cache/expiring-map.ts';

/** 'refreshed-tokens': a session's new tokens kept in the shared store for the other instances. */
export type SealPurpose = 'session' | 'sign-in' | 'refreshed-tokens';

/** Why a sealed value did not open: expired (its payload is still told, to log which session ended). */
export type OpenResult =
  | { status: 'open'; payload: Record<string, unknown> }
  | { status: 'expired'; payload: Record<string, unknown> }
  | { status: 'unreadable' };

export interface Sealer {
  seal(payload: Record<string, unknown>, maxAgeSeconds: number): Promise<string>;
  /** The payload, or null when it is not ours, tampered with, for another purpose or expired. */
  open(sealed: string): Promise<Record<string, unknown> | null>;
  /** Like open, telling an expired value (authentic, so its payload can be trusted for logging). */
  openDetailed(sealed: string): Promise<OpenResult>;
}

/**
 * Values opened lately, by their sealed text, per sealer: a signed-in visitor's every request carries the
 * same cookie, and the text is authenticated, so the same text always opens to the same payload. Only the
 * expiry is checked again. Bounded; the oldest goes first.
 */
const OPENED_KEPT = 4096;

function keyFor(secret: string, purpose: SealPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'lumen-sealed-cookie-v1', purpose, 32));
}

export function createSealer(secrets: readonly string[], purpose: SealPurpose): Sealer {
  if (secrets.length === 0 || secrets.some((secret) => secret.length < 32)) {
    throw new Error('Session secrets must be at least 32 characters.');
  }
  const keys = secrets.map((secret) => keyFor(secret, purpose));
  const [sealingKey] = keys;
  if (!sealingKey) throw new Error('No session secret.');
  const opened = new ExpiringMap<Record<string, unknown>>(OPENED_KEPT);
  const openDetailed = async (sealed: string): Promise<OpenResult> => {
    if (sealed.length === 0 || sealed.length > 8192) return { status: 'unreadable' };
    // Expired since it was kept: opening it again below tells so, with its payload.
    const known = opened.get(sealed);
    if (known !== undefined) return { status: 'open', payload: known };
    for (const key of keys) {
      try {
        const { payload, protectedHeader } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        if (protectedHeader.cty !== purpose) return { status: 'unreadable' };
        if (typeof payload.exp === 'number') opened.set(sealed, payload, payload.exp * 1000);
        return { status: 'open', payload };
      } catch (error) {
        if (error instanceof errors.JWEDecryptionFailed || error instanceof errors.JWEInvalid) continue;
        // Decrypted with our key (so authentic) but past its expiry.
        if (error instanceof errors.JWTExpired) return { status: 'expired', payload: error.payload };
        if (error instanceof errors.JOSEError) return { status: 'unreadable' };
        throw error;
      }
    }
    return { status: 'unreadable' };
  };
  return {
    openDetailed,
    async open(sealed) {
      const result = await openDetailed(sealed);
      return result.status === 'open' ? result.payload : null;
    },
    async seal(payload, maxAgeSeconds) {
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: purpose })
        .setIssuedAt()
        .setExpirationTime(`${Math.max(1, Math.floor(maxAgeSeconds))}s`)
        .encrypt(sealingKey);
    },
  };
}
