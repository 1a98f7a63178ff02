// Whether a persona blocked anyone, as the page cache asks it (decision 0049): kept in the SharedStore every
// instance shares for a few seconds, so a signed-in page view of a page kept for every account costs one
// store read, and one small upstream read (GET /user/blocks?perPage=1) per persona and BLOCKS_MARKER_TTL_MS.
//
// Why a short life is enough: blocking or unblocking is a write, and the writer's pages are rendered for them
// alone for as long as the write marker lasts (36 s, src/server/freshness), longer than an answer is kept
// here; another device of the same persona sees the change within this life, like any write of theirs.
import type { SharedStore } from '../shared-state/shared-store.ts';

/** As long as a kept page is fresh (decision 0033): a block is seen on other devices as fast as a page is. */
export const BLOCKS_MARKER_TTL_MS = 5_000;

const keyOf = (personaId: string) => `blocks:${personaId}`;

/**
 * `hasBlocks(personaId, ask)`: the kept answer, else `ask()`'s (kept for `ttlMs`). When neither the store nor
 * the upstream answers, the answer is yes: the page is rendered for this viewer alone, which is never wrong.
 */
export function blocksMarker(store: SharedStore, ttlMs: number = BLOCKS_MARKER_TTL_MS) {
  return async function hasBlocks(personaId: string, ask: () => Promise<boolean>): Promise<boolean> {
    const known = await store.get(keyOf(personaId)).catch(() => null);
    if (known === '1') return true;
    if (known === '0') return false;
    let answer: boolean;
    try {
      answer = await ask();
    } catch {
      return true;
    }
    await store.set(keyOf(personaId), answer ? '1' : '0', ttlMs).catch(() => undefined);
    return answer;
  };
}
