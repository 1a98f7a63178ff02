// /gifts (docs/product.md §20): the gifts the viewer received, newest first, a page at a time: what it is
// (linking the listing), who gave it (their profile), their message and when. Visitors are asked to log in;
// an empty list says where gifts come from.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { LoadingDetail, pageLead, pageTitle } from '../../ui/page-parts.tsx';
import { rowList } from '../../ui/list-row.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { RECEIVED_GIFTS_PATH } from '../../../shared/gifts/limits.ts';
import { pageFromSearch } from '../../../shared/orders/rules.ts';
import type { ReceivedGift } from '../../../shared/gifts/schema.ts';

const gift = css`
  display: grid;
  gap: 0.375rem;
  padding: 0.875rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const quote = css`
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const pager = css`
  margin-top: 2rem;
`;

export function ReceivedGiftsSkeleton() {
  const t = useT();
  return <LoadingDetail label={t('gifts.receivedListLabel')} />;
}

function GiftRow({ item }: { item: ReceivedGift }) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  return (
    <li className={gift} data-testid="received-gift">
      <h2>
        <AppLink href={item.listing.path}>{item.listing.name}</AppLink>
      </h2>
      <p>
        {t('gifts.receivedFrom')} <PersonaLink handle={item.giver.handle}>{item.giver.name}</PersonaLink>
      </p>
      {item.message ? <p className={quote}>{t('gifts.receivedMessage', { message: item.message })}</p> : null}
      <p className={muted}>{t('gifts.receivedOn', { date: formats.date(item.receivedAt, 'day', zone) })}</p>
    </li>
  );
}

function ReceivedGifts({ page }: { page: number }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.gifts.received.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('gifts.receivedLoadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, pageCount } = result.data;
  if (items.length === 0)
    return <EmptyState title={t('gifts.receivedEmpty')} description={t('gifts.receivedEmptyHint')} />;
  return (
    <>
      <ul className={rowList} aria-label={t('gifts.receivedListLabel')}>
        {items.map((item) => (
          <GiftRow key={item.id} item={item} />
        ))}
      </ul>
      <div className={pager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? RECEIVED_GIFTS_PATH : `${RECEIVED_GIFTS_PATH}?page=${n}`)}
          label={t('gifts.receivedListLabel')}
        />
      </div>
    </>
  );
}

export function ReceivedGiftsPage() {
  const t = useT();
  const page = pageFromSearch(useSearch());
  return (
    <>
      <PageMeta
        title={t('gifts.receivedTitle')}
        description={t('gifts.receivedLead')}
        path={RECEIVED_GIFTS_PATH}
        noindex
      />
      <h1 className={pageTitle}>{t('gifts.receivedTitle')}</h1>
      <p className={pageLead}>{t('gifts.receivedLead')}</p>
      <PersonaGate logInTitle={t('gifts.receivedLogIn')} personaDescription={t('gifts.receivedLead')}>
        <Section fallback={<ReceivedGiftsSkeleton />}>
          <ReceivedGifts page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
