// The Like button of the experience page (docs/product.md §5 Likes).
// - Everyone sees the count. The page's own data carries it (the same for every viewer, so kept pages
//   stay shareable); a persona's answers replace it with the count as of their last read or write.
// - A persona: a toggle button with aria-pressed. Whether they like it is read after hydration, never in
//   the server render (pages are kept for every signed-in account, docs/decisions/0042-…). A press
//   flips the button and the count at once, goes back with words if the call fails, and settles on the
//   service's answer.
// - A visitor: a 'Log in to like' link whose next= (validated by signInPath) brings them back here.
// - Signed in without a persona: the count only (likes belong to a persona, docs/product.md §8).
import { useState } from 'react';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useViewer } from '../../session/viewer.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import { experienceHref } from '../../../shared/links/site-link.ts';
import type { ExperienceDetail, ExperienceLike } from '../../../shared/experiences/schema.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { errorInfo } from '../../query/error-info.ts';
import { useT } from '../../i18n/i18n.tsx';
import { ToggleError } from '../../ui/toggle-error.tsx';
import { toggleAccent, toggleButton } from '../../ui/toggle-button.ts';

const slot = css`
  display: inline-flex;
  flex-flow: row wrap;
  align-items: center;
  gap: 0.5rem 0.625rem;

  & > p {
    flex-basis: 100%;
  }
`;

/** As tall as the page's other buttons; the thumb fills in when pressed. */
const likeSize = css`
  min-height: 2.75rem;

  &[aria-pressed='true'] > svg {
    fill: currentColor;
  }
`;

const countText = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
  font-weight: 500;
`;

const logInLink = css`
  color: var(--color-primary-strong);
  font-weight: 600;
`;

function ThumbUp() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M7 10v11H3V10h4zm0 0 4-8c1.7 0 3 1.3 3 3v4h5.5c1.4 0 2.4 1.3 2 2.6l-2.3 7.6c-.3.8-1 1.4-1.9 1.4H7" />
    </svg>
  );
}

type LikeSubject = Pick<ExperienceDetail, 'id' | 'name' | 'personaHandle' | 'handle' | 'likeCount'>;

export function LikeButton({ experience }: { experience: LikeSubject }) {
  const viewer = useViewer();
  const t = useT();
  if (hasPersona(viewer)) return <PersonaLikeButton experience={experience} />;
  return (
    <span className={slot} data-testid="like-button">
      <span className={countText}>{t('likes.count', { count: experience.likeCount })}</span>
      {viewer === null ? (
        <a className={logInLink} href={signInPath(experienceHref(experience.personaHandle, experience.handle))}>
          {t('likes.logIn')}
        </a>
      ) : null}
    </span>
  );
}

function PersonaLikeButton({ experience }: { experience: LikeSubject }) {
  const t = useT();
  const utils = trpc.useUtils();
  const hydrated = useHydrated();
  const input = { experienceId: experience.id.toLowerCase() };
  const state = trpc.experiences.likeState.useQuery(input, { enabled: hydrated, retry: 1, staleTime: 30_000 });
  const [error, setError] = useState<string | null>(null);
  const [previous, setPrevious] = useState<ExperienceLike | undefined>(undefined);

  const rollback = (failure: unknown) => {
    utils.experiences.likeState.setData(input, previous);
    setError(t('likes.failed', { reason: errorInfo(failure).message }));
  };
  const settle = (answer: ExperienceLike) => utils.experiences.likeState.setData(input, answer);
  const like = trpc.experiences.like.useMutation({ onError: rollback, onSuccess: settle });
  const unlike = trpc.experiences.unlike.useMutation({ onError: rollback, onSuccess: settle });
  const pending = like.isPending || unlike.isPending;

  const known = state.data;
  const liked = known?.liked ?? false;
  const count = known?.likeCount ?? experience.likeCount;

  const toggle = () => {
    // One call at a time; the button already shows the expected answer.
    if (!known || pending) return;
    setError(null);
    void utils.experiences.likeState.cancel(input);
    setPrevious(known);
    utils.experiences.likeState.setData(input, {
      ...known,
      liked: !liked,
      likeCount: Math.max(0, known.likeCount + (liked ? -1 : 1)),
    });
    if (liked) unlike.mutate(input);
    else like.mutate(input);
  };

  return (
    <span className={slot} data-testid="like-button">
      <button
        type="button"
        className={cx(toggleButton, toggleAccent, likeSize)}
        aria-pressed={liked}
        aria-label={t('likes.like', { name: experience.name })}
        aria-busy={pending ? true : undefined}
        // Until its state has arrived the button cannot say whether pressing likes or unlikes.
        disabled={known === undefined}
        onClick={toggle}
      >
        <ThumbUp />
        {t('likes.likeShort')}
      </button>
      <span className={countText} aria-live="polite">
        {t('likes.count', { count })}
      </span>
      {error ? (
        <ToggleError message={error} dismissLabel={t('likes.dismiss')} onDismiss={() => setError(null)} />
      ) : null}
    </span>
  );
}
