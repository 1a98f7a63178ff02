// One refresh per session across every instance (docs/decisions/0027-one-refresh-per-session.md). Issuers that rotate
// refresh tokens (the embedded one does) accept each refresh token once and revoke the whole grant when a
// used one comes back, so two instances refreshing the same cookie would sign its owner out. The first
// instance to take the lock (SET NX, short TTL) refreshes and keeps the new token set, sealed, under the
// session id and the old refresh token's hash for a grace window; every other request carrying the old
// token (concurrent, or arriving within the window on any instance) waits for and reads that record.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { SharedStore } from '../shared-state/shared-store.ts';
import type { Sealer } from './sealed.ts';
import type { TokenSet } from './relying-party.ts';
import { metrics } from '../../platform/observability/metrics.ts';

/** How long a replaced refresh token still yields the refreshed session. */
export const REFRESH_GRACE_MS = 60_000;
/** Longest a refresh may hold the lock (the issuer call has its own 5 s timeout). */
const LOCK_MS = 15_000;
/** Longest a request waits for another instance's refresh before giving up for this request. */
const WAIT_MS = 10_000;
const POLL_MS = 40;

const tokenSetSchema = z.object({
  accessToken: z.string().min(1),
  accessTokenExpiresAt: z.number(),
  refreshToken: z.string().nullable(),
  claims: z.record(z.string(), z.unknown()),
});

/** Another instance holds the refresh and did not finish in time: not a sign-out, try again later. */
export class RefreshPendingError extends Error {
  override name = 'RefreshPendingError';
}

export interface SharedRefreshOptions {
  store: SharedStore;
  /** Seals the token set in the store (purpose 'refreshed-tokens'). */
  sealer: Sealer;
  /** The issuer call itself. */
  refresh(refreshToken: string): Promise<TokenSet>;
}

export function sharedRefresh(options: SharedRefreshOptions) {
  const { store, sealer } = options;

  const readRecord = async (key: string): Promise<TokenSet | null> => {
    const sealed = await store.get(key);
    if (!sealed) return null;
    const parsed = tokenSetSchema.safeParse(await sealer.open(sealed));
    return parsed.success ? parsed.data : null;
  };

  /** The tokens that replace `refreshToken` of session `sessionId`: refreshed here or by another instance. */
  return async function refreshOnce(sessionId: string, refreshToken: string): Promise<TokenSet> {
    const id = `${sessionId}:${createHash('sha256').update(refreshToken).digest('base64url')}`;
    const recordKey = `session:refreshed:${id}`;
    const lockKey = `session:refreshing:${id}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const done = await readRecord(recordKey);
      if (done) {
        metrics()?.sessionRefresh('reused');
        return done;
      }
      if (await store.setIfAbsent(lockKey, '1', LOCK_MS)) {
        try {
          // The previous holder may have stored its record and let go between our two reads.
          const justDone = await readRecord(recordKey);
          if (justDone) {
            metrics()?.sessionRefresh('reused');
            return justDone;
          }
          const tokens = await options.refresh(refreshToken);
          await store.set(recordKey, await sealer.seal({ ...tokens }, REFRESH_GRACE_MS / 1000), REFRESH_GRACE_MS);
          metrics()?.sessionRefresh('succeeded');
          return tokens;
        } finally {
          await store.delete(lockKey);
        }
      }
      if (Date.now() > deadline) throw new RefreshPendingError('another instance is still refreshing this session');
      await sleep(POLL_MS + Math.random() * POLL_MS);
    }
  };
}
