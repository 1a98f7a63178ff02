// A snapshot's age (relative to now, 'soon' shown as 'just now'), as a <time> whose tooltip gives the
// exact instant in the viewer's zone (focusable, so keyboards reach it too). The steps are
// src/shared/snapshots/snapshot-rules.ts's (docs/product.md §5); the words and their plurals come from the
// page's catalogue. Server and hydration read the same clock (use-now.ts) and the same zone
// (viewer-zone.tsx), so the markup matches.
import { css } from '@linaria/core';
import { Tooltip } from '../../ui/tooltip.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { snapshotAge } from '../../../shared/snapshots/snapshot-rules.ts';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { useNow } from './use-now.ts';

/* Over a card's stretched link, so hovering the age shows its tooltip. */
const aboveCardLink = css`
  z-index: 2;
`;

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
        {snapshotAge(createdAt, now, t)}
      </time>
    </Tooltip>
  );
}
