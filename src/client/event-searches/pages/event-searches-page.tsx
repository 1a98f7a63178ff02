// /events/searches (docs/product.md §23): the viewer's saved event searches, newest first, each with its name
// (opening /events with its filters), its filters in words and a Delete button. Visitors are asked to log in
// and come back; an empty list says how to save one; a failed load offers a retry.
import { useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { LoadingDetail, pageTitle } from '../../ui/page-parts.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { formAlert } from '../../ui/form-field.ts';
import { AppLink } from '../../router/app-link.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { EVENT_SEARCHES_PATH } from '../../../shared/event-searches/limits.ts';
import type { SavedEventSearch } from '../../../shared/event-searches/schema.ts';
import { summaryOf } from '../search-words.ts';

const heading = css`
  margin-top: 1.5rem;
`;

const lead = css`
  margin: 0 0 1.5rem;
  color: var(--color-text-muted);
`;

const list = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const details = css`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  flex: 1 1 14rem;

  & h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
    color: var(--color-text-muted);
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

const count = css`
  margin: 0 0 0.75rem;
  color: var(--color-text-muted);
`;

const note = css`
  margin: 0 0 0.75rem;
`;

export function EventSearchesSkeleton() {
  const t = useT();
  return <LoadingDetail label={t('eventSearches.listLabel')} />;
}

function SearchCard({ search, onDeleted }: { search: SavedEventSearch; onDeleted: (ok: boolean) => void }) {
  const t = useT();
  const utils = trpc.useUtils();
  const remove = trpc.eventSearches.remove.useMutation({
    onSuccess: () => {
      onDeleted(true);
      void utils.eventSearches.list.invalidate();
    },
    onError: () => onDeleted(false),
  });
  return (
    <li className={card}>
      <div className={details}>
        <h2>
          <AppLink href={search.path}>{search.name}</AppLink>
        </h2>
        <p>{t('eventSearches.filters', { summary: summaryOf(t, search.filters) })}</p>
        {search.filters.day || search.filters.from ? (
          <p>{t('eventSearches.zone', { zone: search.filters.timeZone })}</p>
        ) : null}
      </div>
      <button
        type="button"
        className={buttonClassName('secondary', 'sm')}
        aria-label={t('eventSearches.deleteNamed', { name: search.name })}
        disabled={remove.isPending}
        aria-busy={remove.isPending ? true : undefined}
        onClick={() => remove.mutate({ id: search.id })}
      >
        {t('eventSearches.delete')}
      </button>
    </li>
  );
}

function MySearches() {
  const t = useT();
  const utils = trpc.useUtils();
  const [outcome, setOutcome] = useState<'deleted' | 'failed' | null>(null);
  const result = useSectionQuery(utils.eventSearches.list.queryOptions());
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('eventSearches.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, total, max } = result.data;
  const message =
    outcome === 'deleted' ? (
      <p className={note} role="status">
        {t('eventSearches.deleted')}
      </p>
    ) : outcome === 'failed' ? (
      <p className={formAlert} role="alert">
        {t('eventSearches.deleteFailed')}
      </p>
    ) : null;
  if (items.length === 0) {
    return (
      <>
        {message}
        <EmptyState
          title={t('eventSearches.empty')}
          description={t('eventSearches.emptyHint')}
          actionHref="/events"
          actionLabel={t('eventSearches.emptyAction')}
        />
      </>
    );
  }
  return (
    <>
      {message}
      <p className={count}>{t('eventSearches.count', { count: total, max })}</p>
      <ul className={list} aria-label={t('eventSearches.listLabel')}>
        {items.map((search) => (
          <SearchCard key={search.id} search={search} onDeleted={(ok) => setOutcome(ok ? 'deleted' : 'failed')} />
        ))}
      </ul>
    </>
  );
}

export function EventSearchesPage() {
  const t = useT();
  return (
    <>
      <PageMeta
        title={t('eventSearches.title')}
        description={t('eventSearches.lead')}
        path={EVENT_SEARCHES_PATH}
        noindex
      />
      <h1 className={`${pageTitle} ${heading}`}>{t('eventSearches.title')}</h1>
      <p className={lead}>{t('eventSearches.lead')}</p>
      <PersonaGate logInTitle={t('eventSearches.logIn')} personaDescription={t('eventSearches.lead')}>
        <Section fallback={<EventSearchesSkeleton />}>
          <MySearches />
        </Section>
      </PersonaGate>
    </>
  );
}
