// Sessions (docs/decisions/0007-openid-connect-sealed-cookie-sessions.md): sealed cookies, so any instance behind the
// load balancer serves any request with no sticky routing, and sessions survive restarts. What instances
// must agree on lives in the shared store (src/server/shared-state): sessions that ended, and the one
// refresh per session.
//
// - `lumen_session`: the session (sealed: tokens unreadable and unforgeable), httpOnly, SameSite=Lax,
//   Secure behind TLS (the load balancer's X-Forwarded-Proto counts when TRUST_PROXY trusts it).
//   A new session id at every sign-in. The access token is refreshed before it expires, once across
//   all instances (shared-refresh.ts). The cookie is written as a header at once, so pages streamed
//   after hijacking the reply carry it too.
// - `lumen_signin`: the PKCE verifier, state, nonce and `next` of one sign-in, for 10 minutes, on /auth.
// - Sign-out (POST) records the session as ended in the shared store, so a copied cookie is refused at
//   once on every instance, revokes the refresh token at the issuer and clears the cookie.
// - Every session that ends is logged at info with its id and reason (never a token).
//
// Routes: GET /sign-in?next, GET /sign-up?next, GET /auth/callback, POST /sign-out (GET shows a page
// with the button), GET /api/user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { createSealer } from './sealed.ts';
import { endedSessions, type SessionEndReason } from './ended-sessions.ts';
import { RefreshPendingError, sharedRefresh } from './shared-refresh.ts';
import { metrics } from '../../platform/observability/metrics.ts';
import { signOutPageHtml } from './sign-out-page.ts';
import type { SharedStore } from '../shared-state/shared-store.ts';
import { RelyingParty, RelyingPartyError, type TokenSet } from './relying-party.ts';
import { sessionDataSchema, toSessionUser, toViewer, type SessionData } from './session-data.ts';
import type { SessionUser } from '../trpc/context.ts';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import { shownPictureUrl } from '../../shared/media/picture-url.ts';
import { safeNextPath } from '../../shared/session/session-check.ts';
import type { Viewer } from '../../shared/session/viewer.ts';
import { requestLocale } from '../i18n/request-locale.ts';

export const SESSION_COOKIE = 'lumen_session';
export const SIGN_IN_COOKIE = 'lumen_signin';
const SIGN_IN_TTL_SECONDS = 10 * 60;
/** Absolute session lifetime (the embedded issuer's refresh tokens live as long). */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
/** Refresh when the access token has less than this left. */
const REFRESH_MARGIN_SECONDS = 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session (after refresh), or null. */
    session: SessionData | null;
  }
  interface FastifyReply {
    /** Changes the signed-in session (e.g. its stored balance) and re-seals the cookie. */
    updateSession(patch: Partial<Pick<SessionData, 'balance'>>): Promise<void>;
  }
}

export interface SessionPluginOptions {
  secrets: readonly string[];
  publicUrl: string;
  relyingParty: RelyingParty;
  /** Another issuer's registration page; unset: /sign-up asks the embedded issuer's sign-up screen. */
  registrationRedirect?: string | undefined;
  /** The upstream, for the persona's picture at sign-in. */
  pool: UpstreamPool;
  /** Shared with the other instances: ended sessions and refreshes. */
  store: SharedStore;
  productName: string;
}

interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  maxAge: number;
}

