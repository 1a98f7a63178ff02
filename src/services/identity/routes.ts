// Mounts the identity provider in a Fastify app: the provider's own endpoints (discovery, auth, token,
// jwks, revocation, end session…) under its mount path, and the interaction pages (sign-in form,
// first-party consent) at `${mountPath}/interaction/:uid`.
//
// oidc-provider is a Koa app: its routes are handed the raw Node request and response (reply.hijack())
// with the mount path stripped from req.url and kept in req.originalUrl, which is how it computes its own
// URLs. Those routes parse nothing in Fastify: the provider reads the raw body itself.
//
// The interaction pages are server-rendered HTML without scripts; every value is escaped. Forms are
// protected against cross-site submission by oidc-provider's interaction cookie (SameSite=Lax, scoped to
// the interaction's path, checked against the uid in the URL).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction, type InteractionResults } from 'oidc-provider';
import { AccountError, authenticate } from './accounts.ts';
import { createSandboxMailSender, readSandboxOutbox, type MailSender } from '../mail/index.ts';
import { MIN_PASSWORD_LENGTH } from './password-policy.ts';
import { confirmRegistration, requestRegistration } from './registration.ts';
import {
  IDENTITY_STYLESHEET,
  STYLESHEET_PATH,
  renderLoginPage,
  renderMessagePage,
  renderSignUpPage,
  renderCheckEmailPage,
  renderConfirmPage,
  renderSandboxInboxPage,
  type LoginPage,
  type SignUpPage,
} from './pages.ts';
import type { IdentityProvider } from './provider.ts';
import { PERMISSIONS_POLICY } from '../../shared/security/permissions-policy.ts';
import { retryAfterSeconds } from '../throttle/index.ts';
import { languageOfRequest, tryAgainIn } from './language.ts';
import { admitSignIn, admitSignUp, signInSucceeded } from './throttle.ts';
import { systemClock, type Clock } from '../kit/clock.ts';
import { FONT_PATH_PREFIX, loadIdentityFonts } from './fonts.ts';

export interface IdentityRoutesOptions {
  /**
   * The provider, or a function giving it on first request (when the issuer's port is only known after
   * listen). Its issuer's path must equal `mountPath`.
   */
  identity: IdentityProvider | (() => IdentityProvider | Promise<IdentityProvider>);
  /** Where the provider lives in this app, e.g. '/oidc' (default). */
  mountPath?: string;
  /** Product name on the sign-in page (default Lumen). */
  productName?: string;
  /** The site's home page (the registration header's logo). Default '/'. */
  homeUrl?: string;
  /** Offer the sign-up screen (local registration). Default true. */
  registration?: boolean;
  /** Sends the registration emails. Default: the sandbox outbox in the issuer's database. */
  mail?: MailSender | undefined;
  /** Serve the sandbox outbox as a page at `${mountPath}/sandbox-mail?to=` (development, tests). Default false. */
  sandboxInbox?: boolean | undefined;
  /** The clock the guessing limits and confirmation links read (default: the system clock). */
  clock?: Clock | undefined;
}

/** Where the registration email's link leads, under the sign-up's interaction (whose cookie is scoped there). */
export const CONFIRM_PATH = '/confirm-email';
/** The sandbox outbox page, under the mount path, when turned on. */
export const SANDBOX_INBOX_PATH = '/sandbox-mail';

