// /inventory: the signed-in persona's items. Things an avatar wears (outfits, hair, accessories) come
// first, each with a Wear / Take off button that answers at once (optimistic, rolled back with a message
// if the service refuses); one item per slot, so wearing an outfit takes off the one worn before. Things
// for their worlds (props, music, scripts…) follow. Visitors are asked to log in and come back.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ItemCard, ItemGridSkeleton, itemGrid, itemSlotLabel } from '../item-card.tsx';
import { useEquip } from '../use-equip.ts';
import { INVENTORY_PATH } from '../../../shared/items/limits.ts';
import { useT } from '../../i18n/i18n.tsx';
import { profileHref } from '../../../shared/links/site-link.ts';
import { pageHeading, pageLead } from '../../ui/page-parts.tsx';

const group = css`
  margin-bottom: 2.5rem;

  & h2 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

const wearing = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1.5rem;
`;

const alert = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--color-error);
  border-radius: var(--radius-card);
  background: var(--color-error-soft);
`;

export function inventoryPageFrom(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1;
}

function Inventory({ page }: { page: number }) {
  const t = useT();
  const utils = trpc.useUtils();
  const viewer = useViewer();
  const equip = useEquip();
  const result = useSectionQuery(utils.items.mine.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('items.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, total, pageCount } = result.data;
  if (items.length === 0) {
    return page > 1 ? (
      <EmptyState
        title={t('items.pageEmpty')}
        description={t('items.pageEmptyHint')}
        action={<ButtonLink href={INVENTORY_PATH}>{t('items.backToFirst')}</ButtonLink>}
      />
    ) : (
      <EmptyState
        title={t('items.empty')}
        description={t('items.emptyHint')}
        action={<ButtonLink href="/store">{t('items.visitStore')}</ButtonLink>}
      />
    );
  }
  const wearables = items.filter((item) => item.slot !== null);
  const others = items.filter((item) => item.slot === null);
  const worn = wearables.filter((item) => item.equipped);
  return (
    <>
      <p className={pageLead}>{t('items.count', { count: total })}</p>
      <div className={wearing} role="status" aria-live="polite">
        {worn.length === 0
          ? t('items.wearingNothing')
          : t('items.wearingList', {
              items: worn
                .map((item) => `${item.name} (${itemSlotLabel(item.slot ?? '', t)})`)
                .join(t('items.listSeparator')),
            })}
        {viewer?.personaHandle ? (
          <ButtonLink href={profileHref(viewer.personaHandle)} variant="ghost" size="sm">
            {t('items.seeOnProfile')}
          </ButtonLink>
        ) : null}
      </div>
      {equip.error ? (
        <div className={alert} role="alert">
          <span>{equip.error}</span>
          <Button type="button" variant="secondary" size="sm" onClick={equip.dismiss}>
            {t('items.dismiss')}
          </Button>
        </div>
      ) : null}
      {wearables.length > 0 ? (
        <section className={group} aria-labelledby="inventory-wearables">
          <h2 id="inventory-wearables">{t('items.toWear')}</h2>
          <ul className={itemGrid} role="list" aria-label={t('items.toWearList')}>
            {wearables.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} onToggle={equip.toggle} busy={equip.pendingId === item.id} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {others.length > 0 ? (
        <section className={group} aria-labelledby="inventory-worlds">
          <h2 id="inventory-worlds">{t('items.forWorlds')}</h2>
          <ul className={itemGrid} role="list" aria-label={t('items.forWorldsList')}>
            {others.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pageCount > 1 ? (
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? INVENTORY_PATH : `${INVENTORY_PATH}?page=${n}`)}
          label={t('items.pages')}
        />
      ) : null}
    </>
  );
}

export function InventoryPage() {
  const t = useT();
  const page = inventoryPageFrom(useSearch());
  return (
    <>
      <PageMeta title={t('items.title')} description={t('items.description')} path={INVENTORY_PATH} noindex />
      <h1 className={pageHeading}>{t('items.title')}</h1>
      <PersonaGate logInTitle={t('items.logIn')} personaDescription={t('items.personaNeeded')}>
        <Section fallback={<ItemGridSkeleton count={6} />}>
          <Inventory page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}

// The placeholder while the page's data streams ships in the page's own chunk (routes.tsx).
export { ItemGridSkeleton } from '../item-card.tsx';
