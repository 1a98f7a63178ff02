// "N people found this helpful" under a review, and the viewer's Helpful toggle (docs/product.md §16).
// - Everyone sees the count from the page's own data (the same for every viewer); a persona's answer
//   replaces it with the count as of their last read or write.
// - A persona who did not write the review: a toggle button with aria-pressed, usable once their vote has
//   arrived (read after hydration, never in the server render).
// - A visitor: a 'Log in to vote' link whose next= brings them back. The author, and accounts without a
//   persona: the count only.
import { css, cx } from '@linaria/core';
import { useViewer } from '../session/viewer.tsx';
import { hasPersona, isNeutralViewer } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import { useT } from '../i18n/i18n.tsx';
import { ToggleError } from '../ui/toggle-error.tsx';
import type { ReviewVotes } from './use-review-votes.ts';
import { errorInfo } from '../query/error-info.ts';
import { toggleAccent, toggleButton } from '../ui/toggle-button.ts';

const row = css`
  display: flex;
  flex-flow: row wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.75rem;
`;

const countText = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

/** Smaller words than the page's buttons; a pressed vote is tinted. */
const helpfulLook = css`
  min-height: 2.75rem;
  font-size: 0.875rem;

  &[aria-pressed='true'] {
    background: var(--color-primary-soft);
  }
`;

const logInLink = css`
  color: var(--color-primary-strong);
  font-size: 0.875rem;
  font-weight: 600;
`;

export interface HelpfulSubject {
  id: string;
  personaHandle: string;
  personaName: string;
  helpfulCount: number;
}

export function HelpfulVote({
  review,
  votes,
  returnTo,
}: {
  review: HelpfulSubject;
  votes: ReviewVotes;
  returnTo: string;
}) {
  const t = useT();
  const viewer = useViewer();
  const known = votes.votes?.get(review.id.toLowerCase());
  const count = known?.helpfulCount ?? review.helpfulCount;
  const author =
    viewer !== null &&
    !isNeutralViewer(viewer) &&
    viewer.personaHandle?.toLowerCase() === review.personaHandle.toLowerCase();
  const failure = votes.failure?.reviewId === review.id.toLowerCase() ? votes.failure : null;
  return (
    <div className={row} data-testid="helpful-vote">
      {hasPersona(viewer) && !author ? (
        <button
          type="button"
          className={cx(toggleButton, toggleAccent, helpfulLook)}
          aria-pressed={known?.helpful ?? false}
          aria-label={t('reviews.helpfulLabel', { name: review.personaName || review.personaHandle })}
          aria-busy={votes.pendingId === review.id.toLowerCase() ? true : undefined}
          // Until the vote has arrived the button cannot say whether pressing votes or takes it back.
          disabled={known === undefined}
          onClick={() => votes.toggle(review.id.toLowerCase())}
        >
          {t('reviews.helpful')}
        </button>
      ) : null}
      <span className={countText} aria-live="polite">
        {t('reviews.helpfulCount', { count })}
      </span>
      {viewer === null ? (
        <a className={logInLink} href={signInPath(returnTo)}>
          {t('reviews.logInToVote')}
        </a>
      ) : null}
      {failure ? (
        <ToggleError
          message={t('reviews.voteFailed', { reason: errorInfo(failure.reason).message })}
          dismissLabel={t('reviews.dismiss')}
          onDismiss={votes.dismiss}
        />
      ) : null}
    </div>
  );
}
