// Reporting a store listing: the one report modal (report-modal.tsx) with the listing reasons and
// reports.reportProduct as its submit function.
import { trpc } from '../trpc.ts';
import { PRODUCT_REPORT_REASONS } from '../../shared/reports/report-form.ts';
import { LazyReportModal as ReportModal } from './components/lazy-report-modal.tsx';

export interface ReportListingModalProps {
  open: boolean;
  onClose: () => void;
  productId: string;
  /** The listing's name, shown in the title. */
  name: string;
  sent: boolean;
  onSent: () => void;
}

export function ReportListingModal({ open, onClose, productId, name, sent, onSent }: ReportListingModalProps) {
  const report = trpc.reports.reportProduct.useMutation();
  return (
    <ReportModal
      open={open}
      onClose={onClose}
      title={`Report ${name}`}
      question="Why are you reporting this listing?"
      sentText={`Your report about ${name} was sent.`}
      reasons={PRODUCT_REPORT_REASONS}
      submit={({ reason, description, attachmentId }) =>
        report.mutateAsync({
          productId,
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
