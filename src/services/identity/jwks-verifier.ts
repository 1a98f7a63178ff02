// Verifies the identity provider's JWT access tokens (RFC 9068) against its JWKS: signature, issuer,
// audience (the resource indicator of the upstream), expiry and token type. Drop-in for the HS256
// verifier: it implements AccessTokenVerifier, so no route changes.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { AccessTokenVerifier } from '../auth/index.ts';

export interface JwksVerifierOptions {
  issuer: string;
  audience: string;
  /** The provider's jwks_uri (fetched lazily and cached by jose; refetched for an unknown kid). */
  jwksUrl?: string | URL;
  /** Or the public keys themselves. */
  keys?: JSONWebKeySet;
  /** Accepted signing algorithms (default RS256 and ES256). */
  algorithms?: string[];
  /** Seconds of clock skew tolerated (default 5). */
  clockToleranceSeconds?: number;
  /** Required JWT typ header (default 'at+jwt', RFC 9068); null accepts any (issuers that send 'JWT'). */
  typ?: string | null;
}

export interface JwksAccessTokenVerifier extends AccessTokenVerifier {
  /** Like verify, with the whole payload (persona claims, scope, client_id…). */
  verifyPayload(token: string): Promise<(JWTPayload & { sub: string }) | null>;
}

export function createJwksVerifier(options: JwksVerifierOptions): JwksAccessTokenVerifier {
  let keySet: JWTVerifyGetKey;
  if (options.keys) keySet = createLocalJWKSet(options.keys);
  else if (options.jwksUrl) keySet = createRemoteJWKSet(new URL(options.jwksUrl));
  else throw new Error('createJwksVerifier needs jwksUrl or keys.');

  const verifyPayload = async (token: string): Promise<(JWTPayload & { sub: string }) | null> => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: options.algorithms ?? ['RS256', 'ES256'],
        ...(options.typ === null ? {} : { typ: options.typ ?? 'at+jwt' }),
        requiredClaims: ['exp', 'sub', 'iat'],
        clockTolerance: options.clockToleranceSeconds ?? 5,
      });
      const { sub } = payload;
      return typeof sub === 'string' && sub !== '' ? { ...payload, sub } : null;
    } catch (error) {
      // Anything jose rejects (bad signature, wrong iss/aud, expired, unknown kid) is "not a valid token
      // now". A JWKS that cannot be fetched is an outage, not a bad token: it throws (the caller answers
      // 5xx instead of signing everyone out).
      if (error instanceof errors.JWKSTimeout) throw error;
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };

  return {
    verifyPayload,
    async verify(token) {
      const payload = await verifyPayload(token);
      return payload && typeof payload.exp === 'number' ? { subject: payload.sub, expiresAt: payload.exp } : null;
    },
  };
}

/**
 * A verifier whose real verifier exists only later (the issuer's URL is known once the server listens).
 * Until then every token is refused with an error: no request can be authorised by accident.
 */
export function lazyVerifier(get: () => AccessTokenVerifier | undefined): AccessTokenVerifier {
  return {
    verify(token) {
      const verifier = get();
      if (!verifier) return Promise.reject(new Error('The access token verifier is not ready yet.'));
      return verifier.verify(token);
    },
  };
}

/**
 * Accepts a token that any of `verifiers` accepts (the first one's answer wins): e.g. the provider's JWTs
 * and, during the migration to OpenID Connect, the development HS256 tokens.
 */
export function anyOfVerifiers(verifiers: readonly AccessTokenVerifier[]): AccessTokenVerifier {
  return {
    async verify(token) {
      for (const verifier of verifiers) {
        const result = await verifier.verify(token);
        if (result) return result;
      }
      return null;
    },
  };
}

/** The issuer's jwks_uri from its discovery document (for upstreams verifying its access tokens). */
export async function discoverJwksUri(issuer: string): Promise<string> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}.`);
  const metadata = (await response.json()) as { jwks_uri?: unknown };
  if (typeof metadata.jwks_uri !== 'string') throw new Error(`OIDC discovery at ${url} has no jwks_uri.`);
  return metadata.jwks_uri;
}
