// The life of a defect report (docs/product.md §22): open → acknowledged → fixed. The listing's seller moves
// it; they may skip acknowledging (open → fixed) and may open it again (acknowledged → open, fixed → open)
// when the fix did not hold. Staying where it is is not a change. Pure, so the service, the web tier and the
// seller's page apply the same rule.

export const DEFECT_STATUSES = ['open', 'acknowledged', 'fixed'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

const NEXT: Record<DefectStatus, readonly DefectStatus[]> = {
  open: ['acknowledged', 'fixed'],
  acknowledged: ['fixed', 'open'],
  fixed: ['open'],
};

export function isDefectStatus(value: unknown): value is DefectStatus {
  return typeof value === 'string' && (DEFECT_STATUSES as readonly string[]).includes(value);
}

/** The statuses a report in `from` may move to, in the order the seller's page offers them. */
export function nextDefectStatuses(from: DefectStatus): readonly DefectStatus[] {
  return NEXT[from];
}

export function canMoveDefect(from: DefectStatus, to: DefectStatus): boolean {
  return NEXT[from].includes(to);
}

/** Counts toward the buyer's limit of unfixed reports per listing. */
export function isUnfixed(status: DefectStatus): boolean {
  return status !== 'fixed';
}
