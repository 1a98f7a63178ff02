// The web tier as an OpenID Connect relying party (openid-client 6): authorization code + PKCE (S256),
// state and nonce, a confidential client. Works with any issuer by configuration; for the embedded
// issuer, whose public address is PUBLIC_URL/oidc (served through this same web tier), the server's own
// calls (discovery, token, revocation, JWKS) go straight to the embedded upstream's loopback address
// with the public host in X-Forwarded-* — no hairpin through the load balancer.
import * as oidc from 'openid-client';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Resource indicator (RFC 8707) for the upstream's access tokens. */
  resource?: string | undefined;
  redirectUri: string;
  /** Embedded issuer: where the server reaches it (e.g. http://127.0.0.1:40123). */
  internalOrigin?: string | undefined;
  /** Ask for the password on every sign-in (the embedded issuer: sign-out then needs no trip to it). */
  promptLogin?: boolean;
}

export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface TokenSet {
  accessToken: string;
  /** Epoch seconds. */
  accessTokenExpiresAt: number;
  refreshToken: string | null;
  claims: Record<string, unknown>;
}

export class RelyingPartyError extends Error {
  override name = 'RelyingPartyError';
  constructor(
    message: string,
    /** The OAuth error code when the issuer gave one (invalid_grant, access_denied…). */
    readonly oauthError: string | undefined,
  ) {
    super(message);
  }
}

function oauthErrorOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'error' in error && typeof error.error === 'string')
    return error.error;
  return undefined;
}

export class RelyingParty {
  readonly #options: RelyingPartyOptions;
  #config: Promise<oidc.Configuration> | undefined;
  /** One refresh per refresh token at a time in this process (shared-refresh.ts makes it one across
   * instances); a just-used token maps to its result for a minute. */
  readonly #refreshing = new Map<string, { result: Promise<TokenSet>; at: number }>();

  constructor(options: RelyingPartyOptions) {
    this.#options = options;
  }

  #fetch = (url: string, init: oidc.CustomFetchOptions): Promise<Response> => {
    const { internalOrigin, issuer } = this.#options;
    if (internalOrigin) {
      const publicIssuer = new URL(issuer);
      const target = new URL(url);
      if (target.origin === publicIssuer.origin && target.pathname.startsWith(publicIssuer.pathname)) {
        const rewritten = new URL(`${target.pathname}${target.search}`, internalOrigin);
        const headers = new Headers(init.headers as HeadersInit);
        headers.set('x-forwarded-host', publicIssuer.host);
        headers.set('x-forwarded-proto', publicIssuer.protocol.replace(':', ''));
        return fetch(rewritten, { ...(init as RequestInit), headers, redirect: 'manual' });
      }
    }
    return fetch(url, init as RequestInit);
  };

  /** Discovery, once (and again after a failure: the issuer may just not be up yet). */
  config(): Promise<oidc.Configuration> {
    if (this.#config) return this.#config;
    const { issuer, clientId, clientSecret } = this.#options;
    const insecure = new URL(issuer).protocol === 'http:';
    const pending = oidc
      .discovery(new URL(issuer), clientId, clientSecret, oidc.ClientSecretBasic(clientSecret), {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        [oidc.customFetch]: this.#fetch,
        timeout: 5,
      })
      .then((config) => {
        config[oidc.customFetch] = this.#fetch;
        return config;
      });
    pending.catch(() => {
      if (this.#config === pending) this.#config = undefined;
    });
    this.#config = pending;
    return pending;
  }

  async authorizationRequest(extra: Record<string, string> = {}): Promise<AuthorizationRequest> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const parameters: Record<string, string> = {
      redirect_uri: this.#options.redirectUri,
      scope: this.#options.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    };
    // offline_access (a refresh token) is only honoured with prompt=consent (OpenID Connect Core 11).
    const prompts = [
      this.#options.promptLogin ? 'login' : '',
      this.#options.scope.split(' ').includes('offline_access') ? 'consent' : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (prompts) parameters.prompt = prompts;
    if (this.#options.resource) parameters.resource = this.#options.resource;
    return { url: oidc.buildAuthorizationUrl(config, parameters).href, codeVerifier, state, nonce };
  }

  async finishAuthorization(
    callbackUrl: URL,
    checks: { codeVerifier: string; state: string; nonce: string },
  ): Promise<TokenSet> {
    const config = await this.config();
    try {
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        this.#options.resource ? { resource: this.#options.resource } : undefined,
      );
      return this.#tokenSet(tokens, undefined);
    } catch (error) {
      throw new RelyingPartyError(error instanceof Error ? error.message : 'sign-in failed', oauthErrorOf(error));
    }
  }

  /** Fresh tokens for a refresh token; concurrent calls with the same token share one request. */
  refresh(refreshToken: string): Promise<TokenSet> {
    const now = Date.now();
    for (const [token, entry] of this.#refreshing) if (now - entry.at > 60_000) this.#refreshing.delete(token);
    const existing = this.#refreshing.get(refreshToken);
    if (existing) return existing.result;
    const result = (async () => {
      const config = await this.config();
      try {
        const tokens = await oidc.refreshTokenGrant(
          config,
          refreshToken,
          this.#options.resource ? { resource: this.#options.resource } : undefined,
        );
        return this.#tokenSet(tokens, refreshToken);
      } catch (error) {
        throw new RelyingPartyError(error instanceof Error ? error.message : 'refresh failed', oauthErrorOf(error));
      }
    })();
    this.#refreshing.set(refreshToken, { result, at: now });
    // A failure is not kept: the next request asks the issuer again (it may have been unreachable).
    result.catch(() => {
      if (this.#refreshing.get(refreshToken)?.result === result) this.#refreshing.delete(refreshToken);
    });
    return result;
  }

  /** Revokes a token at the issuer (RFC 7009); failures are reported, never thrown. */
  async revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<boolean> {
    try {
      const config = await this.config();
      if (!config.serverMetadata().revocation_endpoint) return false;
      await oidc.tokenRevocation(config, token, { token_type_hint: hint });
      return true;
    } catch {
      return false;
    }
  }

  #tokenSet(
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
    previousRefresh: string | undefined,
  ): TokenSet {
    const expiresIn = tokens.expiresIn() ?? 300;
    return {
      accessToken: tokens.access_token,
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) + expiresIn,
      refreshToken: tokens.refresh_token ?? previousRefresh ?? null,
      claims: { ...(tokens.claims() ?? {}) },
    };
  }
}
