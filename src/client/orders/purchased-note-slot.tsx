// Where a listing says "You bought this": the note's code is fetched after hydration and only for a
// signed-in persona, so visitors' first load of a listing carries none of it.
import { useViewer } from '../session/viewer.tsx';
import { useLazyComponent } from '../ui/use-lazy-component.ts';
import { hasPersona } from '../../shared/session/viewer.ts';

export function PurchasedNoteSlot({ productId }: { productId: string }) {
  const Note = useLazyComponent(hasPersona(useViewer()), () =>
    import('./components/purchased-note.tsx').then((module) => module.PurchasedNote),
  );
  return Note ? <Note productId={productId} /> : null;
}
