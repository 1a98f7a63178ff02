// One item of an inventory: its picture, name, what it is (its slot or category), who made it, and, on
// the persona's own inventory, the button that wears it or takes it off. The button says what it will do
// ("Wear", "Take off") and carries the item's name for screen readers; "Wearing" marks a worn item.
import { css, cx } from '@linaria/core';
import { Image } from '../ui/image.tsx';
import { AppLink } from '../router/app-link.tsx';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { InventoryItem } from '../../shared/items/schema.ts';
import { slotLabel } from '../../shared/items/limits.ts';
import { useT, type Translate } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';

export const itemGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const worn = css`
  border-color: var(--color-primary-strong);
  box-shadow: 0 0 0 1px var(--color-primary-strong);
`;

const picture = css`
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
`;

const body = css`
  display: grid;
  align-content: start;
  gap: 0.25rem;
  padding: 0.75rem;
`;

const name = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover,
  & a:focus-visible {
    text-decoration: underline;
  }
`;

const meta = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const badge = css`
  justify-self: start;
  padding: 0.125rem 0.5rem;
  border-radius: var(--radius-button);
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.8125rem;
  font-weight: 600;
`;

const action = css`
  margin-top: 0.5rem;
`;

export interface ItemCardProps {
  item: InventoryItem;
  /** The wear/take-off control (own inventory only). */
  onToggle?: ((item: InventoryItem) => void) | undefined;
  busy?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** The words for an avatar slot in the page's language; a slot Lumen does not know keeps its own name. */
export function itemSlotLabel(slot: string, t: Translate): string {
  if (slot === 'outfits') return t('items.slotOutfit');
  if (slot === 'hair') return t('items.slotHair');
  if (slot === 'accessories') return t('items.slotAccessory');
  return slotLabel(slot);
}

export function itemKindLabel(item: Pick<InventoryItem, 'slot' | 'kindName'>, t: Translate): string {
  if (item.slot !== null) return itemSlotLabel(item.slot, t);
  return item.kindName ?? t('items.item');
}

export function ItemCard({ item, onToggle, busy = false, headingLevel = 3 }: ItemCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const t = useT();
  return (
    <article className={cx(card, item.equipped && worn)}>
      <Image src={item.imageUrl} alt="" width={480} height={480} className={picture} />
      <div className={body}>
        <Heading className={name}>
          <AppLink href={item.listingPath}>{item.name}</AppLink>
        </Heading>
        <p className={meta}>
          {itemKindLabel(item, t)} · {around(t('card.by', { creator: item.creatorName })).join('')}
        </p>
        {item.equipped ? <span className={badge}>{t('items.wearing')}</span> : null}
        {onToggle && item.slot !== null ? (
          <Button
            type="button"
            variant={item.equipped ? 'secondary' : 'primary'}
            size="sm"
            className={action}
            aria-label={
              item.equipped ? t('items.takeOffNamed', { name: item.name }) : t('items.wearNamed', { name: item.name })
            }
            aria-busy={busy || undefined}
            onClick={() => onToggle(item)}
          >
            {item.equipped ? t('items.takeOff') : t('items.wear')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

const skeletonPicture = css`
  width: 100%;
  aspect-ratio: 1 / 1;
`;

export function ItemGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={itemGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={card}>
            <Skeleton className={skeletonPicture} />
            <div className={body}>
              <Skeleton shape="text" />
              <Skeleton shape="text" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