function personaFromClaims(claims: Record<string, unknown>): SessionData['persona'] {
  const { persona_id: id, persona_handle: handle, persona_name: name } = claims;
  if (typeof id !== 'string' || typeof handle !== 'string' || id === '' || handle === '') return null;
  return { id, handle, name: typeof name === 'string' ? name : '' };
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  const sessionSealer = createSealer(options.secrets, 'session');
  const signInSealer = createSealer(options.secrets, 'sign-in');
  const rp = options.relyingParty;
  const ended = endedSessions(options.store);
  const refreshOnce = sharedRefresh({
    store: options.store,
    sealer: createSealer(options.secrets, 'refreshed-tokens'),
    refresh: (token) => rp.refresh(token),
  });
  const httpsSite = options.publicUrl.startsWith('https:');

  await app.register(cookie);
  app.decorateRequest('session', null);

  const cookieOptions = (request: FastifyRequest, path: string, maxAge: number): CookieOptions => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: httpsSite || request.protocol === 'https',
    maxAge,
  });

  // The session cookie goes straight into the reply's headers (replacing an earlier one of this
  // request), not through @fastify/cookie's onSend hook, which a hijacked (streamed) reply never runs.
  const putSessionCookie = (
    reply: FastifyReply,
    value: string,
    cookieOpts: CookieOptions | (Omit<CookieOptions, 'maxAge'> & { maxAge: 0; expires: Date }),
  ) => {
    const current = reply.getHeader('set-cookie');
    const lines = (current === undefined ? [] : Array.isArray(current) ? current : [String(current)]).filter(
      (line) => !line.startsWith(`${SESSION_COOKIE}=`),
    );
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', [...lines, app.serializeCookie(SESSION_COOKIE, value, cookieOpts)]);
  };

  const sessionEnd = (session: SessionData) => session.signedInAt + SESSION_TTL_SECONDS;

  const writeSession = async (request: FastifyRequest, reply: FastifyReply, session: SessionData) => {
    const remaining = sessionEnd(session) - Math.floor(Date.now() / 1000);
    putSessionCookie(reply, await sessionSealer.seal(session, remaining), cookieOptions(request, '/', remaining));
    request.session = session;
  };
  app.decorateReply('updateSession', async function (this: FastifyReply, patch: Partial<Pick<SessionData, 'balance'>>) {
    const current = this.request.session;
    if (!current) return;
    await writeSession(this.request, this, { ...current, ...patch });
  });

  const clearSession = (request: FastifyRequest, reply: FastifyReply) => {
    putSessionCookie(reply, '', { ...cookieOptions(request, '/', 0), maxAge: 0, expires: new Date(0) });
    request.session = null;
  };

  /** The session is over for good: clear the cookie and say why (by id, never a token). */
  const endSession = (
    request: FastifyRequest,
    reply: FastifyReply,
    reason: SessionEndReason,
    sessionId: string | null,
  ) => {
    clearSession(request, reply);
    request.log.info({ sessionId, reason }, 'session ended');
  };

  /** The persona's picture (docs/product.md §5: default portrait when absent); best effort. */
  const avatarOf = async (persona: SessionData['persona'], accessToken: string, requestId: string) => {
    if (!persona) return null;
    try {
      const client = options.pool.client({ chainId: requestId, token: accessToken });
      const document = await client.json('GET', `/profiles/${encodeURIComponent(persona.id)}`, {
        version: 'v2',
        mediaType: 'jsonapi',
      });
      const url = (document as { data?: { attributes?: { avatarImageUrl?: unknown } } }).data?.attributes
        ?.avatarImageUrl;
      return typeof url === 'string' ? shownPictureUrl(url, null) : null;
    } catch {
      return null;
    }
  };

  const refreshed = (session: SessionData, tokens: TokenSet): SessionData => ({
    ...session,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshToken: tokens.refreshToken,
    persona: personaFromClaims(tokens.claims) ?? session.persona,
  });

  // Every request: open the session, refuse it when it ended (on any instance), refresh the access token
  // when it is about to expire.
  app.addHook('onRequest', async (request, reply) => {
    const sealed = request.cookies[SESSION_COOKIE];
    if (!sealed) return;
    const opened = await sessionSealer.openDetailed(sealed);
    const parsed = sessionDataSchema.safeParse(opened.status === 'open' ? opened.payload : null);
    if (!parsed.success) {
      const sid = opened.status === 'expired' ? opened.payload.sid : undefined;
      endSession(
        request,
        reply,
        opened.status === 'expired' ? 'expired' : 'unreadable',
        typeof sid === 'string' ? sid : null,
      );
      return;
    }
    let session = parsed.data;
    let endedAs: string | null;
    try {
      endedAs = await ended.endedBecause(session.sid);
    } catch (error) {
      // The shared store is unreachable: nobody can tell whether this session was signed out elsewhere,
      // so this request is anonymous; the cookie stays for when the store is back.
      request.log.error({ err: error }, 'shared store unreachable: session not checked');
      return;
    }
    if (endedAs !== null) {
      endSession(request, reply, 'revoked', session.sid);
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    if (session.accessTokenExpiresAt - now < REFRESH_MARGIN_SECONDS) {
      if (!session.refreshToken) {
        endSession(request, reply, 'expired', session.sid);
        return;
      }
      try {
        session = refreshed(session, await refreshOnce(session.sid, session.refreshToken));
        await writeSession(request, reply, session);
      } catch (error) {
        metrics()?.sessionRefresh('failed');
        if (error instanceof RelyingPartyError && error.oauthError) {
          // invalid_grant: revoked at the issuer or expired: the session is over.
          request.log.info({ sessionId: session.sid, oauthError: error.oauthError }, 'access token refresh refused');
          endSession(request, reply, 'refresh-failed', session.sid);
          return;
        }
        // The issuer (or the instance refreshing) is slow or unreachable: keep the session if its token
        // still works, else treat this request as anonymous without ending the session (it refreshes when
        // the issuer is back).
        request.log.warn(
          { err: error, sessionId: session.sid, pending: error instanceof RefreshPendingError },
          'access token refresh failed',
        );
        if (session.accessTokenExpiresAt <= now) return;
      }
    }
    request.session = session;
  });

  const startSignIn = async (request: FastifyRequest, reply: FastifyReply, screen: 'login' | 'signup') => {
    const next = safeNextPath((request.query as Record<string, unknown>).next);
    if (request.session) return reply.redirect(next, 303);
    let authorization;
    try {
      authorization = await rp.authorizationRequest(screen === 'signup' ? { screen: 'signup' } : {});
    } catch (error) {
      request.log.error({ err: error }, 'the identity provider is unreachable');
      return reply
        .code(503)
        .header('retry-after', '10')
        .type('text/plain; charset=utf-8')
        .send('Signing in is unavailable right now. Try again in a minute.');
    }
    const state = {
      codeVerifier: authorization.codeVerifier,
      state: authorization.state,
      nonce: authorization.nonce,
      next,
    };
    reply.setCookie(
      SIGN_IN_COOKIE,
      await signInSealer.seal(state, SIGN_IN_TTL_SECONDS),
      cookieOptions(request, '/auth', SIGN_IN_TTL_SECONDS),
    );
    return reply.header('cache-control', 'no-store').redirect(authorization.url, 303);
  };

  app.get('/sign-in', (request, reply) => startSignIn(request, reply, 'login'));
  app.get('/sign-up', (request, reply) => {
    if (options.registrationRedirect) return reply.redirect(options.registrationRedirect, 303);
    return startSignIn(request, reply, 'signup');
  });

  app.get('/auth/callback', async (request, reply) => {
    const raw = await signInSealer.open(request.cookies[SIGN_IN_COOKIE] ?? '');
    reply.clearCookie(SIGN_IN_COOKIE, { path: '/auth' });
    const checks = raw as { codeVerifier?: unknown; state?: unknown; nonce?: unknown; next?: unknown } | null;
    if (
      !checks ||
      typeof checks.codeVerifier !== 'string' ||
      typeof checks.state !== 'string' ||
      typeof checks.nonce !== 'string'
    ) {
      // No sign-in in progress in this browser (expired, another browser, a forged link): start again.
      return reply.redirect('/sign-in', 303);
    }
    const next = safeNextPath(checks.next);
    const query = request.query as Record<string, unknown>;
    if (query.error === 'access_denied') return reply.redirect(next, 303);
    let tokens: TokenSet;
    try {
      tokens = await rp.finishAuthorization(new URL(request.url, options.publicUrl), {
        codeVerifier: checks.codeVerifier,
        state: checks.state,
        nonce: checks.nonce,
      });
    } catch (error) {
      metrics()?.signIn('failed');
      request.log.warn({ err: error }, 'sign-in callback refused');
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('That sign-in could not be completed. Go back and sign in again.');
    }
    const sub = tokens.claims.sub;
    if (typeof sub !== 'string' || sub === '') {
      return reply.code(502).type('text/plain; charset=utf-8').send('The identity provider sent no subject.');
    }
    const persona = personaFromClaims(tokens.claims);
    metrics()?.signIn('succeeded');
    await writeSession(request, reply, {
      v: 1,
      sid: randomBytes(18).toString('base64url'),
      sub,
      email: typeof tokens.claims.email === 'string' ? tokens.claims.email : null,
      persona,
      avatarImageUrl: await avatarOf(persona, tokens.accessToken, request.id),
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshToken: tokens.refreshToken,
      signedInAt: Math.floor(Date.now() / 1000),
      balance: null,
    });
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (session) {
      try {
        await ended.end(session.sid, 'signed-out', sessionEnd(session));
      } catch (error) {
        // The cookie is still cleared and the refresh token revoked; a copy works until its access token expires.
        request.log.error({ err: error, sessionId: session.sid }, 'shared store unreachable: sign-out not shared');
      }
      endSession(request, reply, 'signed-out', session.sid);
      if (session.refreshToken) await rp.revoke(session.refreshToken, 'refresh_token');
    } else {
      clearSession(request, reply);
    }
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  };
  // POST only (the account menu's form and the page below; the same-origin check refuses cross-site
  // posts). A GET never changes state: GET /sign-out shows the button.
  await app.register(async (forms) => {
    // The account menu's plain <form method="post"> sends an (empty) urlencoded body.
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    forms.post('/sign-out', signOut);
  });
  app.get('/sign-out', async (request, reply) =>
    reply
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(
        signOutPageHtml({
          productName: options.productName,
          email: request.session?.email ?? null,
          signedIn: request.session !== null,
          styleNonce: reply.cspNonce.style,
          locale: requestLocale(request),
        }),
      ),
  );

  // docs/product.md §13: GET /api/user. 404 when nobody is signed in (docs/product.md §12: the client then sends the
  // browser to the sign-in path).
  app.get('/api/user', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!request.session) return reply.code(404).send({ error: 'not-signed-in', message: 'Nobody is signed in.' });
    const viewer: Viewer = toViewer(request.session);
    return reply.send(viewer);
  });
}

export const sessionPluginFp = fp(sessionPlugin, { name: 'lumen-session' });

export function sessionUserOf(request: FastifyRequest): SessionUser | null {
  return request.session ? toSessionUser(request.session) : null;
}

export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.session ? toViewer(request.session) : null;
}
