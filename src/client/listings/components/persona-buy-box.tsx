// The buy actions of a viewer with a persona: Owned (and where to use it) for a listing they own, else
// 'Buy now' and 'Add to cart', and whether it is already in the cart (cart.has: this product only, not
// the whole cart). Ownership is read in the browser, per viewer; checkout invalidates it. Its own chunk,
// loaded only for personas, so visitors' first load does not carry it.
import { trackEvent } from '../../analytics/use-track.ts';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useOptionalNavbarFlags } from '../../shell/navbar-flags-context.tsx';
import { errorInfo } from '../../query/error-info.ts';
import { Button } from '../../ui/button.tsx';
import { useOwnedListings } from '../../items/use-owned.ts';
import OwnedNote from './owned-note.tsx';
import type { BuyBoxProps } from './buy-box.tsx';
import { GiftButton } from '../../gifts/gift-button.tsx';
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

const errorText = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
  color: var(--color-text);
`;

const success = css`
  margin: 0;
  color: var(--color-text);
  font-weight: 500;
`;

export default function PersonaBuyBox({ listing }: BuyBoxProps) {
  const owned = useOwnedListings([listing.id]);
  const item = owned.byId.get(listing.id.toLowerCase());
  // Owning a listing does not stop giving it to a friend (docs/product.md §20).
  const gift = (
    <div className={actions}>
      <GiftButton listing={listing} />
    </div>
  );
  if (item) {
    return (
      <div className={box}>
        <OwnedNote name={listing.name} wearable={item.wearable} equipped={item.equipped} />
        {gift}
      </div>
    );
  }
  // Until the answer is in, the buttons stay but do nothing: no flash of a Buy that is then taken away.
  return (
    <div className={box}>
      <CartActions listing={listing} waiting={owned.pending} />
      {gift}
    </div>
  );
}

function CartActions({ listing, waiting }: BuyBoxProps & { waiting: boolean }) {
  const t = useT();
  const utils = trpc.useUtils();
  const navbar = useOptionalNavbarFlags();
  const inCart = trpc.cart.has.useQuery({ productId: listing.id }, { staleTime: 30_000, retry: 1 });
  const add = trpc.cart.add.useMutation({
    onSuccess(cart) {
      // The cart dropdown and badge read cart.get: give them the answer we already have.
      utils.cart.get.setData(undefined, cart);
      utils.cart.has.setData({ productId: listing.id }, { inCart: true });
      trackEvent({ event: 'add-to-cart', kind: 'listing', id: listing.id });
    },
  });
  const busy = add.isPending || waiting;
  // Buy now stays: adding again changes nothing and opens the cart, where checkout is.
  const added = inCart.data?.inCart === true;

  const addToCart = (thenOpen: boolean) => {
    add.mutate(
      { productId: listing.id },
      {
        onSuccess() {
          if (thenOpen) navbar?.dispatch({ type: 'openCart' });
        },
      },
    );
  };

  return (
    <div className={box}>
      <div className={actions}>
        <Button size="lg" onClick={() => addToCart(true)} disabled={busy} aria-busy={busy || undefined}>
          {t('listings.buyNow')}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => addToCart(false)} disabled={busy}>
          {add.isPending ? t('listings.adding') : t('listings.addToCart')}
        </Button>
      </div>
      <div aria-live="polite">
        {add.isError ? (
          <p className={errorText} role="alert">
            {errorInfo(add.error).message}
          </p>
        ) : added ? (
          <p className={success}>{t('listings.inCart', { name: listing.name })}</p>
        ) : null}
      </div>
    </div>
  );
}
