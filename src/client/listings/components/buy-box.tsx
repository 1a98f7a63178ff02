// 'Add to cart' and 'Buy now' on a listing (docs/product.md §9 Cart, §8 a persona is needed to buy). Visitors get a
// 'Log in to buy' link back to this page; accounts without a persona get a note saying why they cannot
// buy; the creator sees that the listing is theirs. 'Buy now' adds to the cart, then opens the cart
// dropdown through the navbar flags (its checkout is the cart's). Refusals from the cart service
// (already owned, own product, no longer available) are shown in its words. A listing the persona owns
// says Owned and where to use it instead of offering to buy it again; one already in the cart says so
// (cart.has: this product only, not the whole cart). Both are read in the browser, per viewer.
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
import { CheckIcon } from '../../ui/icons.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { useOwnedListings } from '../../items/use-owned.ts';
import { INVENTORY_PATH } from '../../../shared/items/limits.ts';

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
  return <PersonaBuyBox listing={listing} />;
}

function PersonaBuyBox({ listing }: BuyBoxProps) {
  const owned = useOwnedListings([listing.id]);
  const item = owned.byId.get(listing.id.toLowerCase());
  if (item) return <OwnedNote name={listing.name} wearable={item.wearable} equipped={item.equipped} />;
  // Until the answer is in, the buttons stay but do nothing: no flash of a Buy that is then taken away.
  return <CartActions listing={listing} waiting={owned.pending} />;
}

function OwnedNote({ name, wearable, equipped }: { name: string; wearable: boolean; equipped: boolean }) {
  return (
    <div className={box}>
      <p className={ownedBadge}>
        <CheckIcon size={18} />
        Owned
      </p>
      <p className={ownedText}>
        {wearable
          ? equipped
            ? `You own ${name} and your avatar is wearing it.`
            : `You own ${name}. Wear it on your avatar from your inventory.`
          : `You own ${name}. It is in your inventory, ready to use in your worlds in the desktop client.`}
      </p>
      <div className={actions}>
        <AppLink href={INVENTORY_PATH} className={buttonClassName('secondary', 'lg')}>
          {wearable && !equipped ? 'Wear it in your inventory' : 'Open your inventory'}
        </AppLink>
      </div>
    </div>
  );
}

function CartActions({ listing, waiting }: BuyBoxProps & { waiting: boolean }) {
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
          Buy now
        </Button>
        <Button size="lg" variant="secondary" onClick={() => addToCart(false)} disabled={busy}>
          {add.isPending ? 'Adding…' : 'Add to cart'}
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
