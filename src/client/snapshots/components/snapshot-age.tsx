// A snapshot's age (relative to now, 'soon' shown as 'just now'), as a <time> whose tooltip gives the
// exact instant (focusable, so keyboards reach it too). The rule lives in
// src/shared/snapshots/snapshot-rules.ts.
import { css } from '@linaria/core';
import { Tooltip } from '../../ui/tooltip.tsx';
import { snapshotAge, snapshotTakenAt } from '../../../shared/snapshots/snapshot-rules.ts';
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
  const now = useNow(asOf);
  return (
    <Tooltip content={snapshotTakenAt(createdAt)} side="bottom" align="start" className={aboveCardLink}>
      <time dateTime={createdAt} tabIndex={0} className={className}>
        {snapshotAge(createdAt, now)}
      </time>
    </Tooltip>
  );
}
