// Pure rules of snapshots, for browser and server alike: addresses, which picture size to show, and the
// age line (docs/product.md §5: 'Age shown relative to now, with "soon" shown as "just now"').
import type { Translate } from '../i18n/translate.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** /snapshots/{id}: snapshot detail (docs/product.md §2). */
export function snapshotHref(id: string): string {
  return `/snapshots/${encodeURIComponent(id)}`;
}

export interface SnapshotsSearch {
  /** Only this persona's snapshots. */
  persona?: string | undefined;
  /** 1 when absent. */
  page?: number | undefined;
  /** What the page announces on arrival ('deleted': after deleting one's snapshot). */
  notice?: 'deleted' | undefined;
}

/** /snapshots with its query (page 1 and no filter have no parameter). */
export function snapshotsHref({ persona, page, notice }: SnapshotsSearch = {}): string {
  const params = new URLSearchParams();
  if (persona) params.set('persona', persona);
  if (page !== undefined && page > 1) params.set('page', String(page));
  if (notice) params.set('notice', notice);
  const query = params.toString();
  return query ? `/snapshots?${query}` : '/snapshots';
}

/** The url of a named size, falling back to the nearest listed one; null without any picture. */
export function snapshotImageUrl(
  sizes: readonly { size: string; url: string }[],
  wanted: 'grid' | 'large' | 'thumb',
): string | null {
  const order =
    wanted === 'large'
      ? ['large', 'grid', 'thumb']
      : wanted === 'grid'
        ? ['grid', 'large', 'thumb']
        : ['thumb', 'grid', 'large'];
  for (const name of order) {
    const found = sizes.find((entry) => entry.size === name);
    if (found) return found.url;
  }
  return sizes[0]?.url ?? null;
}

/**
 * The /snapshots query string as the page reads it: a page that is not a whole number from 1 is left
 * as written (the server answers 400 and the page says so); notice only when it names one.
 */
export function snapshotsSearchFrom(search: string): { persona?: string; page?: string; notice?: 'deleted' } {
  const params = new URLSearchParams(search);
  const out: { persona?: string; page?: string; notice?: 'deleted' } = {};
  const persona = params.get('persona')?.trim();
  if (persona) out.persona = persona;
  const page = params.get('page')?.trim();
  if (page) out.page = page;
  if (params.get('notice') === 'deleted') out.notice = 'deleted';
  return out;
}

/**
 * How old a snapshot is, relative to `now`, in the language of `t`. Under a minute is 'just now'. A time
 * after `now` (a device whose clock runs fast) is what a relative-time library reads as 'soon' or 'in a few
 * seconds'; for something already taken that is wrong, so it reads 'just now' too. Then whole minutes,
 * hours, days, months (30 days) and years (365 days), rounded down: 59 minutes is '59 minutes ago', 60 is
 * '1 hour ago'. An unreadable date gives ''.
 */
export function snapshotAge(createdAt: string | number | Date, now: string | number | Date, t: Translate): string {
  const taken = new Date(createdAt).getTime();
  const at = new Date(now).getTime();
  if (!Number.isFinite(taken) || !Number.isFinite(at)) return '';
  const elapsed = at - taken;
  if (elapsed < MINUTE_MS) return t('snapshots.age.justNow');
  if (elapsed < HOUR_MS) return t('snapshots.age.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t('snapshots.age.hours', { count: Math.floor(elapsed / HOUR_MS) });
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 30) return t('snapshots.age.days', { count: days });
  if (days < 365) return t('snapshots.age.months', { count: Math.floor(days / 30) });
  return t('snapshots.age.years', { count: Math.floor(days / 365) });
}