const FORM_BODY_LIMIT = 16 * 1024;

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null || !(name in body)) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function isSessionNotFound(error: unknown): boolean {
  return error instanceof errors.SessionNotFound;
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (app, opts) => {
  const mountPath = (opts.mountPath ?? '/oidc').replace(/\/+$/, '');
  const productName = opts.productName ?? 'Lumen';
  const registration = opts.registration ?? true;
  const clock = opts.clock ?? systemClock;
  const frame = { productName, mountPath, homeUrl: opts.homeUrl ?? '/' };
  // The web tier's /sign-in, next to its home page.
  const signInUrl = () => `${frame.homeUrl.replace(/\/+$/, '')}/sign-in`;
  let resolved: Promise<IdentityProvider> | undefined;
  const identity = (): Promise<IdentityProvider> => {
    if (resolved) return resolved;
    const pending = (async () => {
      const value = typeof opts.identity === 'function' ? await opts.identity() : opts.identity;
      if (value.mountPath !== mountPath) {
        throw new Error(`The issuer ${value.issuer} is not mounted at ${mountPath || '/'}.`);
      }
      return value;
    })();
    // Not ready yet (or misconfigured): ask again on the next request.
    pending.catch(() => {
      if (resolved === pending) resolved = undefined;
    });
    resolved = pending;
    return pending;
  };

  const pageHeaders = async (reply: FastifyReply) => {
    const { clients } = await identity();
    // After the sign-in form, the browser follows redirects to the client's redirect URI: CSP's
    // form-action covers that chain, so those origins are allowed.
    const origins = new Set<string>();
    for (const client of clients) for (const uri of client.redirectUris) origins.add(new URL(uri).origin);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('permissions-policy', PERMISSIONS_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'self'; font-src 'self'; form-action 'self' ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      );
  };

  /** The frame of a page in the language this request asks for. */
  const frameOf = (request: FastifyRequest) => ({ ...frame, language: languageOfRequest(request.raw) });

  const expired = async (request: FastifyRequest, reply: FastifyReply) => {
    await pageHeaders(reply);
    const { t } = languageOfRequest(request.raw);
    return reply
      .code(400)
      .send(renderMessagePage(productName, t('expired.title'), t('expired.body'), frameOf(request)));
  };

  /** The interaction of this request (cookie) if it is the one named in the URL. */
  const currentInteraction = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ): Promise<Interaction | null> => {
    const { provider } = await identity();
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch (error) {
      if (isSessionNotFound(error)) return null;
      throw error;
    }
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge: boolean) => {
    const { provider } = await identity();
    reply.hijack();
    try {
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    } catch (error) {
      // The reply is ours now (hijacked): never leave the request hanging.
      request.log.error({ err: error }, 'finishing the sign-in interaction failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(isSessionNotFound(error) ? 400 : 500, { 'content-type': 'text/plain; charset=utf-8' });
      }
      reply.raw.end(languageOfRequest(request.raw).t('finish.failed'));
    }
  };

  const interactionPath = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;
  const loginPage = (request: FastifyRequest, uid: string, email: string, error?: string): LoginPage => ({
    ...frameOf(request),
    action: `${interactionPath(uid)}/login`,
    abortAction: `${interactionPath(uid)}/abort`,
    email,
    error,
    signUpUrl: registration ? `${interactionPath(uid)}?screen=signup` : undefined,
  });
  const signUpPage = (
    request: FastifyRequest,
    uid: string,
    values: SignUpPage['values'],
    error?: { message: string; field: SignUpPage['errorField'] },
  ): SignUpPage => ({
    ...frameOf(request),
    action: `${interactionPath(uid)}/signup`,
    abortAction: `${interactionPath(uid)}/abort`,
    logInUrl: `${interactionPath(uid)}?screen=login`,
    values,
    error: error?.message,
    errorField: error?.field,
    minPasswordLength: MIN_PASSWORD_LENGTH,
  });
  const wantsSignUp = (request: FastifyRequest, details: Interaction): boolean => {
    if (!registration) return false;
    const query = request.query as Record<string, unknown>;
    if (query.screen === 'login') return false;
    return query.screen === 'signup' || details.params.screen === 'signup';
  };

  // The interaction pages: their own scope, with a form parser only.
  await app.register(async (pages: FastifyInstance) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    pages.get(`${mountPath}${STYLESHEET_PATH}`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDENTITY_STYLESHEET),
    );

    const fonts = loadIdentityFonts();
    pages.get<{ Params: { file: string } }>(`${mountPath}${FONT_PATH_PREFIX}:file`, async (request, reply) => {
      const font = fonts.get(request.params.file);
      if (!font) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(font);
    });

    // No HEAD twin: this GET may grant consent, which a HEAD request must not do.
    const interactionOptions = { exposeHeadRoute: false };
    pages.get<{ Params: { uid: string } }>(
      `${mountPath}/interaction/:uid`,
      interactionOptions,
      async (request, reply) => {
        const details = await currentInteraction(request, reply);
        if (!details) return expired(request, reply);
        const { provider, clients } = await identity();

        if (details.prompt.name === 'login') {
          await pageHeaders(reply);
          const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
          if (wantsSignUp(request, details)) {
            return reply
              .code(200)
              .send(renderSignUpPage(signUpPage(request, details.uid, { email: hint, handle: '', name: '' })));
          }
          return reply.code(200).send(renderLoginPage(loginPage(request, details.uid, hint)));
        }

        if (details.prompt.name === 'consent') {
          const accountId = details.session?.accountId;
          const clientId = details.params.client_id;
          // Every configured client is first-party: consent is granted on the user's behalf.
          if (!accountId || typeof clientId !== 'string' || !clients.some((client) => client.clientId === clientId)) {
            return finish(request, reply, { error: 'access_denied', error_description: 'consent required' }, false);
          }
          const grant =
            (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
            new provider.Grant({ accountId, clientId });
          const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
          if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
          if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
          if (missingResourceScopes) {
            for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
              grant.addResourceScope(indicator, scopes.join(' '));
            }
          }
          const grantId = await grant.save();
          return finish(request, reply, { consent: details.grantId ? {} : { grantId } }, true);
        }

        return finish(request, reply, { error: 'invalid_request', error_description: 'unsupported prompt' }, false);
      },
    );

    pages.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/login`, async (request, reply) => {
      const details = await currentInteraction(request, reply);
      if (!details || details.prompt.name !== 'login') return expired(request, reply);
      const email = formField(request.body, 'email');
      const password = formField(request.body, 'password');
      const { db } = await identity();
      const now = clock();
      const admission = await admitSignIn(db, email, request.ip, now);
      const { t } = languageOfRequest(request.raw);
      if (!admission.admitted) {
        await pageHeaders(reply);
        return reply
          .code(429)
          .header('retry-after', String(retryAfterSeconds(admission.waitMs)))
          .send(
            renderLoginPage(
              loginPage(request, details.uid, email, t('login.tooMany', { wait: tryAgainIn(t, admission.waitMs) })),
            ),
          );
      }
      const account = email && password ? await authenticate(db, email, password) : null;
      if (!account) {
        await pageHeaders(reply);
        return reply.code(401).send(renderLoginPage(loginPage(request, details.uid, email, t('login.wrong'))));
      }
      await signInSucceeded(db, email, request.ip, now);
      return finish(request, reply, { login: { accountId: account.id } }, false);
    });

    // Registration (the sign-up screen of the same interaction): the same answer whether or not the email
    // is registered (registration.ts); the account is created from the link in the email. Limited per
    // address (each attempt costs a hash and a message).
    pages.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/signup`, async (request, reply) => {
      const details = await currentInteraction(request, reply);
      if (!registration || !details || details.prompt.name !== 'login') return expired(request, reply);
      const values = {
        email: formField(request.body, 'email').trim(),
        handle: formField(request.body, 'handle').trim(),
        name: formField(request.body, 'name').trim(),
      };
      const password = formField(request.body, 'password');
      const language = languageOfRequest(request.raw);
      const { t } = language;
      await pageHeaders(reply);
      if ((values.handle === '') !== (values.name === '')) {
        const field = values.handle === '' ? 'handle' : 'name';
        return reply
          .code(422)
          .send(
            renderSignUpPage(signUpPage(request, details.uid, values, { message: t('signup.personaBoth'), field })),
          );
      }
      const { db, issuer } = await identity();
      const now = clock();
      const admission = await admitSignUp(db, request.ip, now);
      if (!admission.admitted) {
        return reply
          .code(429)
          .header('retry-after', String(retryAfterSeconds(admission.waitMs)))
          .send(
            renderSignUpPage(
              signUpPage(request, details.uid, values, {
                message: t('signup.tooMany', { wait: tryAgainIn(t, admission.waitMs) }),
                field: undefined,
              }),
            ),
          );
      }
      try {
        const { email } = await requestRegistration(
          db,
          opts.mail ?? createSandboxMailSender(db),
          {
            email: values.email,
            password,
            persona: values.handle === '' ? undefined : { handle: values.handle, name: values.name },
          },
          {
            productName,
            confirmUrl: (token) =>
              `${issuer}/interaction/${encodeURIComponent(details.uid)}${CONFIRM_PATH}?${new URLSearchParams({ token }).toString()}`,
            signInUrl: signInUrl(),
            language,
          },
          now,
        );
        const sandboxInboxUrl = opts.sandboxInbox
          ? `${mountPath}${SANDBOX_INBOX_PATH}?to=${encodeURIComponent(email)}`
          : undefined;
        return reply.code(200).send(renderCheckEmailPage({ ...frameOf(request), email, sandboxInboxUrl }));
      } catch (error) {
        if (!(error instanceof AccountError)) throw error;
        const field: SignUpPage['errorField'] =
          error.code === 'invalid-email'
            ? 'email'
            : error.code === 'invalid-password'
              ? 'password'
              : error.code === 'invalid-name'
                ? 'name'
                : 'handle';
        const status = error.code === 'handle-taken' ? 409 : 422;
        return reply
          .code(status)
          .send(renderSignUpPage(signUpPage(request, details.uid, values, { message: error.wording(t), field })));
      }
    });

    // The email's link: a page with a button (a GET changes nothing, and mail scanners that fetch links
    // do not spend it); the button creates the account and, in the browser that signed up, signs in.
    pages.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid${CONFIRM_PATH}`, async (request, reply) => {
      await pageHeaders(reply);
      return reply.code(200).send(
        renderConfirmPage({
          ...frameOf(request),
          action: `${interactionPath(request.params.uid)}${CONFIRM_PATH}`,
          token: formField(request.query, 'token'),
        }),
      );
    });

    pages.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid${CONFIRM_PATH}`, async (request, reply) => {
      const { db } = await identity();
      const confirmed = await confirmRegistration(db, formField(request.body, 'token'), clock());
      const { t } = languageOfRequest(request.raw);
      if (confirmed.status !== 'created') {
        await pageHeaders(reply);
        const [title, message] =
          confirmed.status === 'already-registered'
            ? [t('confirm.alreadyTitle'), t('confirm.alreadyBody')]
            : [t('confirm.invalidTitle'), t('confirm.invalidBody')];
        return reply.code(400).send(
          renderMessagePage(productName, title, message, {
            ...frameOf(request),
            linkUrl: signInUrl(),
            linkText: t('frame.logIn'),
          }),
        );
      }
      // The browser that signed up still holds its sign-in (the interaction's cookie): finish it, signed
      // in as the new account. Any other browser is told to log in.
      const details = await currentInteraction(request, reply);
      if (details && details.prompt.name === 'login') {
        return finish(request, reply, { login: { accountId: confirmed.account.id } }, false);
      }
      await pageHeaders(reply);
      return reply.code(200).send(
        renderMessagePage(
          productName,
          t('confirm.readyTitle'),
          t(confirmed.handleTaken ? 'confirm.readyHandleTaken' : 'confirm.readyBody'),
          {
            ...frameOf(request),
            linkUrl: signInUrl(),
            linkText: t('frame.logIn'),
          },
        ),
      );
    });

    if (opts.sandboxInbox) {
      // Development and tests only (an operator turns it on): what the sandbox mail sender "sent" to an
      // address, as a page. It shows anyone's mail to anyone, so it is never on by default.
      pages.get(`${mountPath}${SANDBOX_INBOX_PATH}`, async (request, reply) => {
        const to = formField(request.query, 'to');
        const { db } = await identity();
        const messages = to ? await readSandboxOutbox(db, to) : [];
        await pageHeaders(reply);
        return reply.code(200).send(renderSandboxInboxPage({ ...frameOf(request), to, messages }));
      });
    }

    pages.post<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid/abort`, async (request, reply) => {
      const details = await currentInteraction(request, reply);
      if (!details) return expired(request, reply);
      return finish(
        request,
        reply,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        false,
      );
    });
  });

  // The provider's endpoints: raw request and response, nothing parsed here.
  await app.register(async (raw: FastifyInstance) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));

    let callbackCache: ReturnType<IdentityProvider['provider']['callback']> | undefined;
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { provider } = await identity();
      const callback = (callbackCache ??= provider.callback());
      reply.hijack();
      const req = request.raw;
      const originalUrl = req.url ?? '/';
      const rest = originalUrl.slice(mountPath.length);
      Object.assign(req, { originalUrl });
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      // Koa answers every request itself, errors included (oidc-provider renders them).
      await callback(req, reply.raw);
    };

    raw.all(mountPath === '' ? '/*' : `${mountPath}/*`, handle);
    if (mountPath !== '') raw.all(mountPath, handle);
  });
};
