// Redemption codes (docs/product.md §10 Redemption: code; docs/upstream-api-tickets.md GET /events/{eventId}/redemptionCodes/{code}, POST
// /redemptions/): a host's single-use codes, each granting one ticket of one of the event's definitions.
//
// - Case-insensitive: what the caller sends is normalised (src/shared/tickets/rules.ts) before lookup,
//   and codes are stored normalised.
// - Single use under concurrency: the code row is claimed with a conditional update (redeemed_at is
//   null), so of two concurrent redemptions exactly one gets the row; the other is told it was used.
// - A revoked code is kept (hosting.ts) and refused as revoked, wherever it is tried: the holder learns
//   the host withdrew it, not that they mistyped it. Revoking locks the same row, so a revocation and a
//   redemption of one code queue, and the database refuses a code both revoked and redeemed.
// - Guessing is slowed per persona, with the client address as a backstop (services/throttle: backoff
//   counted in Postgres, so it holds across restarts and instances). A persona has 10 free failures
//   (unknown, used, revoked, another event's code; a check counts like a redemption), then waits 1 s doubling to
//   15 minutes, forgotten after a quiet day. The address has 50 free failures over all its personas,
//   then 1 s doubling to one minute, forgotten after a quiet hour, and it only slows personas that have
//   failed themselves: one persona's bad codes never hold up another at the same address.
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../kit/jsonapi.ts';
import { inTransaction } from '../ledger/index.ts';
import { normaliseRedemptionCode } from '../../shared/tickets/rules.ts';
import {
  retryAfterSeconds,
  tryAgainIn,
  waitMs,
  type BackoffRule,
  admitAttempt,
  forgiveAttempt,
  type KeyState,
} from '../throttle/index.ts';
import { assertOnSale, definitionForSale, newTicketCode, type TicketRow } from './purchase.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const REDEMPTION_RULES = {
  persona: { freeFailures: 10, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
  address: { freeFailures: 50, baseDelayMs: SECOND, maxDelayMs: MINUTE, forgetAfterMs: 60 * MINUTE },
} as const satisfies Record<string, BackoffRule>;

/** The redemption policy: how long this persona's attempt must wait (0: try the code now). */
export function redemptionWaitMs(states: { persona: KeyState; address: KeyState }, now: Date): number {
  const own = waitMs(REDEMPTION_RULES.persona, states.persona, now);
  // A persona that has not failed is never held up by others at its address.
  if (states.persona.failures === 0) return own;
  return Math.max(own, waitMs(REDEMPTION_RULES.address, states.address, now));
}

export interface RedemptionCodeRow {
  id: string;
  event_id: string;
  definition_id: string;
  code: string;
  redeemed_by: string | null;
  redeemed_at: Date | string | null;
  revoked_at: Date | string | null;
  definition_name: string;
}

export interface ThrottleKeys {
  personaId: string;
  address: string;
}

const keysOf = (keys: ThrottleKeys) => ({
  persona: { id: `redemption:persona:${keys.personaId}`, rule: REDEMPTION_RULES.persona },
  address: { id: `redemption:address:${keys.address}`, rule: REDEMPTION_RULES.address },
});

/**
 * Admits one attempt (counted as a failure until attemptSucceeded), or refuses it with 429 and
 * Retry-After while the persona waits.
 */
export async function admitRedemptionAttempt(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  const { persona, address } = keysOf(keys);
  const admission = await admitAttempt(db, [persona, address], now, ([personaState, addressState]) =>
    personaState && addressState ? redemptionWaitMs({ persona: personaState, address: addressState }, now) : 0,
  );
  if (admission.admitted) return;
  const seconds = retryAfterSeconds(admission.waitMs);
  throw new ApiError(
    {
      code: 'too-many-attempts',
      detail: `Too many codes that did not work. ${tryAgainIn(admission.waitMs)}`,
      meta: { retryAfterSeconds: seconds },
    },
    { 'retry-after': String(seconds) },
  );
}

/**
 * The code worked: this attempt no longer counts. Earlier failures still do (a persona that knows one
 * good code cannot wipe its guesses by checking it between them).
 */
export async function attemptSucceeded(db: Queryable, keys: ThrottleKeys): Promise<void> {
  const { persona, address } = keysOf(keys);
  await forgiveAttempt(db, [persona, address]);
}

export async function findCode(
  db: Queryable,
  code: string,
  { lock = false } = {},
): Promise<RedemptionCodeRow | undefined> {
  const [row] = await db.query<RedemptionCodeRow>(
    `select c.id, c.event_id, c.definition_id, c.code, c.redeemed_by, c.redeemed_at, c.revoked_at, d.name as definition_name
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
  | { status: 'revoked'; code: RedemptionCodeRow }
  | { status: 'unknown'; code: null };

/** Why a code found by its text cannot be taken here (eventId null: any event), or null if it can. */
function refusalStatus(
  code: RedemptionCodeRow,
  eventId: string | null,
): Exclude<CodeCheck, { status: 'valid' | 'unknown' }>['status'] | null {
  // Revoked before foreign: a withdrawn code works on no event, so naming its event would only send the
  // holder there to be refused again.
  if (code.revoked_at !== null) return 'revoked';
  if (eventId !== null && code.event_id !== eventId) return 'foreign';
  if (code.redeemed_at !== null) return 'used';
  return null;
}

/** What a code is for this event (null: any event), without consuming it. */
export async function checkCode(db: Queryable, input: string, eventId: string | null): Promise<CodeCheck> {
  const normalised = normaliseRedemptionCode(input);
  const code = normalised ? await findCode(db, normalised) : undefined;
  if (!code) return { status: 'unknown', code: null };
  const refusal = refusalStatus(code, eventId);
  return refusal === null ? { status: 'valid', code } : { status: refusal, code };
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
    case 'revoked':
      return new ApiError({
        code: 'redemption-code-revoked',
        detail: 'This code was revoked by the host.',
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
  await admitRedemptionAttempt(db, keys, request.now);
  const outcome = await inTransaction(db, async (tx): Promise<RedeemResult | ApiError> => {
    const normalised = normaliseRedemptionCode(request.code);
    // Locking the code row makes concurrent redemptions of one code queue: the second sees it used.
    const code = normalised ? await findCode(tx, normalised, { lock: true }) : undefined;
    if (!code) return refusalOf({ status: 'unknown', code: null });
    const refusal = refusalStatus(code, request.eventId);
    if (refusal !== null) return refusalOf({ status: refusal, code });
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
  // The attempt was counted as a failure when it was admitted; only a success takes it back.
  if (outcome instanceof ApiError) throw outcome;
  await attemptSucceeded(db, keys);
  return outcome;
}
