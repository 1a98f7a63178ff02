// Configuration is read once from the environment, validated by zod, and fails fast with a message
// that names the variable. Every default runs offline on a fresh machine (guide §3).
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalUrl = z.preprocess(
  blankToUndefined,
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

/** '/' (relative in-app links) or an http(s) origin with an optional path (spec §2 domain prefix). */
const siteBase = z
  .string()
  .trim()
  .refine((value) => value === '/' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value), {
    message: "must be '/' or an http(s) URL",
  });

const SOCIAL_SITES = ['x', 'youtube', 'discord', 'instagram', 'facebook', 'tiktok'] as const;
/** "x=https://x.com/lumen,discord=https://discord.gg/lumen": the footer's Follow us column (spec §2). */
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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  PRODUCT_NAME: z.string().trim().min(1).max(40).default('Lumen'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL').optional(),
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
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  productName: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset means: run the embedded upstream in this process and point here at it. */
  upstream: { v1: string; v2: string } | undefined;
  upstreamPort: number;
  upstreamTimeoutMs: number;
  upstreamTokenSecret: string | undefined;
  sites: { atlas: string; store: string; profiles: string };
  socialLinks: Env['SOCIAL_LINKS'];
  /** Where the built client and SSR bundle live. */
  distDir: string;
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
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    productName: env.PRODUCT_NAME,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    upstream:
      env.UPSTREAM_V1_URL && env.UPSTREAM_V2_URL ? { v1: env.UPSTREAM_V1_URL, v2: env.UPSTREAM_V2_URL } : undefined,
    upstreamPort: env.UPSTREAM_PORT,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamTokenSecret: env.UPSTREAM_TOKEN_SECRET,
    sites: { atlas: env.ATLAS_BASE_URL, store: env.STORE_BASE_URL, profiles: env.PROFILES_BASE_URL },
    socialLinks: env.SOCIAL_LINKS,
    distDir,
  };
}
