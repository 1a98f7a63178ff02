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
import { Avatar } from '../../profiles/avatar.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { profileHref, siteHref } from '../../../shared/links/site-link.ts';
import { BLOCKED_PATH } from '../../../shared/blocking/limits.ts';
import type { BlockedPersona } from '../../../shared/blocking/schema.ts';
import { pageFromSearch } from '../../../shared/orders/rules.ts';
import { useBlockToggle } from '../use-block.ts';
import { pageHeading, pageLead } from '../../ui/page-parts.tsx';
import {
  rowList,
  listRow,
  rowDetails,
  rowNameLink,
  rowMeta,
  rowActions,
  rowAlert,
  rowPager,
} from '../../ui/list-row.ts';

const skeletonRow = css`
  height: 82px;
  border-radius: var(--radius-card);
`;

export function BlockedSkeleton() {
  const t = useT();
  return (
    <div className={rowList} aria-busy="true" aria-label={t('blocking.listLabel')}>
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
    <li className={listRow} data-testid="blocked-persona">
      <Avatar url={person.avatarImageUrl} size="sm" />
      <div className={rowDetails}>
        <h2>
          <AppLink href={siteHref(sites.profiles, profileHref(person.avatarHandle))} className={rowNameLink}>
            {name}
          </AppLink>
        </h2>
        <p className={rowMeta}>
          @{person.avatarHandle} ·{' '}
          <time dateTime={person.blockedAt}>
            {t('blocking.blockedOn', { date: formats.date(person.blockedAt, 'day', zone) })}
          </time>
        </p>
      </div>
      <div className={rowActions}>
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
          <p className={rowAlert} role="alert">
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
      <ul className={rowList} aria-label={t('blocking.listLabel')}>
        {items.map((person) => (
          <BlockedRow key={person.id} person={person} />
        ))}
      </ul>
      <div className={rowPager}>
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
      <h1 className={pageHeading}>{t('blocking.pageTitle')}</h1>
      <p className={pageLead}>{t('blocking.pageLead')}</p>
      <PersonaGate logInTitle={t('blocking.logIn')} personaDescription={t('blocking.pageLead')}>
        <Section fallback={<BlockedSkeleton />}>
          <BlockedList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
