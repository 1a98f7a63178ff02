// Reporting a snapshot: the one report modal (report-modal.tsx) with the general reasons and
// reports.reportSnapshot as its submit function.
import { trpc } from '../trpc.ts';
import { REPORT_REASONS } from '../../shared/reports/report-form.ts';
import { LazyReportModal as ReportModal } from './components/lazy-report-modal.tsx';

export interface ReportSnapshotModalProps {
  open: boolean;
  onClose: () => void;
  snapshotId: string;
  /** Whose snapshot, shown in the title. */
  personaName: string;
  sent: boolean;
  onSent: () => void;
}

export function ReportSnapshotModal({
  open,
  onClose,
  snapshotId,
  personaName,
  sent,
  onSent,
}: ReportSnapshotModalProps) {
  const report = trpc.reports.reportSnapshot.useMutation();
  return (
    <ReportModal
      open={open}
      onClose={onClose}
      title={`Report ${personaName}’s snapshot`}
      question="Why are you reporting this snapshot?"
      sentText={`Your report about ${personaName}’s snapshot was sent.`}
      reasons={REPORT_REASONS}
      submit={({ reason, description, attachmentId }) =>
        report.mutateAsync({
          screenshotId: snapshotId,
          reason,
          ...(description ? { description } : {}),
          ...(attachmentId ? { attachmentId } : {}),
        })
      }
      sent={sent}
      onSent={onSent}
    />
  );
}
