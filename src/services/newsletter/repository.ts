// All SQL and mail of the newsletter's double opt-in (migration 0022-pages-newsletter).
//
// Asking never says whether an address is already on the list: every request gets the same answer,
// and the difference goes by email to the address's owner only (a new or lapsed address gets the
// confirmation link, a confirmed one a note with its unsubscribe link), as sign-up does.
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { MailSender } from '../mail/index.ts';

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A link's token: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriptionRow {
  id: string;
  email: string;
  status: SubscriptionStatus;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
}

export interface NewsletterMailContext {
  productName: string;
  /** The web page a confirmation link opens, for this token. */
  confirmUrl(token: string): string;
  /** The web page an unsubscribe link opens, for this token. */
  unsubscribeUrl(token: string): string;
}

const newToken = (): string => randomBytes(32).toString('base64url');
const digest = (token: string): string => createHash('sha256').update(token).digest('hex');
const COLUMNS = 'id, email, status, confirmed_at, unsubscribed_at';

/**
 * Records the request and mails the owner. A pending or unsubscribed address gets a fresh confirmation
 * link (earlier ones stop working); a confirmed one a reminder that it is subscribed. One row per
 * address: concurrent requests for one address queue on its row lock.
 */
export async function requestSubscription(
  db: Database,
  mail: MailSender,
  email: string,
  context: NewsletterMailContext,
  now: Date,
): Promise<void> {
  const message = await db.transaction(async (tx) => {
    await tx.query(
      `insert into newsletter_subscriptions (email, status, unsubscribe_token, created_at)
       values ($1, 'pending', $2, $3) on conflict (email) do nothing`,
      [email, newToken(), now],
    );
    const [row] = await tx.query<{ status: SubscriptionStatus; unsubscribe_token: string }>(
      'select status, unsubscribe_token from newsletter_subscriptions where email = $1 for update',
      [email],
    );
    if (!row) throw new Error('newsletter_subscriptions: the row for this address vanished');
    const product = context.productName;
    const unsubscribe = context.unsubscribeUrl(row.unsubscribe_token);
    if (row.status === 'confirmed') {
      return {
        to: email,
        subject: `You are already subscribed to ${product} news`,
        text: [
          `Someone (perhaps you) asked to subscribe ${email} to ${product} news. This address is already subscribed: nothing changed.`,
          `To stop receiving ${product} news, open this link: ${unsubscribe}`,
        ].join('\n\n'),
      };
    }
    const token = newToken();
    await tx.query(
      `update newsletter_subscriptions
          set status = 'pending', confirm_token_hash = $2, confirm_expires_at = $3, unsubscribed_at = null
        where email = $1`,
      [email, digest(token), new Date(now.getTime() + CONFIRM_LINK_TTL_MS)],
    );
    return {
      to: email,
      subject: `Confirm your subscription to ${product} news`,
      text: [
        `Open this link to confirm that ${email} should receive ${product} news (it works for 7 days):`,
        context.confirmUrl(token),
        'If you did not ask for this, ignore this message: nothing is sent to you without the link.',
      ].join('\n\n'),
    };
  });
  await mail.send(message);
}

export type LinkResult = { status: 'ok'; row: SubscriptionRow } | { status: 'unknown' } | { status: 'expired' };

/**
 * Opens a confirmation link. Confirming twice answers the same confirmed subscription; a link replaced
 * by a newer request, cleared by unsubscribing, or never issued is unknown; a pending one past its week
 * is expired.
 */
export async function confirmSubscription(db: Queryable, token: string, now: Date): Promise<LinkResult> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const hash = digest(token);
  const [confirmed] = await db.query<SubscriptionRow>(
    `update newsletter_subscriptions
        set status = 'confirmed', confirmed_at = coalesce(confirmed_at, $2), confirm_expires_at = null
      where confirm_token_hash = $1 and (status = 'confirmed' or (status = 'pending' and confirm_expires_at > $2))
      returning ${COLUMNS}`,
    [hash, now],
  );
  if (confirmed) return { status: 'ok', row: confirmed };
  const [stale] = await db.query<{ status: SubscriptionStatus }>(
    'select status from newsletter_subscriptions where confirm_token_hash = $1',
    [hash],
  );
  return stale ? { status: 'expired' } : { status: 'unknown' };
}

/** Opens an unsubscribe link: idempotent (an unsubscribed address stays so, with its first time). */
export async function unsubscribe(db: Queryable, token: string, now: Date): Promise<LinkResult> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const [row] = await db.query<SubscriptionRow>(
    `update newsletter_subscriptions
        set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, $2), confirmed_at = null,
            confirm_token_hash = null, confirm_expires_at = null
      where unsubscribe_token = $1
      returning ${COLUMNS}`,
    [token, now],
  );
  return row ? { status: 'ok', row } : { status: 'unknown' };
}

/** Deletes requests never confirmed within their link's week; returns how many. */
export async function sweepExpiredSubscriptionRequests(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `delete from newsletter_subscriptions where status = 'pending' and confirm_expires_at <= $1 returning id`,
    [now],
  );
  return rows.length;
}
