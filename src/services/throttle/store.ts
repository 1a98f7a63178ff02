// Guessing counters in the embedded services' database (table throttle_counters), so every instance on
// the same database and every restart sees the same counts. Keys are stored as SHA-256 digests: the
// table holds no email or address in the clear.
//
// An attempt is admitted and counted as a failure in one short transaction (rows locked in key order),
// before the caller checks the password or code; a success then forgives it. So concurrent guesses queue
// on the row locks and each sees the ones before it: a burst of parallel requests gets no more attempts
// than the same requests one after another.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { liveFailures, type BackoffRule, type Counter } from './policy.ts';

export interface ThrottleKey {
  /** What is counted, e.g. `sign-in:address:203.0.113.9`. */
  id: string;
  rule: BackoffRule;
}

export interface KeyState extends Counter {
  /** Until when this key is trusted (a pair that signed in successfully), or null. */
  trustedUntil: Date | null;
}

export type Admission = { admitted: true } | { admitted: false; waitMs: number };

interface CounterRow {
  key: string;
  failures: number;
  last_failure_at: Date | string | null;
  trusted_until: Date | string | null;
}

const digest = (id: string): string => createHash('sha256').update(id).digest('hex');
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Admits one attempt when `decide` finds no wait for the keys' states (in the order of `keys`, failures
 * already forgotten where their rule says so), counting it as a failure of every key; otherwise refuses
 * it without counting, with the wait.
 */
export async function admitAttempt(
  db: Database,
  keys: readonly ThrottleKey[],
  now: Date,
  decide: (states: readonly KeyState[]) => number,
): Promise<Admission> {
  const digests = keys.map((key) => digest(key.id));
  return db.transaction(async (tx) => {
    // Rows exist before they are locked, so even a key's very first attempts queue behind each other.
    await tx.query(
      'insert into throttle_counters (key) select unnest($1::text[]) order by 1 on conflict (key) do nothing',
      [digests],
    );
    const rows = await tx.query<CounterRow>(
      `select key, failures, last_failure_at, trusted_until from throttle_counters
        where key = any($1::text[]) order by key for update`,
      [digests],
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const states = keys.map((key, index): KeyState => {
      const row = byKey.get(digests[index] ?? '');
      const counter = { failures: row?.failures ?? 0, lastFailureAt: dateOrNull(row?.last_failure_at ?? null) };
      return {
        failures: liveFailures(key.rule, counter, now),
        lastFailureAt: counter.lastFailureAt,
        trustedUntil: dateOrNull(row?.trusted_until ?? null),
      };
    });
    const wait = decide(states);
    if (wait > 0) return { admitted: false, waitMs: wait };
    for (const [index, state] of states.entries()) {
      await tx.query('update throttle_counters set failures = $2, last_failure_at = $3 where key = $1', [
        digests[index],
        state.failures + 1,
        now,
      ]);
    }
    return { admitted: true };
  });
}

/** The attempt succeeded: it no longer counts as a failure of these keys. */
export async function forgiveAttempt(db: Queryable, keys: readonly ThrottleKey[]): Promise<void> {
  await db.query('update throttle_counters set failures = greatest(failures - 1, 0) where key = any($1::text[])', [
    keys.map((key) => digest(key.id)),
  ]);
}

/** Clears a key's failures and trusts it until `trustedUntil` (null: no trust). */
export async function resetKey(db: Queryable, key: ThrottleKey, trustedUntil: Date | null): Promise<void> {
  await db.query('update throttle_counters set failures = 0, trusted_until = $2 where key = $1', [
    digest(key.id),
    trustedUntil,
  ]);
}

/** Deletes counters quiet for longer than `quietMs` that trust nothing any more; returns how many. */
export async function sweepThrottleCounters(db: Queryable, now: Date, quietMs: number): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `delete from throttle_counters
      where (last_failure_at is null or last_failure_at < $1) and (trusted_until is null or trusted_until < $2)
      returning key`,
    [new Date(now.getTime() - quietMs), now],
  );
  return rows.length;
}
