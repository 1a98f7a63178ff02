// Reporting a person: the one report modal (report-modal.tsx) with the reasons people report about
// persons and reports.reportProfile as its submit function.
import { trpc } from '../trpc.ts';
import { PROFILE_REPORT_REASONS } from '../../shared/reports/report-form.ts';
import { LazyReportModal as ReportModal } from './components/lazy-report-modal.tsx';

export interface ReportProfileModalProps {
  open: boolean;
  onClose: () => void;
  /** The reported persona's id (uuid) and the name shown in the title. */
  avatarId: string;
  name: string;
  sent: boolean;
  onSent: () => void;
}

export function ReportProfileModal({ open, onClose, avatarId, name, sent, onSent }: ReportProfileModalProps) {
  const report = trpc.reports.reportProfile.useMutation();
  return (
    <ReportModal
      open={open}
      onClose={onClose}
      title={`Report ${name}`}
      question="Why are you reporting this person?"
      sentText={`Your report about ${name} was sent.`}
      reasons={PROFILE_REPORT_REASONS}
      submit={({ reason, description, attachmentId }) =>
        report.mutateAsync({
          avatarId,
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
