// A snapshot's age (relative to now, 'soon' shown as 'just now'), as a <time> whose tooltip gives the
// exact instant in the viewer's zone (focusable, so keyboards reach it too). The steps are those of
// src/shared/snapshots/snapshot-rules.ts (docs/product.md §5); the words and their plurals come from the
// page's catalogue. Server and hydration read the same clock (use-now.ts) and the same zone
// (viewer-zone.tsx), so the markup matches.
import { css } from '@linaria/core';
import { Tooltip } from '../../ui/tooltip.tsx';
import { useFormats, useT, type Translate } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { useNow } from './use-now.ts';

/* Over a card's stretched link, so hovering the age shows its tooltip. */
const aboveCardLink = css`
  z-index: 2;
`;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How old a snapshot is, in the page's language: under a minute (or after `now`, a clock running fast)
 * is 'just now', then whole minutes, hours, days, months (30 days) and years (365 days), rounded down,
 * as snapshotAge in src/shared/snapshots/snapshot-rules.ts counts them. An unreadable date gives ''.
 */
export function snapshotAgeText(createdAt: string, now: number, t: Translate): string {
  const taken = new Date(createdAt).getTime();
  if (!Number.isFinite(taken) || !Number.isFinite(now)) return '';
  const elapsed = now - taken;
  if (elapsed < MINUTE_MS) return t('snapshots.age.justNow');
  if (elapsed < HOUR_MS) return t('snapshots.age.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t('snapshots.age.hours', { count: Math.floor(elapsed / HOUR_MS) });
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 30) return t('snapshots.age.days', { count: days });
  if (days < 365) return t('snapshots.age.months', { count: Math.floor(days / 30) });
  return t('snapshots.age.years', { count: Math.floor(days / 365) });
}

export interface SnapshotAgeProps {
  createdAt: string;
  /** The instant the data was made (SnapshotPage.asOf / SnapshotView.asOf). */
  asOf: string;
  className?: string;
}

export function SnapshotAge({ createdAt, asOf, className }: SnapshotAgeProps) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  const now = useNow(asOf);
  const taken = Number.isFinite(Date.parse(createdAt)) ? formats.date(createdAt, 'zoned', zone) : '';
  return (
    <Tooltip content={taken} side="bottom" align="start" className={aboveCardLink}>
      <time dateTime={createdAt} tabIndex={0} className={className}>
        {snapshotAgeText(createdAt, now, t)}
      </time>
    </Tooltip>
  );
}
