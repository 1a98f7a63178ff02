// Configuration is read once from the environment, validated by zod, and fails fast with a message
// that names the variable. Every default runs offline on a fresh machine (docs/toolchain.md §6).
import { z } from 'zod';
import {
  blankToUndefined,
  EMBEDDED_ISSUER_PATH,
  observabilityConfig,
  observabilityEnvShape,
  optionalUrl,
  port,
  sessionSecretsSchema,
  type ObservabilityConfig,
} from '../../platform/config/env.ts';

export { EMBEDDED_ISSUER_PATH, type ObservabilityConfig };
import { imageHostsEnvSchema } from '../../shared/media/schema.ts';
import { DEFAULT_CLIENT_VERSION } from '../../shared/visit/compat.ts';
import { DEFAULT_CURRENCY_RATES, parseCurrencyRates, type CurrencyRate } from '../../shared/money/equivalent.ts';

/** '/' (relative in-app links) or an http(s) origin with an optional path (docs/product.md §3 domain prefix). */
const siteBase = z
  .string()
  .trim()
  .refine((value) => value === '/' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value), {
    message: "must be '/' or an http(s) URL",
  });

/** "USD:0.01,EUR:0.0093": one Lumen Dollar's value in each currency (docs/product.md §19); empty: none. */
const currencyRates = z
  .string()
  .default(DEFAULT_CURRENCY_RATES)
  .transform((value, context): CurrencyRate[] => {
    const parsed = parseCurrencyRates(value);
    if (parsed.ok) return parsed.rates;
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

const SOCIAL_SITES = ['x', 'youtube', 'discord', 'instagram', 'facebook', 'tiktok'] as const;
/** "x=https://x.com/lumen,discord=https://discord.gg/lumen": the footer's Follow us column (docs/product.md §4). */
const socialLinks = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return [];
    const links: Array<{ site: (typeof SOCIAL_SITES)[number]; url: string }> = [];
    for (const pair of value.split(',')) {
      const [site = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      const parsedSite = z.enum(SOCIAL_SITES).safeParse(site);
      const parsedUrl = z.url({ protocol: /^https$/ }).safeParse(url);
      if (!parsedSite.success || !parsedUrl.success) {
        context.addIssue({
          code: 'custom',
          message: `expected site=https-url pairs separated by commas, sites: ${SOCIAL_SITES.join(', ')} (got "${pair}")`,
        });
        return z.NEVER;
      }
      links.push({ site: parsedSite.data, url: parsedUrl.data });
    }
    return links;
  });

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and protocol: a hop count (`1`: the
 * load balancer in front of us) or comma-separated addresses/CIDRs of the proxies. `true` (trust every
 * hop) is refused: any client could then choose its own address and with it its rate-limit identity.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          "'true' would trust every hop, so any client could set its own address: give the number of proxies in front of Lumen (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.7)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const valid = entries.every((entry) => {
      const [address = '', bits, ...rest] = entry.split('/');
      if (rest.length > 0) return false;
      const ipv4 = z.ipv4().safeParse(address).success;
      const ipv6 = z.ipv6().safeParse(address).success;
      if (!ipv4 && !ipv6) return false;
      if (bits === undefined) return true;
      return /^\d{1,3}$/.test(bits) && Number(bits) <= (ipv4 ? 32 : 128);
    });
    if (entries.length === 0 || !valid) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a hop count (0 to 10) or comma-separated IP addresses/CIDRs of the proxies, e.g. 10.0.0.0/8,192.168.1.7',
      });
      return z.NEVER;
    }
    return entries;
  });

