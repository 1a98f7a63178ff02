// The notifications bell of the top bar, for signed-in viewers with a persona: a disclosure button whose
// name says how many are unread (and a badge that shows it), and a panel with the latest notifications,
// "Mark all read" and a link to /notifications. Escape or a click outside closes it (useDismiss).
// Loaded in the browser only (the shell never waits for it) and refreshed every minute while open or not.
import { useId, useRef, useState } from 'react';
import { css, cx } from '@linaria/core';
import { navCountBadge, navIconButton, navIconButtonLight } from '../../ui/nav-icon-button.ts';
import { trpc } from '../../trpc.ts';
import { errorInfo } from '../../query/error-info.ts';
import { AppLink } from '../../router/app-link.tsx';
import { useDismiss } from '../../shell/use-dismiss.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationList } from './notification-list.tsx';
import type { AppNotification } from '../../../shared/notifications/schema.ts';

const BELL_ITEMS = 8;
const REFRESH_MS = 60_000;

const wrap = css`
  position: relative;
`;

const badge = cx(
  navCountBadge,
  css`
    background: var(--color-error);
    color: #ffffff;
  `,
);

/* Phones: pinned under the bar across the screen (the bell's place in the bar varies); wider screens:
   a 340px dropdown under the bell. */
const panel = css`
  position: fixed;
  top: calc(var(--header-height) + 0.25rem);
  left: 0.5rem;
  right: 0.5rem;
  z-index: 70;
  display: grid;
  gap: 0.5rem;
  max-height: calc(100dvh - var(--header-height) - 1rem);
  overflow-y: auto;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);
  color: var(--color-text);

  &[hidden] {
    display: none;
  }

  @media (min-width: 40em) {
    position: absolute;
    top: calc(100% + 0.5rem);
    left: auto;
    right: 0;
    width: 340px;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const heading = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
`;

const textButton = css`
  padding: 0.25rem 0.5rem;
  border: 0;
  border-radius: var(--radius-small);
  background: transparent;
  color: var(--color-primary-strong);
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--color-surface-sunken);
  }

  &:disabled {
    color: var(--color-text-muted);
    cursor: default;
  }
`;

const muted = css`
  margin: 0;
  padding: 0.5rem 0.25rem;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const errorText = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

const seeAll = css`
  justify-self: start;
  padding: 0.25rem 0.5rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

export function NotificationBell({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelId = useId();
  const utils = trpc.useUtils();
  const input = { page: 1, perPage: BELL_ITEMS };
  const query = trpc.notifications.list.useQuery(input, { refetchInterval: REFRESH_MS, staleTime: 15_000 });
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: () => utils.notifications.list.invalidate() });
  useDismiss({ open, containerRef, buttonRef, onDismiss: () => setOpen(false) });

  const unread = query.data?.unread ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  const onOpen = (notification: AppNotification) => {
    setOpen(false);
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };

  return (
    <div ref={containerRef} className={wrap}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(navIconButton, tone === 'light' && navIconButtonLight)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => {
          if (!open) void query.refetch();
          setOpen(!open);
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={badge} aria-hidden="true" data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div id={panelId} className={panel} hidden={!open} role="region" aria-label="Notifications">
        <div className={head}>
          <h2 className={heading}>Notifications</h2>
          <button
            type="button"
            className={textButton}
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all read
          </button>
        </div>
        {query.status === 'pending' ? <p className={muted}>Loading…</p> : null}
        {query.status === 'error' ? (
          <p className={errorText} role="alert">
            {errorInfo(query.error).message} Try again in a moment.
          </p>
        ) : null}
        {query.status === 'success' && query.data.items.length === 0 ? (
          <p className={muted}>Nothing yet. Press “Remind me” on an event and its reminder shows up here.</p>
        ) : null}
        {query.status === 'success' && query.data.items.length > 0 ? (
          <NotificationList items={query.data.items} label="Latest notifications" onOpen={onOpen} />
        ) : null}
        <AppLink href="/notifications" className={seeAll} onClick={() => setOpen(false)}>
          All notifications and settings
        </AppLink>
      </div>
    </div>
  );
}
