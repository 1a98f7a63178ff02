// The sign-in throttle of the embedded issuer: backoff on three keys, counted in Postgres
// (services/throttle), so it holds across instances and restarts.
//
// - an account at an address (pair): online guessing of one password from one place. 5 free
//   failures, then 1 s doubling to 15 minutes; forgotten after a day.
// - an address, over every account: credential stuffing from one place. 20 free failures, then 1 s
//   doubling to one minute; forgotten after an hour quiet. It slows that address down and never
//   locks it: a colleague behind the same NAT waits at most a minute.
// - an account, over every address: guessing one password from many places. 50 free failures, then
//   1 s doubling to one minute; forgotten after a day. A slow-down, not a lock.
//
// A pair that signed in successfully is trusted for 30 days: its owner passes the address and account
// slow-downs, whatever others do (only the pair's own failures slow it). Nobody's failures elsewhere
// touch a pair's own count, so the owner at another address is never refused for them; a correct
// password from a fresh address waits at most the account's one-minute ceiling, and only while the
// account is under a many-address attack.
import type { Database } from '../db/database.ts';
import {
  waitMs,
  type BackoffRule,
  admitAttempt,
  forgiveAttempt,
  resetKey,
  type Admission,
  type KeyState,
  type ThrottleKey,
} from '../throttle/index.ts';
import { normalizeEmail } from './accounts.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SIGN_IN_RULES = {
  pair: { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  address: { freeFailures: 20, baseDelayMs: SECOND, maxDelayMs: MINUTE, forgetAfterMs: HOUR },
  account: { freeFailures: 50, baseDelayMs: SECOND, maxDelayMs: MINUTE, forgetAfterMs: DAY },
} as const satisfies Record<string, BackoffRule>;

/** How long a pair that signed in stays trusted. */
export const TRUSTED_PAIR_MS = 30 * DAY;

/** Sign-up attempts per address: each costs a password hash and an email. */
export const SIGN_UP_RULE: BackoffRule = {
  freeFailures: 10,
  baseDelayMs: 2 * SECOND,
  maxDelayMs: 10 * MINUTE,
  forgetAfterMs: HOUR,
};

export interface SignInStates {
  pair: KeyState;
  address: KeyState;
  account: KeyState;
}

/** The sign-in policy: how long this attempt must wait (0: check the password now). */
export function signInWaitMs(states: SignInStates, now: Date): number {
  const trusted = states.pair.trustedUntil !== null && states.pair.trustedUntil.getTime() > now.getTime();
  const own = waitMs(SIGN_IN_RULES.pair, states.pair, now);
  if (trusted) return own;
  return Math.max(
    own,
    waitMs(SIGN_IN_RULES.address, states.address, now),
    waitMs(SIGN_IN_RULES.account, states.account, now),
  );
}

function signInKeys(email: string, address: string) {
  const account = normalizeEmail(email);
  return {
    pair: { id: `sign-in:pair:${account}\u0000${address}`, rule: SIGN_IN_RULES.pair },
    address: { id: `sign-in:address:${address}`, rule: SIGN_IN_RULES.address },
    account: { id: `sign-in:account:${account}`, rule: SIGN_IN_RULES.account },
  } satisfies Record<keyof SignInStates, ThrottleKey>;
}

/** Admits a sign-in attempt (counted as a failure until signInSucceeded), or says how long to wait. */
export async function admitSignIn(db: Database, email: string, address: string, now: Date): Promise<Admission> {
  const keys = signInKeys(email, address);
  return admitAttempt(db, [keys.pair, keys.address, keys.account], now, ([pair, addressState, account]) =>
    pair && addressState && account ? signInWaitMs({ pair, address: addressState, account }, now) : 0,
  );
}

/**
 * The password was right: the pair's failures are cleared and the pair trusted; the address and the
 * account only take back this one attempt (the owner's success does not wipe out an attacker's count).
 */
export async function signInSucceeded(db: Database, email: string, address: string, now: Date): Promise<void> {
  const keys = signInKeys(email, address);
  await resetKey(db, keys.pair, new Date(now.getTime() + TRUSTED_PAIR_MS));
  await forgiveAttempt(db, [keys.address, keys.account]);
}

/** Admits a sign-up attempt from this address (every attempt counts). */
export async function admitSignUp(db: Database, address: string, now: Date): Promise<Admission> {
  const key = { id: `sign-up:address:${address}`, rule: SIGN_UP_RULE };
  return admitAttempt(db, [key], now, ([state]) => (state ? waitMs(SIGN_UP_RULE, state, now) : 0));
}
