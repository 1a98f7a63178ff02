// Where mutual friends or friends' activity go (docs/product.md §18): the component's code is fetched after
// hydration and only for a signed-in persona (never on their own profile), so the page's server render —
// kept for visitors and every signed-in account — and visitors' first load carry none of it.
import { useEffect, useState, type ComponentType } from 'react';
import { useViewer } from '../../session/viewer.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import type { FriendsActivityProps } from './friends-activity.tsx';

export function FriendsActivitySlot(props: FriendsActivityProps) {
  const viewer = useViewer();
  const own =
    props.subject.kind === 'mutual' && viewer?.personaHandle?.toLowerCase() === props.subject.handle.toLowerCase();
  const wanted = hasPersona(viewer) && !own;
  const [Activity, setActivity] = useState<ComponentType<FriendsActivityProps> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('./friends-activity.tsx').then(
      (module) => {
        if (live) setActivity(() => module.FriendsActivity);
      },
      // A chunk that failed to load: the page simply goes without it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted && Activity ? <Activity {...props} /> : null;
}
