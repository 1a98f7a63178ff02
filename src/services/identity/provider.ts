// The embedded OpenID Connect issuer (docs/toolchain.md §1): oidc-provider 9 over local accounts.
//
// - Authorization code flow only, PKCE (S256) required for every client, confidential first-party
//   clients (the web tier) given by the caller.
// - Access tokens for the upstream resource (`urn:lumen:upstream`, the default resource indicator) are
//   JWTs (RFC 9068, typ at+jwt) signed with the provider's RS256 key, 10 minutes; the upstream verifies
//   them against the JWKS (jwks-verifier.ts). They carry the persona claims.
// - Refresh tokens for `offline_access` (which OpenID Connect only honours with prompt=consent), rotated
//   on use.
// - ID tokens carry sub, email and the persona claims (persona_id, persona_handle, persona_name) when the
//   `email` / `persona` scopes are granted.
// - All state (sessions, interactions, grants, codes, refresh tokens) lives in the database
//   (oidc-adapter.ts); the signing key and cookie keys too unless given, so several instances and
//   restarts agree.
import { exportJWK, generateKeyPair } from 'jose';
import { randomBytes } from 'node:crypto';
import Provider, { errors, type Account as OidcAccount, type ClientMetadata, type Configuration } from 'oidc-provider';
import type { Database, Queryable } from '../db/database.ts';
import { findAccountById, findPersonaOfAccount, type AccountPersona } from './accounts.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { renderErrorPage, renderLogoutPage, renderMessagePage } from './pages.ts';
import { languageOfRequest } from './language.ts';

/** The resource indicator (and access-token audience) of the upstream services. */
export const UPSTREAM_RESOURCE = 'urn:lumen:upstream';
/** The scope of the upstream resource; request it to get a useful access token. */
export const UPSTREAM_SCOPE = 'upstream';
/** What the web tier should request. */
export const WEB_CLIENT_SCOPE = `openid email persona offline_access ${UPSTREAM_SCOPE}`;

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const DAY = 24 * 60 * 60;

