// 'Add to cart' and 'Buy now' on a listing (docs/product.md §9 Cart, §8 a persona is needed to buy). Visitors get a
// 'Log in to buy' link back to this page; accounts without a persona get a note saying why they cannot
// buy; the creator sees that the listing is theirs. 'Buy now' adds to the cart, then opens the cart
// dropdown through the navbar flags (its checkout is the cart's). Refusals from the cart service
// (already owned, own product, no longer available) are shown in its words.
import { useState } from 'react';
import { trackEvent } from '../../analytics/use-track.ts';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useViewer } from '../../session/viewer.tsx';
import { useCurrentUrl } from '../../shell/use-current-url.ts';
import { useOptionalNavbarFlags } from '../../shell/navbar-flags-context.tsx';
import { errorInfo } from '../../query/error-info.ts';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';

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

const note = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
  color: var(--color-text);
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

export interface BuyBoxProps {
  listing: { id: string; name: string; status: 'listed' | 'delisted'; creator: { personaHandle: string } };
}

export function BuyBox({ listing }: BuyBoxProps) {
  const viewer = useViewer();
  const currentUrl = useCurrentUrl();
  if (listing.status !== 'listed') {
    return <p className={note}>{listing.name} is no longer available for purchase.</p>;
  }
  if (viewer === null) {
    // A server route: a plain anchor (full page load into the sign-in flow), back here afterwards.
    return (
      <div className={actions}>
        <a className={buttonClassName('primary', 'lg')} href={signInPath(currentUrl)}>
          Log in to buy
        </a>
      </div>
    );
  }
  if (!hasPersona(viewer)) {
    return (
      <p className={note}>
        Buying needs a persona. Create yours in the desktop client, then come back to add {listing.name} to your cart.
      </p>
    );
  }
  if (viewer.personaHandle === listing.creator.personaHandle) {
    return <p className={note}>This listing is sold by your own store.</p>;
  }
  return <CartActions listing={listing} />;
}

function CartActions({ listing }: BuyBoxProps) {
  const utils = trpc.useUtils();
  const navbar = useOptionalNavbarFlags();
  const [added, setAdded] = useState(false);
  const add = trpc.cart.add.useMutation({
    onSuccess(cart) {
      // The cart dropdown and badge read cart.get: give them the answer we already have.
      utils.cart.get.setData(undefined, cart);
      setAdded(true);
      trackEvent({ event: 'add-to-cart', kind: 'listing', id: listing.id });
    },
  });
  const busy = add.isPending;

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
          Buy now
        </Button>
        <Button size="lg" variant="secondary" onClick={() => addToCart(false)} disabled={busy}>
          {busy ? 'Adding…' : 'Add to cart'}
        </Button>
      </div>
      <div aria-live="polite">
        {add.isError ? (
          <p className={errorText} role="alert">
            {errorInfo(add.error).message}
          </p>
        ) : added ? (
          <p className={success}>{listing.name} is in your cart.</p>
        ) : null}
      </div>
    </div>
  );
}
