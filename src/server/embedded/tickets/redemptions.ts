// Redemption codes (spec §3 Redemption: code; §7 GET /events/{eventId}/redemptionCodes/{code}, POST
// /redemptions/): a host's single-use codes, each granting one ticket of one of the event's definitions.
//
// - Case-insensitive: what the caller sends is normalised (src/shared/tickets/rules.ts) before lookup,
//   and codes are stored normalised.
// - Single use under concurrency: the code row is claimed with a conditional update (redeemed_at is
//   null), so of two concurrent redemptions exactly one gets the row; the other is told it was used.
// - Guessing is limited per persona and per client address: failed attempts (unknown, used, another
//   event's code) are counted in redemption_failures for a fixed window; at the limit every attempt of
//   that key is refused with 429 and Retry-After until the window ends. In Postgres, so the limit holds
//   across restarts and instances (the in-process LoginThrottle of identity/throttle.ts cannot).
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../jsonapi.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { normaliseRedemptionCode } from '../../../shared/tickets/rules.ts';
import { assertOnSale, definitionForSale, newTicketCode, type TicketRow } from './purchase.ts';

export const REDEMPTION_THROTTLE = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export interface RedemptionCodeRow {
  id: string;
  event_id: string;
  definition_id: string;
  code: string;
  redeemed_by: string | null;
  redeemed_at: Date | string | null;
  definition_name: string;
}

export interface ThrottleKeys {
  personaId: string;
  address: string;
}

const keysOf = (keys: ThrottleKeys) => [`persona:${keys.personaId}`, `address:${keys.address}`];

/** Refuses (429 + Retry-After) when either key is at its limit in a window that has not ended. */
export async function assertNotThrottled(db: Queryable, keys: ThrottleKeys, now: Date): Promise<void> {
  const [row] = await db.query<{ window_ends_at: Date | string }>(
    `select max(window_ends_at) as window_ends_at from redemption_failures
      where key = any($1::text[]) and failures >= $2 and window_ends_at > $3`,
    [keysOf(keys), REDEMPTION_THROTTLE.maxFailures, now],
  );
  if (!row?.window_ends_at) return;
  const seconds = Math.max(1, Math.ceil((new Date(row.window_ends_at).getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiError(
    {
      code: 'too-many-attempts',
      detail: `Too many codes that did not work. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      meta: { retryAfterSeconds: seconds },
    },
    { 'retry-after': String(seconds) },
  );
}

/** One more failure for each key: a new window when the last one ended, else one more in it. */
export async function recordFailure(db: Queryable, keys: ThrottleKeys, now: Date): Promise<void> {
  const windowEnds = new Date(now.getTime() + REDEMPTION_THROTTLE.windowMs);
  for (const key of keysOf(keys)) {
    await db.query(
      `insert into redemption_failures (key, failures, window_ends_at) values ($1, 1, $2)
       on conflict (key) do update set
         failures = case when redemption_failures.window_ends_at <= $3 then 1 else redemption_failures.failures + 1 end,
         window_ends_at = case when redemption_failures.window_ends_at <= $3 then excluded.window_ends_at
                               else redemption_failures.window_ends_at end`,
      [key, windowEnds, now],
    );
  }
}

export async function findCode(db: Queryable, code: string, { lock = false } = {}): Promise<RedemptionCodeRow | undefined> {
  const [row] = await db.query<RedemptionCodeRow>(
    `select c.id, c.event_id, c.definition_id, c.code, c.redeemed_by, c.redeemed_at, d.name as definition_name
       from redemption_codes c join ticket_definitions d on d.id = c.definition_id
      where c.code = $1 ${lock ? 'for update of c' : ''}`,
    [code],
  );
  return row;
}

export type CodeCheck =
  | { status: 'valid'; code: RedemptionCodeRow }
  | { status: 'used'; code: RedemptionCodeRow }
  | { status: 'foreign'; code: RedemptionCodeRow }
  | { status: 'unknown'; code: null };

/** What a code is for this event (null: any event), without consuming it. */
export async function checkCode(db: Queryable, input: string, eventId: string | null): Promise<CodeCheck> {
  const normalised = normaliseRedemptionCode(input);
  const code = normalised ? await findCode(db, normalised) : undefined;
  if (!code) return { status: 'unknown', code: null };
  if (eventId !== null && code.event_id !== eventId) return { status: 'foreign', code };
  if (code.redeemed_at !== null) return { status: 'used', code };
  return { status: 'valid', code };
}

export function refusalOf(check: Exclude<CodeCheck, { status: 'valid' }>): ApiError {
  switch (check.status) {
    case 'unknown':
      return new ApiError({
        code: 'redemption-code-invalid',
        detail: 'This code does not exist. Check it for typos and try again.',
        source: { pointer: '/data/attributes/code' },
      });
    case 'used':
      return new ApiError({
        code: 'redemption-code-used',
        detail: 'This code has already been redeemed. Each code works once.',
        source: { pointer: '/data/attributes/code' },
      });
    case 'foreign':
      return new ApiError({
        code: 'redemption-code-foreign',
        detail: 'This code belongs to another event. Redeem it on that event’s page, or from My tickets.',
        source: { pointer: '/data/attributes/code' },
        meta: { eventId: check.code.event_id },
      });
  }
}

export interface RedeemRequest {
  personaId: string;
  address: string;
  code: string;
  /** The event the caller is redeeming for (its page), or null from My tickets (any event). */
  eventId: string | null;
  now: Date;
}

export interface RedeemResult {
  ticket: TicketRow;
  code: RedemptionCodeRow;
}

export async function redeem(db: Database, request: RedeemRequest): Promise<RedeemResult> {
  const keys = { personaId: request.personaId, address: request.address };
  await assertNotThrottled(db, keys, request.now);
  const outcome = await inTransaction(db, async (tx): Promise<RedeemResult | ApiError> => {
    const normalised = normaliseRedemptionCode(request.code);
    // Locking the code row makes concurrent redemptions of one code queue: the second sees it used.
    const code = normalised ? await findCode(tx, normalised, { lock: true }) : undefined;
    if (!code) return refusalOf({ status: 'unknown', code: null });
    if (request.eventId !== null && code.event_id !== request.eventId) return refusalOf({ status: 'foreign', code });
    if (code.redeemed_at !== null) return refusalOf({ status: 'used', code });
    const definition = await definitionForSale(tx, code.definition_id);
    if (!definition) throw new Error(`redemption code ${code.id} has no definition`);
    // The event must still be ahead or on; the sale window is for buyers, not for the host's codes.
    assertOnSale(definition, request.now, { ignoreWindow: true });
    const claimed = await tx.query<{ id: string }>(
      'update redemption_codes set redeemed_by = $2, redeemed_at = $3 where id = $1 and redeemed_at is null returning id',
      [code.id, request.personaId, request.now],
    );
    if (claimed.length === 0) return refusalOf({ status: 'used', code });
    const [ticket] = await tx.query<TicketRow>(
      `insert into tickets (definition_id, event_id, holder_persona_id, code, redemption_code_id, created_at)
       values ($1, $2, $3, $4, $5, $6) returning *`,
      [code.definition_id, code.event_id, request.personaId, newTicketCode(), code.id, request.now],
    );
    if (!ticket) throw new Error('insert into tickets returned no row');
    return { ticket, code: { ...code, redeemed_by: request.personaId, redeemed_at: request.now } };
  });
  if (outcome instanceof ApiError) {
    // Counted outside the redemption's transaction (which changed nothing), so the count sticks.
    await recordFailure(db, keys, request.now);
    throw outcome;
  }
  return outcome;
}
