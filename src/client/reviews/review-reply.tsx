// The seller's one reply under a review, and the seller's own controls (docs/product.md §16).
// - Everyone sees the reply with the replier's name and date: it is the same for every viewer, so it is
//   part of the kept page.
// - The listing's seller (known only after hydration: kept pages are rendered for a neutral viewer) gets
//   Reply, or Edit reply and Delete reply. Saving re-reads the listing's reviews, so the page shows what
//   the service holds; a refusal is said in words next to the form.
import { lazy, Suspense } from 'react';
import { css } from '@linaria/core';
import { useViewer } from '../session/viewer.tsx';
import { isNeutralViewer } from '../../shared/session/viewer.ts';
import type { ReviewReply } from '../../shared/reviews/schema.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';

// Only the seller ever sees the controls, after hydration: their code is fetched then.
const SellerReplyControls = lazy(() =>
  import('./seller-reply-controls.tsx').then((module) => ({ default: module.SellerReplyControls })),
);

const replyBox = css`
  margin: 0.75rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 3px solid var(--color-primary);
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
`;

const replyHead = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.625rem;
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
`;

const replier = css`
  font-weight: 600;
  color: var(--color-text);
`;

const muted = css`
  color: var(--color-text-muted);
`;

const replyText = css`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export interface ReplySubject {
  id: string;
  personaHandle: string;
  personaName: string;
  reply: ReviewReply | null;
}

export function ReviewReplyBlock({ review, sellerHandle }: { review: ReplySubject; sellerHandle: string }) {
  const viewer = useViewer();
  const seller =
    viewer !== null &&
    !isNeutralViewer(viewer) &&
    (viewer.personaHandle ?? '').toLowerCase() === sellerHandle.toLowerCase();
  return (
    <>
      {review.reply ? <ShownReply reply={review.reply} /> : null}
      {seller ? (
        <Suspense fallback={null}>
          <SellerReplyControls review={review} />
        </Suspense>
      ) : null}
    </>
  );
}

function ShownReply({ reply }: { reply: ReviewReply }) {
  const t = useT();
  const formats = useFormats();
  return (
    <div className={replyBox} data-testid="review-reply">
      <p className={replyHead}>
        <span className={replier}>{t('reviews.replyFrom', { name: reply.personaName || reply.personaHandle })}</span>
        <time className={muted} dateTime={reply.createdAt}>
          {formats.date(reply.createdAt, 'day')}
        </time>
      </p>
      <p className={replyText}>{reply.body}</p>
    </div>
  );
}