const booleanFlag = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  PRODUCT_NAME: z.string().trim().min(1).max(40).default('Lumen'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
      .optional(),
  ),
  UPSTREAM_V1_URL: optionalUrl,
  UPSTREAM_V2_URL: optionalUrl,
  UPSTREAM_PORT: port.default(0),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  UPSTREAM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ATLAS_BASE_URL: siteBase.default('/'),
  STORE_BASE_URL: siteBase.default('/'),
  PROFILES_BASE_URL: siteBase.default('/'),
  SOCIAL_LINKS: socialLinks.default([]),
  /** The desktop client's installer (the /download page's button); unset: the page says it is unavailable. */
  CLIENT_DOWNLOAD_URL: optionalUrl,
  /** The desktop client version this deployment offers (its download and its launch links): the Visit
   * button asks the experiences service whether that client can enter a world before launching it. */
  CLIENT_VERSION: z
    .string()
    .trim()
    .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'must look like major.minor.patch, e.g. 1.5.0')
    .default(DEFAULT_CLIENT_VERSION),
  /** Seals session cookies. Comma-separated for rotation: the first seals, all open. Unset: one is
   * generated and kept under DATA_DIR (fine for one machine; set it when running several instances). */
  SESSION_SECRET: sessionSecretsSchema,
  /** Where this web tier reaches the embedded issuer when the upstream is remote (split topology): the
   * upstream process's origin. Unset: the origin of UPSTREAM_V1_URL. */
  IDENTITY_INTERNAL_URL: optionalUrl,
  /** Shared state between instances (rate limits, ended sessions, refreshes); unset: in this process. */
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7E]+$/, 'must be printable ASCII without spaces')
    .default('lumen:'),
  /** Demo catalogue and demo accounts. Unset: on for the embedded PGlite default, off with DATABASE_URL. */
  DEMO_DATA: z.preprocess(blankToUndefined, booleanFlag.optional()),
  /** Connections per instance to DATABASE_URL's PostgreSQL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** Lifetime of the embedded issuer's access tokens, in seconds. */
  OIDC_ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 60 * 60)
    .default(600),
  /** Serve the sandbox mail outbox at /oidc/sandbox-mail (it shows anyone's mail). Unset: on with the demo
   * data (the PGlite default, where no mail provider runs and sign-up must still be possible), else off. */
  MAIL_SANDBOX_INBOX: z.preprocess(blankToUndefined, booleanFlag.optional()),
  /** Another OpenID Connect issuer (Keycloak, Auth0…). Unset: the embedded issuer at PUBLIC_URL/oidc. */
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().min(1).max(200).default('lumen-web'),
  OIDC_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  OIDC_SCOPE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[\x21\x23-\x5B\x5D-\x7E ]+$/)
      .optional(),
  ),
  /** Resource indicator (RFC 8707) / audience of the access tokens the upstream accepts. */
  OIDC_RESOURCE: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
  /** Where 'Sign up' leads with another issuer (e.g. Keycloak's registration page); unset hides it. */
  OIDC_REGISTRATION_URL: optionalUrl,
  /** Origins browsers upload pictures to besides this site (the S3 bucket's, with the S3 store), for the
   * CSP's connect-src. Comma-separated https origins; unset: uploads go to this site only. */
  UPLOADS_CONNECT_SRC: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .refine((origins) => origins.every((origin) => /^https:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin)), {
        message: 'must be comma-separated https origins, e.g. https://lumen-uploads.s3.eu-west-1.amazonaws.com',
      })
      .optional(),
  ),
  /** Redirect pages and sign-in asked for on another host to PUBLIC_URL (security/canonical-host.ts). */
  CANONICAL_HOST_REDIRECT: booleanFlag.default(true),
  /** After SIGTERM: how long /readyz says 503 while requests are still served, so the balancer stops
   * sending new ones before the listener closes (lifecycle/graceful-drain.ts). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** After SIGTERM: how long in-flight requests may take to finish before the process gives up on them. */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Hosts whose https pictures may be shown and set (covers, galleries, listing pictures), besides
   * Lumen's own /media. Comma-separated host names; unset: Lumen's own pictures only. */
  IMAGE_HOSTS: imageHostsEnvSchema,
  /** How long an anonymous page may be answered from this instance's page cache (src/server/ssr/page-cache.ts);
   * 0 renders every page. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Serve GET /api/proxy?url=… (the url-parameter proxy to the configured upstreams). Off by default. */
  API_PROXY: booleanFlag.default(false),
  LISTING_SEARCH_V1: booleanFlag.default(false),
  /** Approximate prices in the visitor's money beside Lumen Dollar prices (docs/product.md §19): the value of
   * one Lumen Dollar per ISO 4217 currency. Empty: no equivalents and no currency selector. */
  CURRENCY_RATES: currencyRates,
  ...observabilityEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  productName: string;
  logLevel: Env['LOG_LEVEL'];
  /** false, a hop count, or the proxies' addresses/CIDRs (never 'trust everyone'). */
  trustProxy: false | number | string[];
  /** Unset: shared state lives in this process (one instance). */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size per instance (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Seed the demo catalogue and demo accounts (DEMO_DATA). */
  demoData: boolean;
  /** Anonymous pages are served from the page cache for this long (PAGE_CACHE_SECONDS); 0: off. */
  pageCacheSeconds: number;
  /** The embedded issuer's access-token lifetime in seconds (OIDC_ACCESS_TOKEN_TTL). */
  accessTokenTtlSeconds: number;
  /** Serve the sandbox mail outbox as a page (MAIL_SANDBOX_INBOX). */
  sandboxMailInbox: boolean;
  /** Unset means: run the embedded upstream in this process and point here at it. */
  upstream: { v1: string; v2: string } | undefined;
  upstreamPort: number;
  upstreamTimeoutMs: number;
  upstreamTokenSecret: string | undefined;
  sites: { atlas: string; store: string; profiles: string };
  socialLinks: Env['SOCIAL_LINKS'];
  /** Where the client installer is downloaded from; null when this deployment has none. */
  clientDownloadUrl: string | null;
  /** The desktop client version this deployment offers (CLIENT_VERSION); the visit flow's compat check. */
  clientVersion: string;
  /** Undefined: main.ts generates one under dataDir. */
  sessionSecrets: string[] | undefined;
  identity: IdentityConfig;
  /** Another issuer's registration page (/sign-up redirects there). */
  registrationRedirect: string | undefined;
  /** Extra connect-src origins for direct uploads (UPLOADS_CONNECT_SRC). */
  uploadConnectSources: string[];
  /** Hosts of https pictures (IMAGE_HOSTS): the picture rule (src/shared/media/picture-url.ts) and img-src. */
  imageHosts: string[];
  /** Where the built client and SSR bundle live. */
  distDir: string;
  /** The embedded issuer's internal origin with a remote upstream (split topology); main.ts uses the
   * in-process upstream's otherwise. */
  identityInternalOrigin?: string | undefined;
  /** Redirect navigations on another host to PUBLIC_URL. */
  canonicalHostRedirect: boolean;
  /** Graceful drain after SIGTERM (main.ts). */
  drain: { delayMs: number; timeoutMs: number };
  /** Serve /api/proxy (API_PROXY): only to the upstream base URLs, with the session's token only there. */
  apiProxy: boolean;
  /** The store search asks the v1 POST /products/_search instead of the v2 GET /products (LISTING_SEARCH_V1). */
  listingSearchV1: boolean;
  /** One Lumen Dollar's value in each offered currency (CURRENCY_RATES); empty: no equivalents shown. */
  currencyRates: CurrencyRate[];
  /** Metrics (METRICS_PORT) and tracing (OTEL_EXPORTER_OTLP_ENDPOINT); main.ts starts them. */
  observability: ObservabilityConfig;
}

