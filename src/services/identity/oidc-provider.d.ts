// The part of oidc-provider 9's API that Lumen uses. The package ships no type declarations (and
// @types/oidc-provider describes older majors), so this is the contract we rely on, checked by tests.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  /** What oidc-provider stores through an adapter; extra keys depend on the model. */
  export interface AdapterPayload extends UnknownObject {
    jti?: string;
    kind?: string;
    exp?: number;
    iat?: number;
    grantId?: string;
    uid?: string;
    userCode?: string;
    accountId?: string;
    clientId?: string;
    /** Epoch seconds when consumed (set by the adapter's find after consume). */
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (name: string) => Adapter;

  export interface ClaimsParameterMember {
    essential?: boolean;
    value?: string;
    values?: string[];
  }

  export interface Account {
    accountId: string;
    claims(
      use: 'id_token' | 'userinfo',
      scope: string,
      claims: Record<string, ClaimsParameterMember | null>,
      rejected: string[],
    ): Promise<UnknownObject> | UnknownObject;
  }

  export interface ClientMetadata extends UnknownObject {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    scope?: string;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string; kid?: string } };
  }

  export interface Grant {
    grantId?: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Token {
    accountId?: string;
    clientId?: string;
    grantId?: string;
    kind: string;
    scope?: string;
  }

  export interface PromptDetails extends UnknownObject {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  }

  export interface Interaction {
    uid: string;
    jti: string;
    grantId?: string;
    prompt: { name: string; reasons: string[]; details: PromptDetails };
    params: UnknownObject & { client_id?: string; scope?: string; login_hint?: string };
    session?: { accountId?: string; uid?: string };
    lastSubmission?: UnknownObject;
  }

  export interface InteractionResults extends UnknownObject {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface OIDCContextLike {
    client?: Client;
    route?: string;
    params?: UnknownObject;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContextLike;
    request: { url: string };
    /** Node's request (Koa's `ctx.req`): its headers choose the page's language. */
    req: IncomingMessage;
    host: string;
    type: string;
    body: unknown;
  }

  export interface Configuration {
    adapter?: AdapterFactory;
    clients?: ClientMetadata[];
    cookies?: {
      keys?: (string | Buffer)[];
      names?: Record<string, string>;
      long?: UnknownObject;
      short?: UnknownObject;
    };
    jwks?: { keys: UnknownObject[] };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: Token,
    ) => Promise<Account | undefined> | Account | undefined;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: Token) => Promise<UnknownObject | undefined>;
    features?: {
      devInteractions?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServerInfo>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean>;
      };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: (ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => Promise<boolean>;
      };
      introspection?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      userinfo?: { enabled: boolean };
      [feature: string]: UnknownObject | undefined;
    };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string };
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: { scopes: Set<string> }) => Promise<boolean>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    extraParams?: string[];
    ttl?: Record<string, number | ((...args: never[]) => number)>;
    enabledJWA?: Record<string, string[]>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string | undefined>, error: Error) => Promise<void>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    responseTypes?: string[];
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    readonly Client: { find(id: string): Promise<Client | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export class OIDCProviderError extends Error {
    error: string;
    error_description?: string;
    status: number;
    statusCode: number;
  }
  export const errors: {
    InvalidTarget: new (description?: string) => OIDCProviderError;
    SessionNotFound: new (description?: string) => OIDCProviderError;
    OIDCProviderError: typeof OIDCProviderError;
  };
  export default Provider;
}
