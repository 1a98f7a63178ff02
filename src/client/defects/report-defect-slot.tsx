// Where a listing offers "Report a defect" (docs/product.md §22): the code is fetched after hydration and only
// for a signed-in persona, so the listing kept for every viewer carries none of it and visitors' first load
// none of its weight.
import { useViewer } from '../session/viewer.tsx';
import { useLazyComponent } from '../ui/use-lazy-component.ts';
import { hasPersona } from '../../shared/session/viewer.ts';

export function ReportDefectSlot({ listing }: { listing: { id: string; name: string } }) {
  const Report = useLazyComponent(hasPersona(useViewer()), () =>
    import('./components/report-defect.tsx').then((module) => module.ReportDefect),
  );
  return Report ? <Report listing={listing} /> : null;
}