/** Scope the web tier asks the embedded issuer for (persona claims and the upstream resource). */
export const EMBEDDED_OIDC_SCOPE = 'openid email persona offline_access upstream';
export const EMBEDDED_OIDC_RESOURCE = 'urn:lumen:upstream';

export interface IdentityConfig {
  /** True: the embedded issuer at PUBLIC_URL/oidc, which this process forwards to the embedded upstream
   * (its own, or the upstream process of a split deployment). */
  embedded: boolean;
  issuer: string;
  clientId: string;
  /** Undefined for the embedded issuer: derived from the session secret in main.ts. */
  clientSecret: string | undefined;
  scope: string;
  resource: string | undefined;
  /** Where 'Sign up' leads: our /sign-up (embedded) or the issuer's registration page; null hides it. */
  registrationUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, distDir = 'dist'): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.UPSTREAM_V1_URL === undefined) !== (env.UPSTREAM_V2_URL === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  UPSTREAM_V1_URL and UPSTREAM_V2_URL go together: set both (remote services) or neither (embedded).',
    );
  }
  // Only when the operator says production (main.ts passes NODE_ENV through only when it was set):
  // a fresh `npm start` keeps generating its own secret under DATA_DIR.
  if (source.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production (at least 32 characters, the same on every instance).',
    );
  }
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_CLIENT_SECRET: required with OIDC_ISSUER_URL (the web tier is a confidential client).',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const identity: IdentityConfig = env.OIDC_ISSUER_URL
    ? {
        embedded: false,
        issuer: env.OIDC_ISSUER_URL.replace(/\/+$/, ''),
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        scope: env.OIDC_SCOPE ?? 'openid email profile offline_access',
        resource: env.OIDC_RESOURCE,
        registrationUrl: env.OIDC_REGISTRATION_URL ? '/sign-up' : null,
      }
    : {
        embedded: true,
        issuer: `${publicUrl}${EMBEDDED_ISSUER_PATH}`,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        scope: env.OIDC_SCOPE ?? EMBEDDED_OIDC_SCOPE,
        resource: env.OIDC_RESOURCE ?? EMBEDDED_OIDC_RESOURCE,
        registrationUrl: '/sign-up',
      };
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    productName: env.PRODUCT_NAME,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    accessTokenTtlSeconds: env.OIDC_ACCESS_TOKEN_TTL,
    sandboxMailInbox: env.MAIL_SANDBOX_INBOX ?? env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    upstream:
      env.UPSTREAM_V1_URL && env.UPSTREAM_V2_URL ? { v1: env.UPSTREAM_V1_URL, v2: env.UPSTREAM_V2_URL } : undefined,
    upstreamPort: env.UPSTREAM_PORT,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamTokenSecret: env.UPSTREAM_TOKEN_SECRET,
    sites: { atlas: env.ATLAS_BASE_URL, store: env.STORE_BASE_URL, profiles: env.PROFILES_BASE_URL },
    socialLinks: env.SOCIAL_LINKS,
    clientDownloadUrl: env.CLIENT_DOWNLOAD_URL ?? null,
    clientVersion: env.CLIENT_VERSION,
    sessionSecrets: env.SESSION_SECRET,
    identity,
    registrationRedirect: env.OIDC_REGISTRATION_URL,
    uploadConnectSources: env.UPLOADS_CONNECT_SRC ?? [],
    imageHosts: env.IMAGE_HOSTS,
    distDir,
    identityInternalOrigin:
      identity.embedded && env.UPSTREAM_V1_URL
        ? new URL(env.IDENTITY_INTERNAL_URL ?? env.UPSTREAM_V1_URL).origin
        : undefined,
    canonicalHostRedirect: env.CANONICAL_HOST_REDIRECT,
    drain: { delayMs: env.DRAIN_DELAY_MS, timeoutMs: env.DRAIN_TIMEOUT_MS },
    apiProxy: env.API_PROXY,
    listingSearchV1: env.LISTING_SEARCH_V1,
    currencyRates: env.CURRENCY_RATES,
    observability: observabilityConfig(env, 'lumen-web'),
  };
}
