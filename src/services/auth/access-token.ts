// Who is calling: the bearer token's subject. The embedded upstream only needs "verify a token, give me
// its subject"; the default is a shared-secret HS256 JWT, and identity work replaces it with a JWKS
// verifier of the identity provider's tokens without touching any route.
import { SignJWT, errors, jwtVerify } from 'jose';

export interface AccessTokenVerifier {
  /** The token's subject, or null for any token that is not valid now (bad signature, expired, wrong issuer…). */
  verify(token: string): Promise<{ subject: string } | null>;
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
        return typeof payload.sub === 'string' && payload.sub !== '' ? { subject: payload.sub } : null;
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
