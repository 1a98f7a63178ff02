// The newsletter with double opt-in (docs/upstream-api-newsletter.md), registered once per API version.
// Anonymous by design: readers subscribe without an account.
//
//   POST /newsletter-subscriptions                 ask (the same 202 for every valid address)
//   POST /newsletter-subscriptions/confirmations   the mailed confirmation link's token
//   POST /newsletter-subscriptions/unsubscriptions the unsubscribe link's token
//
// Each request to subscribe sends an email, so it is throttled in Postgres (docs/decisions/0029-guessing-limits-are-backoff.md) per
// client address and per recipient: a script cannot fill someone's mailbox with confirmation requests.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { ApiError, JSON_API_CONTENT_TYPE, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { createSandboxMailSender, type MailSender } from '../mail/index.ts';
import { retryAfterSeconds, tryAgainIn, waitMs, type BackoffRule, admitAttempt } from '../throttle/index.ts';
import { SIGNUP_TYPE, SUBSCRIPTION_TYPE, parseConfirmation, parseSignup, parseUnsubscription } from './params.ts';
import { confirmSubscription, requestSubscription, unsubscribe, type LinkResult } from './repository.ts';
import { randomUUID } from 'node:crypto';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const NEWSLETTER_RULES = {
  /** Requests from one client address, over every recipient (as sign-up). */
  address: { freeFailures: 10, baseDelayMs: 2 * SECOND, maxDelayMs: 10 * MINUTE, forgetAfterMs: HOUR },
  /** Mails to one recipient: three, then a minute doubling to six hours. */
  recipient: { freeFailures: 3, baseDelayMs: MINUTE, maxDelayMs: 6 * HOUR, forgetAfterMs: 24 * HOUR },
} as const satisfies Record<string, BackoffRule>;

/** The web pages the mailed links open (under the site's public address). */
export const CONFIRM_PAGE_PATH = '/subscribe/confirm';
export const UNSUBSCRIBE_PAGE_PATH = '/subscribe/unsubscribe';

export interface NewsletterRoutesOptions {
  db: Database;
  clock: Clock;
  /** The site's public address (PUBLIC_URL) the links lead to; null: asking answers 503. */
  siteUrl: string | null;
  productName: string;
  /** Default: the sandbox outbox in this database. */
  mail?: MailSender | undefined;
}

export async function newsletterRoutes(app: FastifyInstance, opts: NewsletterRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const mail = opts.mail ?? createSandboxMailSender(db);
  registerCacheHeaders(app);

  const subscriptionDocument = (result: LinkResult) => {
    if (result.status === 'unknown') {
      throw new ApiError({
        code: 'not-found',
        detail: 'This link is not valid: it may have been replaced by a newer one.',
      });
    }
    if (result.status === 'expired') {
      throw new ApiError({
        code: 'link-expired',
        detail: 'This confirmation link has expired. Subscribe again to get a new one.',
      });
    }
    const { row } = result;
    const date = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    return serializeResource({
      type: SUBSCRIPTION_TYPE,
      id: row.id,
      email: row.email,
      status: row.status,
      confirmedAt: date(row.confirmed_at),
      unsubscribedAt: date(row.unsubscribed_at),
    });
  };

  app.post('/newsletter-subscriptions', async (request, reply) => {
    const { email } = parseSignup(request.body);
    const siteUrl = opts.siteUrl?.replace(/\/+$/, '');
    if (!siteUrl) {
      throw new ApiError({
        code: 'unavailable',
        detail: 'The newsletter needs the site’s public address (PUBLIC_URL) for its links.',
      });
    }
    const now = clock();
    const admission = await admitAttempt(
      db,
      [
        { id: `newsletter:address:${request.ip}`, rule: NEWSLETTER_RULES.address },
        { id: `newsletter:recipient:${email}`, rule: NEWSLETTER_RULES.recipient },
      ],
      now,
      ([address, recipient]) =>
        Math.max(
          address ? waitMs(NEWSLETTER_RULES.address, address, now) : 0,
          recipient ? waitMs(NEWSLETTER_RULES.recipient, recipient, now) : 0,
        ),
    );
    if (!admission.admitted) {
      const seconds = retryAfterSeconds(admission.waitMs);
      throw new ApiError(
        {
          code: 'too-many-attempts',
          detail: `Too many requests to subscribe. ${tryAgainIn(admission.waitMs)}`,
          meta: { retryAfterSeconds: seconds },
        },
        { 'retry-after': String(seconds) },
      );
    }
    const link = (path: string) => (token: string) => `${siteUrl}${path}?${new URLSearchParams({ token }).toString()}`;
    await requestSubscription(
      db,
      mail,
      email,
      {
        productName: opts.productName,
        confirmUrl: link(CONFIRM_PAGE_PATH),
        unsubscribeUrl: link(UNSUBSCRIBE_PAGE_PATH),
      },
      now,
    );
    // The same answer whatever the address's state: the mailbox's owner learns the rest by email.
    return reply
      .code(202)
      .type(JSON_API_CONTENT_TYPE)
      .send(serializeResource({ type: SIGNUP_TYPE, id: randomUUID(), email, requestedAt: now.toISOString() }));
  });

  app.post('/newsletter-subscriptions/confirmations', async (request, reply) => {
    const { token } = parseConfirmation(request.body);
    const document = subscriptionDocument(await confirmSubscription(db, token, clock()));
    return reply.code(200).type(JSON_API_CONTENT_TYPE).send(document);
  });

  app.post('/newsletter-subscriptions/unsubscriptions', async (request, reply) => {
    const { token } = parseUnsubscription(request.body);
    const document = subscriptionDocument(await unsubscribe(db, token, clock()));
    return reply.code(200).type(JSON_API_CONTENT_TYPE).send(document);
  });
}
