// A link to a persona with the profile hover popup (docs/product.md §6, §11): after the pointer rests on the link
// for 1000 ms (or keyboard focus stays on it as long), the profile, experiences and listings are
// fetched together (profiles.card) and a 350px popup opens once they are there. It closes 250 ms after
// the pointer leaves link and popup, unless it comes back; Escape closes it at once. A failed fetch is
// only logged (docs/product.md §12) and opens nothing. The rules live in src/shared/profiles/popup.ts.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { css, cx } from '@linaria/core';
import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import { AppLink } from '../router/app-link.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { profileHref, siteHref } from '../../shared/links/site-link.ts';
import {
  INITIAL_POPUP_STATE,
  PROFILE_POPUP_WIDTH_PX,
  popupTimer,
  popupTransition,
  popupVisible,
} from '../../shared/profiles/popup.ts';
import { useLazyComponent } from '../ui/use-lazy-component.ts';
import type { ProfilePopupProps } from './components/profile-popup.tsx';

const wrap = css`
  position: relative;
  display: inline;
`;

const popupFrame = css`
  position: absolute;
  z-index: 40;
  top: calc(100% + 6px);
  left: 0;
  width: min(${PROFILE_POPUP_WIDTH_PX}px, calc(100vw - 2rem));
  text-align: left;
`;

/** Near the right edge of the window the popup grows leftwards from the link's end instead. */
const alignEnd = css`
  right: 0;
  left: auto;
`;

/** Room kept between the popup and the window's edge. */
const EDGE_MARGIN_PX = 16;

export interface PersonaLinkProps {
  handle: string;
  children: ReactNode;
  /**
   * Where the link leads. Default: the profile on the profiles site. Creator lines keep their own
   * target (the creator's experiences) and still get the popup.
   */
  href?: string;
  className?: string;
}

export function PersonaLink({ handle, children, href, className }: PersonaLinkProps) {
  const { sites } = usePublicConfig();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(popupTransition, INITIAL_POPUP_STATE);
  const popupId = useId();
  const target = href ?? siteHref(sites.profiles, profileHref(handle));
  const visible = popupVisible(state.phase);
  const handleRef = useRef(handle);
  handleRef.current = handle;
  const wrapRef = useRef<HTMLSpanElement>(null);
  const [flip, setFlip] = useState(false);
  // The popup's code (with its friend, block and mutual-friends parts) is fetched with its data on the first
  // hover or focus, not carried by every page that names a persona.
  const ProfilePopup = useLazyComponent<ProfilePopupProps>(state.phase !== 'idle', () =>
    import('./components/profile-popup.tsx').then((module) => module.ProfilePopup),
  );

  // Measured once when it opens, before paint; a class (never a style attribute: CSP) places it.
  useLayoutEffect(() => {
    if (!visible || !wrapRef.current) return;
    const rect = wrapRef.current.getBoundingClientRect();
    setFlip(rect.left + PROFILE_POPUP_WIDTH_PX + EDGE_MARGIN_PX > document.documentElement.clientWidth);
  }, [visible]);

  // One timer per phase that needs one (hover wait, leave delay); leaving the phase clears it.
  useEffect(() => {
    const timer = popupTimer(state.phase);
    if (!timer) return;
    const id = window.setTimeout(() => dispatch({ type: timer.event }), timer.ms);
    return () => window.clearTimeout(id);
  }, [state.phase]);

  // A narrow window leaves room on neither side of the link: the popup is then moved back inside it (CSSOM,
  // allowed by the CSP, unlike a style attribute), so it never widens the page.
  const frameRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.style.removeProperty('translate');
    const rect = frame.getBoundingClientRect();
    const rightEdge = document.documentElement.clientWidth - EDGE_MARGIN_PX;
    let shift = rect.right > rightEdge ? rightEdge - rect.right : 0;
    if (rect.left + shift < EDGE_MARGIN_PX) shift = EDGE_MARGIN_PX - rect.left;
    if (shift !== 0) frame.style.setProperty('translate', `${Math.round(shift)}px 0`);
  }, [visible, flip, ProfilePopup]);

  // Profile, experiences and listings together; cached, so the next hover opens without a request.
  useEffect(() => {
    if (state.phase !== 'loading') return;
    let current = true;
    queryClient
      .fetchQuery(utils.profiles.card.queryOptions({ handle: handleRef.current }))
      .then(() => {
        if (current) dispatch({ type: 'loaded' });
      })
      .catch((error: unknown) => {
        // docs/product.md §12: profile fetch failures are only logged.
        console.error(`Could not load the profile of ${handleRef.current}`, error);
        if (current) dispatch({ type: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [state.phase, queryClient, utils]);

  // Escape closes the popup wherever focus is: a hover leaves focus on the page, not in the link.
  useEffect(() => {
    if (state.phase === 'idle') return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'dismiss' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.phase]);

  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    // Focus moving between the link and the popup's own controls is not leaving.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    dispatch({ type: 'leave' });
  };

  return (
    <span
      ref={wrapRef}
      className={wrap}
      onPointerEnter={(event) => {
        // Touch has no hover: a tap follows the link.
        if (event.pointerType !== 'touch') dispatch({ type: 'enter' });
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') dispatch({ type: 'leave' });
      }}
      onFocus={() => dispatch({ type: 'enter' })}
      onBlur={onBlur}
    >
      <AppLink
        href={target}
        className={className}
        aria-describedby={visible && ProfilePopup ? popupId : undefined}
        onClick={() => dispatch({ type: 'dismiss' })}
      >
        {children}
      </AppLink>
      {visible && ProfilePopup ? (
        <span ref={frameRef} className={cx(popupFrame, flip && alignEnd)}>
          <ProfilePopup id={popupId} handle={handle} onNavigate={() => dispatch({ type: 'dismiss' })} />
        </span>
      ) : null}
    </span>
  );
}
