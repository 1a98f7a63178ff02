// Warns before unsaved changes are lost: the browser's own prompt on reload/close (beforeunload), and a
// confirm before in-app navigation through a link. wouter has no navigation blocker, so a capture-phase
// click listener on the document sees link clicks before the router does and can stop them.
import { useEffect } from 'react';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave without saving?';

const browserConfirm = (message: string) => window.confirm(message);

export function useUnsavedChanges(dirty: boolean, confirmLeave: (message: string) => boolean = browserConfirm): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers read returnValue; the text itself is never shown.
      event.returnValue = UNSAVED_MESSAGE;
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || target.target === '_blank' || target.hasAttribute('download'))
        return;
      if (target.origin !== window.location.origin) return;
      if (target.pathname === window.location.pathname && target.search === window.location.search) return;
      if (!confirmLeave(UNSAVED_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirmLeave]);
}
