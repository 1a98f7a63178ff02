// Sessions that ended before their cookie did (signed out, revoked): a list in the shared store, read on
// every signed-in request, so a copied cookie is refused at once on every instance. An entry lives as
// long as the session could have (its remaining absolute lifetime), then the cookie itself has expired.
import type { SharedStore } from '../shared-state/shared-store.ts';

/** Why a session ended, as logged ('session ended', with the session id, never a token). */
export type SessionEndReason =
  | 'signed-out'
  | 'revoked'
  | 'refresh-failed'
  | 'expired'
  /** Sealed with a secret no longer configured (rotated out), or forged. */
  | 'unreadable';

const keyOf = (sessionId: string) => `session:ended:${sessionId}`;

export interface EndedSessions {
  /** Records the end until `expiresAt` (epoch seconds, the session's absolute end). */
  end(sessionId: string, reason: SessionEndReason, expiresAt: number): Promise<void>;
  /** The reason it ended, or null while it is live. */
  endedBecause(sessionId: string): Promise<string | null>;
}

export function endedSessions(store: SharedStore): EndedSessions {
  return {
    async end(sessionId, reason, expiresAt) {
      const ttlMs = expiresAt * 1000 - Date.now();
      if (ttlMs > 0) await store.set(keyOf(sessionId), reason, ttlMs);
    },
    endedBecause: (sessionId) => store.get(keyOf(sessionId)),
  };
}
