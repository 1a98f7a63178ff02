// /settings/blocked (docs/product.md §17): the personas the viewer blocked, newest first, paged, each with
// Unblock. Visitors are asked to log in and come back; an empty list says how to block someone.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { Avatar } from '../../profiles/components/avatar.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { profileHref, siteHref } from '../../../shared/links/site-link.ts';
import { BLOCKED_PATH } from '../../../shared/blocking/limits.ts';
import type { BlockedPersona } from '../../../shared/blocking/schema.ts';
import { pageFromSearch } from '../../../shared/orders/rules.ts';
import { useBlockToggle } from '../use-block.ts';

const title = css`
  margin: 1.5rem 0 0.25rem;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
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

const row = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (min-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    padding: 0.875rem 1rem;
  }
`;

const details = css`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const nameLink = css`
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const actions = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
  grid-column: 1 / -1;

  @media (min-width: 640px) {
    grid-column: auto;
    align-items: flex-end;
  }
`;

const alert = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

const pager = css`
  margin-top: 2rem;
`;

const skeletonRow = css`
  height: 82px;
  border-radius: var(--radius-card);
`;

export function BlockedSkeleton() {
  const t = useT();
  return (
    <div className={list} aria-busy="true" aria-label={t('blocking.listLabel')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className={skeletonRow} />
      ))}
    </div>
  );
}

function BlockedRow({ person }: { person: BlockedPersona }) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  const { sites } = usePublicConfig();
  const toggle = useBlockToggle(person.avatarHandle);
  const name = person.avatarName || person.avatarHandle;
  return (
    <li className={row} data-testid="blocked-persona">
      <Avatar url={person.avatarImageUrl} size="sm" />
      <div className={details}>
        <h2>
          <AppLink href={siteHref(sites.profiles, profileHref(person.avatarHandle))} className={nameLink}>
            {name}
          </AppLink>
        </h2>
        <p className={muted}>
          @{person.avatarHandle} ·{' '}
          <time dateTime={person.blockedAt}>
            {t('blocking.blockedOn', { date: formats.date(person.blockedAt, 'day', zone) })}
          </time>
        </p>
      </div>
      <div className={actions}>
        <button
          type="button"
          className={buttonClassName('secondary', 'sm')}
          aria-label={t('blocking.unblockNamed', { name })}
          aria-busy={toggle.pending ? true : undefined}
          disabled={toggle.pending}
          onClick={() => void toggle.run(false).catch(() => undefined)}
        >
          {t('blocking.unblock')}
        </button>
        {toggle.failed ? (
          <p className={alert} role="alert">
            {t('blocking.failed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function BlockedList({ page }: { page: number }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.blocking.list.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('blocking.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, pageCount } = result.data;
  if (items.length === 0) {
    return <EmptyState title={t('blocking.empty')} description={t('blocking.emptyHint')} />;
  }
  return (
    <>
      <ul className={list} aria-label={t('blocking.listLabel')}>
        {items.map((person) => (
          <BlockedRow key={person.id} person={person} />
        ))}
      </ul>
      <div className={pager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? BLOCKED_PATH : `${BLOCKED_PATH}?page=${n}`)}
          label={t('blocking.listLabel')}
        />
      </div>
    </>
  );
}

export function BlockedPage() {
  const t = useT();
  const page = pageFromSearch(useSearch());
  return (
    <>
      <PageMeta title={t('blocking.pageTitle')} description={t('blocking.pageLead')} path={BLOCKED_PATH} noindex />
      <h1 className={title}>{t('blocking.pageTitle')}</h1>
      <p className={lead}>{t('blocking.pageLead')}</p>
      <PersonaGate logInTitle={t('blocking.logIn')} personaDescription={t('blocking.pageLead')}>
        <Section fallback={<BlockedSkeleton />}>
          <BlockedList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
