// Rendered pages kept for a few seconds for anonymous visitors (docs/performance/pages.md says what it buys).
//
// - Only what is the same for every anonymous visitor is kept: a GET without a session cookie, without the
//   writer's freshness marker (their reads must show their own write), answered 200 with no cookie set and no
//   section failing while it rendered. The key is the address, the visitor's time zone (pages show times in
//   it) and whether the visitor is a crawler (crawlers get the whole document at once).
// - Each answer carries its own CSP nonce: the page is stored split at the nonce it was rendered with, and
//   every copy served is joined with the new request's nonce, so the policy stays per response. A page kept
//   for every signed-in account (docs/performance/pages.md "Signed-in pages") has one more hole, where its
//   boot data names the viewer; each answer fills it with its own.
// - Freshness: a page is served from here for `freshMs` after it was rendered; after that the next request
//   renders it again (streaming to its visitor and refreshing the copy) while requests arriving during that
//   render get the previous copy, for at most `staleMs` more. Upstream answers follow the same rule
//   (public, max-age 5, stale-while-revalidate 30), so a page is never much older than its data.
// - Bounded: least recently used pages go first when `maxBytes` would be passed.

import { GzipTemplate } from './gzip-template.ts';
import { VIEWER_HOLE_JSON } from '../../shared/session/viewer-hole.ts';

/** Where a kept page differs per answer. */
type PageHole = 'nonce' | 'viewer';

/** What one answer puts in the holes: its nonce, and the serialised viewer for pages kept for every account. */
export interface PageFills {
  nonce: string;
  viewer?: string | undefined;
}

export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  /** Epoch milliseconds; tests move it. */
  now?: () => number;
}

interface StoredPage {
  /**
   * The HTML split at its holes, UTF-8 encoded once: `holes[i]` lies between `parts[i]` and `parts[i + 1]`.
   * An answer is these bytes laid end to end with its fillers', not a string joined and encoded again
   * (which cost more than the rest of a kept answer).
   */
  parts: Buffer[];
  holes: PageHole[];
  /** The same compressed, made when the first visitor accepting gzip asks (gzip-template.ts). */
  gzip: GzipTemplate | null;
  bytes: number;
  renderedAt: number;
}

export type PageLookup =
  | { kind: 'hit'; html: Buffer; ageMs: number; gzipped(): Buffer }
  /** Render it, then `settle` the key (with the page when it may be kept). */
  | { kind: 'miss' }
  /** Nothing to serve yet, but someone is rendering it: look again when this settles. */
  | { kind: 'wait'; settled: Promise<void> };

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  /** Keys being rendered, each with the promise its waiters wait on. */
  private readonly rendering = new Map<string, { settled: Promise<void>; release: () => void }>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** A copy for this nonce when one is fresh, or stale while someone else renders it; nothing servable while
   * someone renders it: wait (so a cold page under load is rendered once, not by every request at once);
   * else a miss, and this caller is the one rendering it. */
  lookup(key: string, fills: PageFills): PageLookup {
    const page = this.pages.get(key);
    const now = this.now();
    if (page) {
      const ageMs = now - page.renderedAt;
      const servable =
        ageMs < this.options.freshMs ||
        (this.rendering.has(key) && ageMs < this.options.freshMs + this.options.staleMs);
      if (servable) {
        // Most recently used last (Map keeps insertion order).
        this.pages.delete(key);
        this.pages.set(key, page);
        const fillers = page.holes.map((hole) => (hole === 'nonce' ? fills.nonce : (fills.viewer ?? 'null')));
        // Two kinds of hole, so two fillers to encode (the nonce recurs in every script).
        const nonceBytes = Buffer.from(fills.nonce, 'utf8');
        const viewerBytes = Buffer.from(fills.viewer ?? 'null', 'utf8');
        const pieces: Buffer[] = [];
        page.parts.forEach((part, index) => {
          if (index > 0) pieces.push(page.holes[index - 1] === 'nonce' ? nonceBytes : viewerBytes);
          pieces.push(part);
        });
        return { kind: 'hit', html: Buffer.concat(pieces), ageMs, gzipped: () => this.gzipped(key, page, fillers) };
      }
    }
    const inFlight = this.rendering.get(key);
    if (inFlight) return { kind: 'wait', settled: inFlight.settled };
    let release = () => {};
    const settled = new Promise<void>((resolve) => (release = resolve));
    this.rendering.set(key, { settled, release });
    return { kind: 'miss' };
  }

  /** The render that followed a miss ended; `html` (rendered with `nonce`) is kept when given. */
  settle(key: string, result: { html: string; nonce: string } | null): void {
    const inFlight = this.rendering.get(key);
    this.rendering.delete(key);
    // Waiters look again after the page is stored (or not).
    if (inFlight) queueMicrotask(inFlight.release);
    if (result === null) return;
    const bytes = Buffer.byteLength(result.html);
    if (bytes > this.options.maxBytes) return;
    this.remove(key);
    while (this.bytes + bytes > this.options.maxBytes) {
      const oldest = this.pages.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    this.pages.set(key, { ...splitAtHoles(result.html, result.nonce), gzip: null, bytes, renderedAt: this.now() });
    this.bytes += bytes;
  }

  private gzipped(key: string, page: StoredPage, fillers: readonly string[]): Buffer {
    if (page.gzip === null) {
      page.gzip = new GzipTemplate(page.parts);
      // Counted while the page is still the one kept under its key (it may have been replaced since).
      if (this.pages.get(key) === page) {
        page.bytes += page.gzip.bytes;
        this.bytes += page.gzip.bytes;
      }
    }
    return page.gzip.fill(fillers);
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

/** The page cut at every occurrence of the nonce it was rendered with and of the viewer marker. */
function splitAtHoles(html: string, nonce: string): { parts: Buffer[]; holes: PageHole[] } {
  const parts: Buffer[] = [];
  const holes: PageHole[] = [];
  let from = 0;
  for (;;) {
    const atNonce = nonce === '' ? -1 : html.indexOf(nonce, from);
    const atViewer = html.indexOf(VIEWER_HOLE_JSON, from);
    if (atNonce === -1 && atViewer === -1) break;
    const viewerFirst = atViewer !== -1 && (atNonce === -1 || atViewer < atNonce);
    const at = viewerFirst ? atViewer : atNonce;
    parts.push(Buffer.from(html.slice(from, at), 'utf8'));
    holes.push(viewerFirst ? 'viewer' : 'nonce');
    from = at + (viewerFirst ? VIEWER_HOLE_JSON.length : nonce.length);
  }
  parts.push(Buffer.from(html.slice(from), 'utf8'));
  return { parts, holes };
}
