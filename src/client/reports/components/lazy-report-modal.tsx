// The report modal loaded the first time it opens: pages that offer "Report" (listings, profiles,
// snapshots) keep the form and its picture picker out of their first load. Once opened it stays mounted,
// so closing and reopening keeps what was typed, as before.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ReportModalProps } from './report-modal.tsx';

const ReportModal = lazy(() =>
  import('./report-modal.tsx').then((module) => ({
    default: module.ReportModal as ComponentType<ReportModalProps<string>>,
  })),
);

export function LazyReportModal<R extends string>(props: ReportModalProps<R>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReportModal {...(props as unknown as ReportModalProps<string>)} />
    </Suspense>
  );
}
