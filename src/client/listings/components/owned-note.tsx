// What a listing's owner sees instead of Buy now: Owned, and where to use it (the inventory, where
// avatar items are worn; everything else is used in the desktop client's worlds).
import { css } from '@linaria/core';
import { AppLink } from '../../router/app-link.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/check-icon.tsx';
import { INVENTORY_PATH } from '../../../shared/items/limits.ts';
import { useT } from '../../i18n/i18n.tsx';

const box = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem;
`;

const ownedBadge = css`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: 0.375rem;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: var(--color-primary-soft);
  color: var(--color-text);
  font-weight: 700;
`;

const ownedText = css`
  margin: 0;
  color: var(--color-text);
`;

export default function OwnedNote({
  name,
  wearable,
  equipped,
}: {
  name: string;
  wearable: boolean;
  equipped: boolean;
}) {
  const t = useT();
  return (
    <div className={box}>
      <p className={ownedBadge}>
        <CheckIcon size={18} />
        {t('cart.owned')}
      </p>
      <p className={ownedText}>
        {wearable
          ? equipped
            ? t('listings.ownedWorn', { name })
            : t('listings.ownedWearable', { name })
          : t('listings.ownedUsable', { name })}
      </p>
      <div className={actions}>
        <AppLink href={INVENTORY_PATH} className={buttonClassName('secondary', 'lg')}>
          {wearable && !equipped ? t('listings.wearInInventory') : t('cart.openInventory')}
        </AppLink>
      </div>
    </div>
  );
}
