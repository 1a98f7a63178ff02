// A listing's reviews (docs/product.md §5 Review: text may be null, rating), newest first, paged with real links
// (?reviews=N) so paging works without JavaScript and every page has an address. A review's picture
// (docs/upstream-api.md "Attachments") shows under its text as a thumbnail that opens larger. Under each review:
// how many found it helpful with the viewer's vote, and the seller's reply (docs/product.md §16).
import { lazy, Suspense } from 'react';
import { css, cx } from '@linaria/core';
import type { ListingReviewPage } from '../../../shared/listings/schema.ts';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { StarRating } from './star-rating.tsx';
import { reviewThumb } from './review-thumb.ts';
import { HelpfulVote } from '../../reviews/helpful-vote.tsx';
import { ReviewReplyBlock } from '../../reviews/review-reply.tsx';
import { useReviewVotes } from '../../reviews/use-review-votes.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';

// The picture and its dialog load on demand (the page's first-load budget); its frame's style does not.
const ReviewPicture = lazy(() => import('./review-picture.tsx').then((module) => ({ default: module.ReviewPicture })));

const list = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-bottom: 0.375rem;
`;

const author = css`
  font-weight: 600;
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const date = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const text = css`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const noText = css`
  margin: 0;
  color: var(--color-text-muted);
  font-style: italic;
`;

const picture = css`
  margin: 0.75rem 0 0;
`;

export function ReviewsList({
  page,
  hrefForPage,
  sellerHandle,
  returnTo,
}: {
  page: ListingReviewPage;
  hrefForPage: (n: number) => string;
  /** The listing's seller: the one persona who may reply. */
  sellerHandle: string;
  /** Where a visitor comes back to after logging in to vote. */
  returnTo: string;
}) {
  const t = useT();
  const formats = useFormats();
  const votes = useReviewVotes(page.items.map((review) => review.id));
  if (page.items.length === 0) return <p>{t('listings.noReviewsList')}</p>;
  return (
    <>
      <ul className={list}>
        {page.items.map((review) => (
          <li key={review.id} className={item}>
            <div className={head}>
              <PersonaLink handle={review.personaHandle} className={author}>
                {review.personaName || review.personaHandle}
              </PersonaLink>
              <StarRating averageRating={review.rating} size={14} />
              <time className={date} dateTime={review.createdAt}>
                {formats.date(review.createdAt, 'day')}
              </time>
            </div>
            {review.review ? (
              <p className={text}>{review.review}</p>
            ) : (
              <p className={noText}>{t('listings.ratedWithoutText')}</p>
            )}
            {review.attachment ? (
              <Suspense fallback={<span className={cx(reviewThumb, picture)} aria-hidden="true" />}>
                <ReviewPicture
                  attachment={review.attachment}
                  fallbackAlt={t('listings.pictureOf', { name: review.personaName || review.personaHandle })}
                  className={picture}
                />
              </Suspense>
            ) : null}
            <HelpfulVote review={review} votes={votes} returnTo={returnTo} />
            <ReviewReplyBlock review={review} sellerHandle={sellerHandle} />
          </li>
        ))}
      </ul>
      <Paginator
        current={page.page}
        pageCount={page.pageCount}
        hrefForPage={hrefForPage}
        label={t('listings.reviewPages')}
      />
    </>
  );
}
