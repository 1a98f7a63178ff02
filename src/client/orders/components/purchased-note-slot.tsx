// Where a listing says "You bought this": the note's code is fetched after hydration and only for a
// signed-in persona, so visitors' first load of a listing carries none of it.
import { useEffect, useState, type ComponentType } from 'react';
import { useViewer } from '../../session/viewer.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';

type Note = ComponentType<{ productId: string }>;

export function PurchasedNoteSlot({ productId }: { productId: string }) {
  const signedIn = hasPersona(useViewer());
  const [Note, setNote] = useState<Note | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    import('./purchased-note.tsx').then(
      (module) => {
        if (live) setNote(() => module.PurchasedNote);
      },
      // A chunk that failed to load: the listing simply goes without the note.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return Note ? <Note productId={productId} /> : null;
}
