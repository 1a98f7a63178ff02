// Test helpers for the OpenID Connect flow: an issuer on 127.0.0.1 inside a Fastify app shaped like the
// embedded upstream, a minimal browser (cookie jar, manual redirects) and the web tier's side of the
// sign-in with openid-client 6 (insecure http allowed: tests only).
import Fastify, { type FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { AddressInfo } from 'node:net';
import type { Database } from '../db/database.ts';
import { WEB_CLIENT_SCOPE, createIdentityProvider, type IdentityProvider } from './provider.ts';
import { identityRoutes } from './routes.ts';
import type { Clock } from '../kit/clock.ts';

export const TEST_CLIENT_ID = 'lumen-web';
export const TEST_CLIENT_SECRET = 'a-client-secret-that-is-long-enough-0123456789';
const CLIENT_ID = TEST_CLIENT_ID;
const CLIENT_SECRET = TEST_CLIENT_SECRET;

export interface RunningIssuer {
  app: FastifyInstance;
  origin: string;
  issuer: string;
  redirectUri: string;
  identity: () => IdentityProvider;
  close(): Promise<void>;
}

/** A Fastify app shaped like the embedded upstream (no default body parsers) with the provider at /oidc. */
export async function startIssuer(
  db: Database,
  /** publicOrigin: the issuer's origin when it is not this app's own (instances behind one address). */
  opts: {
    port?: number;
    publicOrigin?: string;
    onServerError?: (error: unknown) => void;
    accessTokenTtlSeconds?: number;
    /** The clock of the guessing limits (default: the system clock); one that stands still makes waits exact. */
    clock?: Clock;
  } = {},
): Promise<RunningIssuer> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, JSON.parse(String(body)) as unknown),
  );
  let identity: IdentityProvider | undefined;
  await app.register(identityRoutes, {
    mountPath: '/oidc',
    clock: opts.clock,
    identity: () => {
      if (!identity) throw new Error('not started');
      return identity;
    },
  });
  await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const issuer = `${opts.publicOrigin ?? origin}/oidc`;
  const redirectUri = `${opts.publicOrigin ?? origin}/callback`;
  identity = await createIdentityProvider({
    db,
    issuer,
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [redirectUri] }],
    ...(opts.onServerError ? { onServerError: opts.onServerError } : {}),
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
  });
  const current = identity;
  return { app, origin, issuer, redirectUri, identity: () => current, close: () => app.close() };
}

/** What one Set-Cookie line does to a jar: [name, value], or [name, null] when it deletes the cookie. */
export function cookieChange(line: string): [string, string | null] {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const gone = attributes.some((attribute) => {
    const [key = '', val = ''] = attribute.trim().split('=');
    return (
      (key.toLowerCase() === 'max-age' && Number(val) <= 0) ||
      (key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now())
    );
  });
  return [name, gone || value === '' ? null : value];
}

/** Just enough of a browser: cookies by name (paths ignored), redirects followed by hand. */
export class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const headers = new Headers();
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.body) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = cookieChange(line);
      if (value === null) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page (not a redirect) or a redirect to `stopAt`; returns the last response and URL. */
  async follow(
    url: string,
    stopAt: string,
    init: { method?: string; body?: URLSearchParams } = {},
  ): Promise<{ response: Response; url: string; stopped: boolean }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { response, url: current, stopped: false };
      const next = new URL(location, current).href;
      if (next.startsWith(stopAt)) return { response, url: next, stopped: true };
      current = next;
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }
}

/** The OAuth `error` code a rejected openid-client call carries (undefined if it did not reject). */
export async function oauthErrorOf(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  return typeof error === 'object' && error !== null && 'error' in error ? error.error : error;
}

export const formAction = (html: string, path: string): string => {
  const match = new RegExp(`action="([^"]*${path})"`).exec(html);
  if (!match?.[1]) throw new Error(`no form posting to ${path}`);
  return match[1].replace(/&amp;/g, '&');
};

export async function discover(issuer: RunningIssuer): Promise<client.Configuration> {
  return client.discovery(new URL(issuer.issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
    execute: [client.allowInsecureRequests],
  });
}

export interface SignIn {
  browser: Browser;
  verifier: string;
  state: string;
  loginPage: { response: Response; url: string; html: string };
}

export async function startSignIn(
  issuer: RunningIssuer,
  config: client.Configuration,
  extra: Record<string, string> = {},
): Promise<SignIn> {
  const browser = new Browser();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: issuer.redirectUri,
    scope: WEB_CLIENT_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
    state,
    ...extra,
  });
  const page = await browser.follow(url.href, issuer.redirectUri);
  return { browser, verifier, state, loginPage: { ...page, html: await page.response.text() } };
}

export async function signIn(issuer: RunningIssuer, config: client.Configuration, email: string, password: string) {
  const started = await startSignIn(issuer, config);
  const action = new URL(formAction(started.loginPage.html, '/login'), started.loginPage.url).href;
  const done = await started.browser.follow(action, issuer.redirectUri, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
  });
  return { ...started, done };
}
