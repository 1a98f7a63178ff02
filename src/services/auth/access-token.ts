// Who is calling: the bearer token's subject. The embedded upstream only needs "verify a token, give me
// its subject"; the default is a shared-secret HS256 JWT, and identity work replaces it with a JWKS
// verifier of the identity provider's tokens without touching any route.
import { SignJWT, errors, jwtVerify } from 'jose';
import { ExpiringMap } from '../../shared/cache/expiring-map.ts';

export interface VerifiedToken {
  subject: string;
  /** The token's expiry (its exp claim), in seconds since the epoch. */
  expiresAt: number;
}

export interface AccessTokenVerifier {
  /** Who the token names, or null for any token that is not valid now (bad signature, expired, wrong issuer…). */
  verify(token: string): Promise<VerifiedToken | null>;
}

export const EMBEDDED_TOKEN_ISSUER = 'lumen-embedded';

const encoder = new TextEncoder();

export function createHs256Verifier(secret: string): AccessTokenVerifier {
  if (secret.length < 32) throw new Error('The HS256 token secret must be at least 32 characters.');
  const key = encoder.encode(secret);
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: EMBEDDED_TOKEN_ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        return typeof payload.sub === 'string' && payload.sub !== '' && typeof payload.exp === 'number'
          ? { subject: payload.sub, expiresAt: payload.exp }
          : null;
      } catch (error) {
        // Anything jose rejects is simply "not a valid token"; other failures are real bugs.
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** Mints a token the HS256 verifier accepts: for tests, scripts and the in-process web tier in development. */
export async function signHs256AccessToken(
  secret: string,
  subject: string,
  options: { expiresInSeconds?: number; issuer?: string; now?: Date } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(options.issuer ?? EMBEDDED_TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
    .sign(encoder.encode(secret));
}

/**
 * Remembers tokens `verifier` accepted, until their expiry and for at most `maxAgeMs`: a caller sends the
 * same token with every request until it expires, and checking its signature again costs about half a
 * millisecond of CPU each time (jose verifies through WebCrypto). A token is stateless, so remembering it
 * until its expiry accepts nothing the verifier would refuse, except a token whose signing key the issuer
 * withdrew in the meantime: the cap bounds that to `maxAgeMs`. Refused tokens are never remembered.
 */
export function rememberVerifiedTokens(
  verifier: AccessTokenVerifier,
  options: { capacity?: number; maxAgeMs?: number; now?: () => number } = {},
): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const verified = new ExpiringMap<VerifiedToken>(options.capacity ?? 4096, now);
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known !== undefined) return known;
      const result = await verifier.verify(token);
      if (result) verified.set(token, result, Math.min(result.expiresAt * 1000, now() + maxAgeMs));
      return result;
    },
  };
}
