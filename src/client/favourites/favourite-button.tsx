// The favourite button (docs/product.md §5): a heart toggle on experience cards and on the experience page.
// - Viewers with a persona: a button with aria-pressed, named "Add {name} to favourites" / "Remove {name}
//   from favourites"; the heart flips at once and goes back with a readable message if the call fails.
// - Visitors: the same heart submits to /sign-in?next=<the experience page>, so they come back signed in.
// - Signed in without a persona: nothing (favourites belong to a persona, docs/product.md §8).
import { css, cx } from '@linaria/core';
import { useViewer } from '../session/viewer.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import type { FavouriteStatus } from '../../shared/favourites/schema.ts';
import { useFavouriteToggle } from './use-favourites.ts';
import { Tooltip } from '../ui/tooltip.tsx';
import { useT } from '../i18n/i18n.tsx';
import { ToggleError } from '../ui/toggle-error.tsx';
import { toggleButton, toggleHeart, toggleOnCard } from '../ui/toggle-button.ts';

const slot = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.375rem;
`;

/** On a card: over the image's top-right corner, above the card's stretched link. */
const onCard = css`
  position: absolute;
  top: 0.625rem;
  right: 0.625rem;
  z-index: 2;
`;

const detailHeart = css`
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
`;

/** Beside the heart (outside it: the button's name is what pressing does, the count is what is). */
const countText = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
  font-weight: 500;
`;

/** On the experience page: heart and count in a row, and the message below. */
const inDetail = css`
  flex-flow: row wrap;
  align-items: center;
  gap: 0.5rem 0.625rem;

  & > p {
    flex-basis: 100%;
  }
`;

const heartShape = css`
  flex: none;

  [aria-pressed='true'] > & {
    fill: currentColor;
  }
`;

function Heart() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={heartShape}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.5 0 5.4 3.6 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

const reservedCount = css`
  visibility: hidden;
`;

/**
 * The experience page's count beside the heart. It is read after hydration, so until it is known the
 * same words hold its place unseen, and the Like button beside it does not jump to another line.
 */
function DetailCount({ count }: { count: number | undefined }) {
  const t = useT();
  if (count === undefined) {
    return (
      <span className={cx(countText, reservedCount)} aria-hidden="true">
        {t('favourites.count', { count: 0 })}
      </span>
    );
  }
  return <span className={countText}>{t('favourites.count', { count })}</span>;
}

export interface FavouriteButtonProps {
  experienceId: string;
  name: string;
  /** The experience page's path: where a visitor comes back to after signing in. */
  experiencePath: string;
  /** Undefined while the state loads (the button waits rather than guess). */
  status: FavouriteStatus | undefined;
  placement: 'card' | 'detail';
  className?: string;
}

export function FavouriteButton({
  experienceId,
  name,
  experiencePath,
  status,
  placement,
  className,
}: FavouriteButtonProps) {
  const viewer = useViewer();
  const t = useT();
  if (viewer === null) {
    // A GET form, not a link: it works before hydration and without JavaScript, and it is a button
    // like the persona's heart (a link named "Add X…" would also answer to the card's own link name).
    const target = new URL(signInPath(experiencePath), 'http://lumen.invalid');
    return (
      <form
        method="get"
        action={target.pathname}
        className={cx(slot, placement === 'card' ? onCard : inDetail, className)}
      >
        <input type="hidden" name="next" value={target.searchParams.get('next') ?? '/'} />
        <Tooltip content={t('favourites.logIn')} side="bottom" align={placement === 'card' ? 'end' : 'start'}>
          <button
            type="submit"
            className={cx(toggleButton, toggleHeart, placement === 'card' ? toggleOnCard : detailHeart)}
            aria-pressed={false}
            aria-label={t('favourites.add', { name })}
          >
            <Heart />
          </button>
        </Tooltip>
        {placement === 'detail' ? <DetailCount count={status?.count} /> : null}
      </form>
    );
  }
  if (!hasPersona(viewer)) return null;
  return <PersonaFavouriteButton {...{ experienceId, name, status, placement, className }} />;
}

function PersonaFavouriteButton({
  experienceId,
  name,
  status,
  placement,
  className,
}: Omit<FavouriteButtonProps, 'experiencePath'>) {
  const t = useT();
  const { toggle, error, dismiss, pending, local } = useFavouriteToggle(experienceId, name);
  const known = status ?? local;
  const favourited = known?.favourited ?? false;
  const label = t(favourited ? 'favourites.remove' : 'favourites.add', { name });
  return (
    <span className={cx(slot, placement === 'card' ? onCard : inDetail, className)}>
      <Tooltip
        content={t(favourited ? 'favourites.removeShort' : 'favourites.addShort')}
        side="bottom"
        align={placement === 'card' ? 'end' : 'start'}
      >
        <button
          type="button"
          className={cx(toggleButton, toggleHeart, placement === 'card' ? toggleOnCard : detailHeart)}
          aria-pressed={favourited}
          aria-label={label}
          aria-busy={pending ? true : undefined}
          onClick={() => toggle(known)}
        >
          <Heart />
        </button>
      </Tooltip>
      {placement === 'detail' ? <DetailCount count={known?.count} /> : null}
      {error ? <ToggleError message={error} dismissLabel={t('favourites.dismiss')} onDismiss={dismiss} /> : null}
    </span>
  );
}
