// The wishlist heart (docs/product.md §15) on listing cards and the listing page.
// - Viewers with a persona: a toggle button with aria-pressed, named 'Add to wishlist' / 'Remove from
//   wishlist' (on a card the listing's name is part of it, since a grid has many); it flips at once and
//   goes back with a readable message if the call fails. Its state is asked for after hydration
//   (use-wishlist.ts): kept pages never carry it.
// - Visitors: the same heart submits to /sign-in?next=<the listing page>, so they come back signed in.
// - Signed in without a persona: nothing (a wishlist belongs to a persona, docs/product.md §8).
import { css, cx } from '@linaria/core';
import { useViewer } from '../session/viewer.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import { Tooltip } from '../ui/tooltip.tsx';
import { useWishlistToggle } from './use-wishlist.ts';
import { useT, type Translate } from '../i18n/i18n.tsx';
import { HEART_FILLED_MASK, HEART_MASK } from '../ui/glyph-mask.ts';
import { ToggleError } from '../ui/toggle-error.tsx';
import { toggleButton, toggleHeart, toggleOnCard } from '../ui/toggle-button.ts';

const slot = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
`;

/** On a card: over the image's top-right corner, above the card's stretched link. */
const onCard = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 2;
  align-items: flex-end;
`;

/** The heart and its words a little apart. */
const heartGap = css`
  gap: 0.5rem;
`;

// A mask on one empty element, not an inline SVG: a store page has a heart on each of its ~80 cards
// (docs/performance/pages.md), and it follows the text colour like the SVG did.
const heartShape = css`
  display: inline-block;
  flex: none;
  width: 20px;
  height: 20px;
  background-color: currentColor;
  -webkit-mask: ${HEART_MASK} center / contain no-repeat;
  mask: ${HEART_MASK} center / contain no-repeat;

  [aria-pressed='true'] > & {
    -webkit-mask-image: ${HEART_FILLED_MASK};
    mask-image: ${HEART_FILLED_MASK};
  }
`;

function Heart() {
  return <span className={heartShape} aria-hidden="true" />;
}

export interface WishlistButtonProps {
  listingId: string;
  name: string;
  /** The listing page's path: where a visitor comes back to after signing in. */
  listingPath: string;
  /** undefined while the state loads (a click then adds: adding is idempotent). */
  wished: boolean | undefined;
  placement: 'card' | 'detail';
}

function labelOf(wished: boolean, placement: 'card' | 'detail', name: string, t: Translate): string {
  if (placement === 'detail') return wished ? t('wishlist.removeShort') : t('wishlist.addShort');
  return wished ? t('wishlist.remove', { name }) : t('wishlist.add', { name });
}

export function WishlistButton(props: WishlistButtonProps) {
  const t = useT();
  const viewer = useViewer();
  const { placement, name, listingPath } = props;
  if (viewer === null) {
    // A GET form, not a link: it works before hydration and without JavaScript; `next` is only ever a
    // path on this site (signInPath, docs/product.md §3).
    const target = new URL(signInPath(listingPath), 'http://lumen.invalid');
    return (
      <form method="get" action={target.pathname} className={cx(slot, placement === 'card' && onCard)}>
        <input type="hidden" name="next" value={target.searchParams.get('next') ?? '/'} />
        <Tooltip content={t('wishlist.logIn')} side="bottom" align={placement === 'card' ? 'end' : 'start'}>
          <button
            type="submit"
            className={cx(toggleButton, toggleHeart, heartGap, placement === 'card' && toggleOnCard)}
            aria-pressed={false}
            aria-label={labelOf(false, placement, name, t)}
          >
            <Heart />
            {placement === 'detail' ? <span aria-hidden="true">{t('wishlist.short')}</span> : null}
          </button>
        </Tooltip>
      </form>
    );
  }
  if (!hasPersona(viewer)) return null;
  return <PersonaWishlistButton {...props} />;
}

function PersonaWishlistButton({ listingId, name, wished, placement }: WishlistButtonProps) {
  const t = useT();
  const { toggle, error, dismiss, pending, local } = useWishlistToggle(listingId, name);
  const known = pending ? local : (wished ?? local);
  const on = known ?? false;
  return (
    <span className={cx(slot, placement === 'card' && onCard)}>
      <button
        type="button"
        className={cx(toggleButton, toggleHeart, heartGap, placement === 'card' && toggleOnCard)}
        aria-pressed={on}
        aria-label={labelOf(on, placement, name, t)}
        aria-busy={pending ? true : undefined}
        onClick={() => toggle(known)}
      >
        <Heart />
        {placement === 'detail' ? <span aria-hidden="true">{t('wishlist.short')}</span> : null}
      </button>
      {error ? <ToggleError message={error} dismissLabel={t('items.dismiss')} onDismiss={dismiss} /> : null}
    </span>
  );
}
