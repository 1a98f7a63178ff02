// The "Wearing" section of a profile: what the persona's avatar wears (public), one item per slot. On
// one's own profile it links to the inventory, where items are put on and taken off. Streams in its own
// <Section>.
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useSectionQuery } from '../query/section-query.ts';
import { errorInfo } from '../query/error-info.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { ItemCard, itemGrid } from './item-card.tsx';
import { INVENTORY_PATH } from '../../shared/items/limits.ts';
import { useT } from '../i18n/i18n.tsx';

const section = css`
  margin-bottom: 2.5rem;
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

const emptyText = css`
  margin: 0;
  color: var(--color-text-muted);
`;

export function WornShelf({ handle, name, own }: { handle: string; name: string; own: boolean }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.items.worn.queryOptions({ personaHandle: handle }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('items.wornFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items } = result.data;
  return (
    <section className={section} aria-labelledby="profile-wearing">
      <div className={head}>
        <h2 id="profile-wearing">{t('items.wearing')}</h2>
        {own ? (
          <ButtonLink href={INVENTORY_PATH} variant="secondary" size="sm">
            {t('cart.openInventory')}
          </ButtonLink>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className={emptyText}>{own ? t('items.youWearNothing') : t('items.theyWearNothing', { name })}</p>
      ) : (
        <ul className={itemGrid} role="list" aria-label={t('items.wornBy', { name })}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
