// The newsletter over the upstream client (docs/upstream-api-newsletter.md). Asking answers the same for
// every address; the links' outcomes (confirmed, not valid, expired) come back as results the pages show.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { ConfirmResult, SubscribeResult, UnsubscribeResult } from '../../shared/newsletter/schema.ts';
import { upstreamRetryMetaSchema, upstreamSignupSchema, upstreamSubscriptionSchema } from './upstream-schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;

function upstreamCode(
  error: unknown,
): { code: string; detail: string | undefined; retryAfterSeconds: number | undefined } | null {
  if (!(error instanceof BadResponseError)) return null;
  const first = jsonApiErrorOf(error);
  if (!first) return null;
  const meta = upstreamRetryMetaSchema.safeParse(first.meta ?? {});
  return {
    code: first.code ?? '',
    detail: first.detail ?? undefined,
    retryAfterSeconds: meta.success ? meta.data.retryAfterSeconds : undefined,
  };
}

/** Asks for the newsletter; the (validated, lowercased) address gets the confirmation link by email. */
export async function subscribe(
  upstream: UpstreamClient,
  email: string,
  clientAddress: string | undefined,
): Promise<SubscribeResult> {
  try {
    const document = await upstream.sendResource('POST', '/newsletter-subscriptions', {
      ...JSONAPI,
      // The throttle counts per client address: the browser's, not this server's.
      headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
      body: { data: { type: 'newsletterSignup', attributes: { email } } },
      schema: upstreamSignupSchema,
    });
    return { ok: true, email: document.data.email };
  } catch (error) {
    const refusal = upstreamCode(error);
    if (refusal?.code === 'too-many-attempts') {
      return {
        ok: false,
        reason: 'rate-limited',
        message: refusal.detail ?? 'Too many requests to subscribe. Try again later.',
        retryAfterSeconds: refusal.retryAfterSeconds ?? 60,
      };
    }
    throw error;
  }
}

export async function confirm(upstream: UpstreamClient, token: string): Promise<ConfirmResult> {
  try {
    const document = await upstream.sendResource('POST', '/newsletter-subscriptions/confirmations', {
      ...JSONAPI,
      body: { data: { type: 'newsletterConfirmation', attributes: { token } } },
      schema: upstreamSubscriptionSchema,
    });
    return { status: 'confirmed', email: document.data.email };
  } catch (error) {
    const refusal = upstreamCode(error);
    if (refusal?.code === 'not-found') return { status: 'invalid' };
    if (refusal?.code === 'link-expired') return { status: 'expired' };
    throw error;
  }
}

export async function unsubscribe(upstream: UpstreamClient, token: string): Promise<UnsubscribeResult> {
  try {
    const document = await upstream.sendResource('POST', '/newsletter-subscriptions/unsubscriptions', {
      ...JSONAPI,
      body: { data: { type: 'newsletterUnsubscription', attributes: { token } } },
      schema: upstreamSubscriptionSchema,
    });
    return { status: 'unsubscribed', email: document.data.email };
  } catch (error) {
    if (upstreamCode(error)?.code === 'not-found') return { status: 'invalid' };
    throw error;
  }
}
