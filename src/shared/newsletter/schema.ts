// Contracts of the newsletter (double opt-in): what newsletter.subscribe, .confirm and .unsubscribe
// accept and answer. Browser code imports only TYPES from here. Expected outcomes a page shows (a wait,
// a link that is no longer valid) are results, not errors.
import { z } from 'zod';
import { waitlistEmailSchema } from '../visit/schema.ts';
import { NEWSLETTER_TOKEN_MAX_LENGTH } from './limits.ts';

export const subscribeInputSchema = z.object({ email: waitlistEmailSchema });
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const newsletterTokenInputSchema = z.object({
  token: z.string({ error: 'The link has no token.' }).max(NEWSLETTER_TOKEN_MAX_LENGTH, 'The link is not valid.'),
});
export type NewsletterTokenInput = z.input<typeof newsletterTokenInputSchema>;

export type SubscribeResult =
  { ok: true; email: string } | { ok: false; reason: 'rate-limited'; message: string; retryAfterSeconds: number };

export type ConfirmResult = { status: 'confirmed'; email: string } | { status: 'invalid' } | { status: 'expired' };

export type UnsubscribeResult = { status: 'unsubscribed'; email: string } | { status: 'invalid' };
