// /notifications: every notification of the persona (newest first, paged), "Mark all read", and which
// kinds the persona wants (docs/upstream-api-notifications.md GET/POST /notification-subscriptions).
import { useState } from 'react';
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { NotificationList } from '../components/notification-list.tsx';
import { NOTIFICATION_KIND_MESSAGES, NOTIFICATIONS_PAGE_SIZE } from '../../../shared/notifications/kinds.ts';
import type { NotificationPreference } from '../../../shared/notifications/schema.ts';
import { pathOf } from '../../app/route-table.ts';
import { useT } from '../../i18n/i18n.tsx';
import { pageHeading } from '../../ui/page-parts.tsx';

const NOTIFICATIONS_PATH = pathOf('notifications');

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const panel = css`
  padding: 0.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const settings = css`
  display: grid;
  gap: 0.75rem;
  margin: 2.5rem 0 0;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & legend {
    padding: 0 0.25rem;
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

const option = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.125rem 0.625rem;
  align-items: start;
  cursor: pointer;

  & input {
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.15rem;
    accent-color: var(--color-primary);
  }

  & span + span {
    grid-column: 2;
    color: var(--color-text-muted);
    font-size: 0.9375rem;
  }
`;

const errorText = css`
  margin: 0;
  color: var(--color-error);
`;

function pageFrom(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1;
}

function NotificationsList({ page }: { page: number }) {
  const utils = trpc.useUtils();
  const input = { page, perPage: NOTIFICATIONS_PAGE_SIZE };
  const result = useSectionQuery(utils.notifications.list.queryOptions(input));
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: () => utils.notifications.list.invalidate() });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your notifications"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const data = result.data;
  if (data.total === 0) {
    return (
      <EmptyState
        title="No notifications yet"
        description="Press “Remind me” on an upcoming event and its reminder shows up here shortly before it starts."
        action={<ButtonLink href="/events">Browse events</ButtonLink>}
      />
    );
  }
  const pageCount = Math.max(1, Math.ceil(data.total / data.perPage));
  return (
    <>
      <div className={bar}>
        <p className={muted} role="status">
          {data.unread === 0 ? 'All read' : `${data.unread} unread`} · {data.total} in all
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={data.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </div>
      <div className={panel}>
        <NotificationList
          items={data.items}
          label="Notifications"
          onOpen={(n) => {
            if (!n.read) markRead.mutate({ ids: [n.id] });
          }}
        />
      </div>
      <Paginator
        current={data.page}
        pageCount={pageCount}
        hrefForPage={(n) => `${NOTIFICATIONS_PATH}?page=${n}`}
        label="Notification pages"
      />
    </>
  );
}

function Preferences() {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.notifications.preferences.queryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  // Optimistic, so the box follows the click at once; a refusal puts the stored value back and says why.
  const set = trpc.notifications.setPreference.useMutation({
    onMutate: (input) => {
      setFailure(null);
      utils.notifications.preferences.setData(undefined, (old) =>
        old?.map((p) => (p.kind === input.kind ? { ...p, enabled: input.enabled } : p)),
      );
    },
    onSuccess: (data) => utils.notifications.preferences.setData(undefined, data),
    onError: (error) => {
      setFailure(errorInfo(error).message);
      void utils.notifications.preferences.invalidate();
    },
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your settings"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  return (
    <fieldset className={settings}>
      <legend>What to notify me about</legend>
      {result.data.map((preference: NotificationPreference) => (
        <label key={preference.kind} className={option}>
          <input
            type="checkbox"
            checked={preference.enabled}
            disabled={set.isPending}
            onChange={(event) => set.mutate({ kind: preference.kind, enabled: event.currentTarget.checked })}
          />
          <span>{t(NOTIFICATION_KIND_MESSAGES[preference.kind].label)}</span>
          <span>{t(NOTIFICATION_KIND_MESSAGES[preference.kind].description)}</span>
        </label>
      ))}
      {failure ? (
        <p className={errorText} role="alert">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}

export function NotificationsPage() {
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta
        title="Notifications"
        description="Your event reminders and notices."
        path={NOTIFICATIONS_PATH}
        noindex
      />
      <h1 className={pageHeading}>Notifications</h1>
      <PersonaGate
        logInTitle="Log in to see your notifications"
        personaDescription="Notifications belong to your persona."
      >
        <Section fallback={null}>
          <NotificationsList page={page} />
        </Section>
        <Section fallback={null}>
          <Preferences />
        </Section>
      </PersonaGate>
    </>
  );
}
