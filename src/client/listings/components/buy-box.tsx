// 'Add to cart' and 'Buy now' on a listing (docs/product.md §9 Cart, §8 a persona is needed to buy). Visitors get a
// 'Log in to buy' link back to this page; accounts without a persona get a note saying why they cannot
// buy; the creator sees that the listing is theirs. 'Buy now' adds to the cart, then opens the cart
// dropdown through the navbar flags (its checkout is the cart's). Refusals from the cart service
// (already owned, own product, no longer available) are shown in its words. A persona's actions (and
// Owned, for a listing they own) are persona-buy-box.tsx, loaded only for them, with 'Gift to a friend'
// (docs/product.md §20) for listings they do not sell.
import { lazy, Suspense } from 'react';
import { css } from '@linaria/core';
import { useViewer } from '../../session/viewer.tsx';
import { useCurrentUrl } from '../../shell/use-current-url.ts';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useT } from '../../i18n/i18n.tsx';

const PersonaBuyBox = lazy(() => import('./persona-buy-box.tsx'));

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem;
`;

const placeholder = css`
  width: min(100%, 18rem);
  height: 3rem;
`;

const note = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
  color: var(--color-text);
`;

export interface BuyBoxProps {
  listing: {
    id: string;
    name: string;
    price: number;
    status: 'listed' | 'delisted';
    creator: { personaHandle: string };
  };
}

export function BuyBox({ listing }: BuyBoxProps) {
  const t = useT();
  const viewer = useViewer();
  const currentUrl = useCurrentUrl();
  if (listing.status !== 'listed') {
    return <p className={note}>{t('listings.unavailable', { name: listing.name })}</p>;
  }
  if (viewer === null) {
    // A server route: a plain anchor (full page load into the sign-in flow), back here afterwards.
    return (
      <div className={actions}>
        <a className={buttonClassName('primary', 'lg')} href={signInPath(currentUrl)}>
          {t('listings.logInToBuy')}
        </a>
      </div>
    );
  }
  if (!hasPersona(viewer)) {
    return <p className={note}>{t('listings.buyNeedsPersona', { name: listing.name })}</p>;
  }
  if (viewer.personaHandle === listing.creator.personaHandle) {
    return <p className={note}>{t('gifts.errorOwnListing')}</p>;
  }
  return (
    <Suspense fallback={<Skeleton className={placeholder} />}>
      <PersonaBuyBox listing={listing} />
    </Suspense>
  );
}
