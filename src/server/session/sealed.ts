// Sealed values for cookies: encrypted and authenticated (JWE, dir + A256GCM), so the browser holds the
// session but can neither read the tokens in it nor change a byte. Keys come from the session secrets
// through HKDF with a purpose label, so the session cookie and the sign-in cookie can never be swapped.
// Rotation: the first secret seals, every secret opens.
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, errors } from 'jose';

export type SealPurpose = 'session' | 'sign-in';

export interface Sealer {
  seal(payload: Record<string, unknown>, maxAgeSeconds: number): Promise<string>;
  /** The payload, or null when it is not ours, tampered with, for another purpose or expired. */
  open(sealed: string): Promise<Record<string, unknown> | null>;
}

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
  return {
    async seal(payload, maxAgeSeconds) {
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: purpose })
        .setIssuedAt()
        .setExpirationTime(`${Math.max(1, Math.floor(maxAgeSeconds))}s`)
        .encrypt(sealingKey);
    },
    async open(sealed) {
      if (sealed.length === 0 || sealed.length > 8192) return null;
      for (const key of keys) {
        try {
          const { payload, protectedHeader } = await jwtDecrypt(sealed, key, {
            keyManagementAlgorithms: ['dir'],
            contentEncryptionAlgorithms: ['A256GCM'],
          });
          if (protectedHeader.cty !== purpose) return null;
          return payload;
        } catch (error) {
          if (error instanceof errors.JWEDecryptionFailed || error instanceof errors.JWEInvalid) continue;
          if (error instanceof errors.JOSEError) return null;
          throw error;
        }
      }
      return null;
    },
  };
}
