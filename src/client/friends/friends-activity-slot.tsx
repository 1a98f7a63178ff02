// Where mutual friends or friends' activity go (docs/product.md §18): the component's code is fetched after
// hydration and only for a signed-in persona (never on their own profile), so the page's server render —
// kept for visitors and every signed-in account — and visitors' first load carry none of it.
import { useViewer } from '../session/viewer.tsx';
import { useLazyComponent } from '../ui/use-lazy-component.ts';
import { hasPersona } from '../../shared/session/viewer.ts';
import type { FriendsActivityProps } from './components/friends-activity.tsx';

export function FriendsActivitySlot(props: FriendsActivityProps) {
  const viewer = useViewer();
  const own =
    props.subject.kind === 'mutual' && viewer?.personaHandle?.toLowerCase() === props.subject.handle.toLowerCase();
  const Activity = useLazyComponent(hasPersona(viewer) && !own, () =>
    import('./components/friends-activity.tsx').then((module) => module.FriendsActivity),
  );
  return Activity ? <Activity {...props} /> : null;
}