export interface IdentityClient {
  clientId: string;
  /** At least 32 characters. */
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface PrivateJwks {
  keys: Record<string, unknown>[];
}

export interface CreateIdentityProviderOptions {
  db: Database;
  /** e.g. https://lumen.example/oidc — its path is where the provider is mounted. */
  issuer: string;
  /** First-party confidential clients (consent is granted for them without asking). */
  clients: readonly IdentityClient[];
  /** Keys that sign the provider's cookies (newest first). Default: persisted in the database. */
  cookieKeys?: readonly string[];
  /** Private signing keys (JWK set with an RS256 key). Default: one RS256 key persisted in the database. */
  jwks?: PrivateJwks;
  /** Trust X-Forwarded-Proto/Host (when behind a TLS-terminating proxy). Default false. */
  trustProxy?: boolean;
  /** Product name on the provider's own pages (default Lumen). */
  productName?: string;
  /** The site's home page (the pages' logo links there). Default '/'. */
  homeUrl?: string;
  /** Called for internal errors of the provider (default: console.error). */
  onServerError?: (error: unknown) => void;
  /** Lifetime of access tokens in seconds (default ACCESS_TOKEN_TTL_SECONDS; OIDC_ACCESS_TOKEN_TTL). */
  accessTokenTtlSeconds?: number | undefined;
}

export interface IdentityProvider {
  provider: Provider;
  issuer: string;
  /** The issuer's path, e.g. /oidc ('' at the root): every provider route and the interactions live under it. */
  mountPath: string;
  clients: readonly IdentityClient[];
  db: Database;
  /** The provider's public keys (what the jwks endpoint serves). */
  publicJwks: { keys: Record<string, unknown>[] };
}

const SECRETS_MODEL = 'LumenIdentitySecrets';
const SECRETS_ID = 'v1';

interface StoredSecrets {
  jwks: PrivateJwks;
  cookieKeys: string[];
}

async function generateSecrets(): Promise<StoredSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = randomBytes(8).toString('base64url');
  return {
    jwks: { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The provider's signing key and cookie keys, created on first use and kept in oidc_store (no expiry),
 * so every instance on the database uses the same ones. Rotating: replace the row (tokens signed with
 * the old key then stop verifying).
 */
export async function loadOrCreateIdentitySecrets(db: Queryable): Promise<StoredSecrets> {
  const read = async () => {
    const [row] = await db.query<{ payload: StoredSecrets | string }>(
      'select payload from oidc_store where model = $1 and id = $2',
      [SECRETS_MODEL, SECRETS_ID],
    );
    if (!row) return undefined;
    return typeof row.payload === 'string' ? (JSON.parse(row.payload) as StoredSecrets) : row.payload;
  };
  const existing = await read();
  if (existing) return existing;
  const fresh = await generateSecrets();
  // Two instances starting together: the first insert wins and both read it back.
  await db.query(
    'insert into oidc_store (model, id, payload) values ($1, $2, $3::jsonb) on conflict (model, id) do nothing',
    [SECRETS_MODEL, SECRETS_ID, JSON.stringify(fresh)],
  );
  const stored = await read();
  if (!stored) throw new Error('Identity secrets could not be stored.');
  return stored;
}

const PRIVATE_JWK_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth']);

function toPublicJwks(jwks: PrivateJwks): { keys: Record<string, unknown>[] } {
  return {
    keys: jwks.keys.map((key) =>
      Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_JWK_MEMBERS.has(name))),
    ),
  };
}

function personaClaims(persona: AccountPersona | undefined): Record<string, string> {
  return persona ? { persona_id: persona.id, persona_handle: persona.handle, persona_name: persona.name } : {};
}

function mountPathOf(issuer: URL): string {
  return issuer.pathname.replace(/\/+$/, '');
}

export async function createIdentityProvider(options: CreateIdentityProviderOptions): Promise<IdentityProvider> {
  const { db } = options;
  const productName = options.productName ?? 'Lumen';
  const accessTokenTtl = options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  const issuerUrl = new URL(options.issuer);
  if (issuerUrl.search || issuerUrl.hash) throw new Error('The issuer must not have a query or fragment.');
  const issuer = `${issuerUrl.origin}${mountPathOf(issuerUrl)}`;
  const mountPath = mountPathOf(issuerUrl);
  const frame = { mountPath, homeUrl: options.homeUrl ?? '/' };
  if (options.clients.length === 0) throw new Error('The identity provider needs at least one client.');
  for (const client of options.clients) {
    if (client.clientSecret.length < 32)
      throw new Error(`Client ${client.clientId}: the secret must be at least 32 characters.`);
  }

  const secrets = options.jwks && options.cookieKeys ? undefined : await loadOrCreateIdentitySecrets(db);
  const jwks = options.jwks ?? secrets?.jwks;
  const cookieKeys = options.cookieKeys ?? secrets?.cookieKeys;
  if (!jwks || !cookieKeys || cookieKeys.length === 0) throw new Error('Identity secrets are missing.');

  const clients: ClientMetadata[] = options.clients.map((client) => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: [...client.redirectUris],
    post_logout_redirect_uris: [...(client.postLogoutRedirectUris ?? [])],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }));

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients,
    jwks: { keys: jwks.keys.map((key) => ({ ...key })) },
    cookies: { keys: [...cookieKeys] },
    scopes: ['openid', 'offline_access', 'email', 'persona'],
    claims: {
      openid: ['sub'],
      email: ['email'],
      persona: ['persona_id', 'persona_handle', 'persona_name'],
    },
    // The web tier reads who signed in from the ID token: put the granted claims there (the userinfo
    // endpoint does not accept access tokens issued for the upstream resource).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub): Promise<OidcAccount | undefined> {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          const persona = await findPersonaOfAccount(db, account.id);
          return { sub: account.id, email: account.email, ...personaClaims(persona) };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      return personaClaims(await findPersonaOfAccount(db, token.accountId));
    },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only the tokens issued to it.
      revocation: {
        enabled: true,
        async allowedPolicy(_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) {
          return token.clientId === client.clientId;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(productName, form, { ...frame, language: languageOfRequest(ctx.req) });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          const language = languageOfRequest(ctx.req);
          ctx.body = renderMessagePage(productName, language.t('signedOut.title'), language.t('signedOut.body'), {
            ...frame,
            language,
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        async defaultResource(_ctx, _client, oneOf) {
          if (oneOf) return oneOf.includes(UPSTREAM_RESOURCE) ? UPSTREAM_RESOURCE : oneOf;
          return UPSTREAM_RESOURCE;
        },
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== UPSTREAM_RESOURCE) {
            throw new errors.InvalidTarget('unknown resource indicator');
          }
          return {
            scope: UPSTREAM_SCOPE,
            audience: UPSTREAM_RESOURCE,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // screen=signup: the web tier's /sign-up asks for the registration screen of the sign-in interaction.
    extraParams: ['screen'],
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    async issueRefreshToken(_ctx, client, code) {
      return client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access');
    },
    rotateRefreshToken: true,
    responseTypes: ['code'],
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage(productName, out, { ...frame, language: languageOfRequest(ctx.req) });
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 14 * DAY,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy ?? false;
  const onServerError = options.onServerError ?? ((error: unknown) => console.error('identity provider error', error));
  provider.on('server_error', (_ctx, error) => onServerError(error));

  return { provider, issuer, mountPath, clients: options.clients, db, publicJwks: toPublicJwks(jwks) };
}
