// A snapshot's age (spec §3: relative to now, 'soon' shown as 'just now'), as a <time> whose title gives
// the exact instant. The rule lives in src/shared/snapshots/snapshot-rules.ts.
import { snapshotAge, snapshotTakenAt } from '../../../shared/snapshots/snapshot-rules.ts';
import { useNow } from './use-now.ts';

export interface SnapshotAgeProps {
  createdAt: string;
  /** The instant the data was made (SnapshotPage.asOf / SnapshotView.asOf). */
  asOf: string;
  className?: string;
}

export function SnapshotAge({ createdAt, asOf, className }: SnapshotAgeProps) {
  const now = useNow(asOf);
  return (
    <time dateTime={createdAt} title={snapshotTakenAt(createdAt)} className={className}>
      {snapshotAge(createdAt, now)}
    </time>
  );
}
