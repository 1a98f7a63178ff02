// The seller's one reply under a review, and the seller's own controls (docs/product.md §16).
// - Everyone sees the reply with the replier's name and date: it is the same for every viewer, so it is
//   part of the kept page.
// - The listing's seller (known only after hydration: kept pages are rendered for a neutral viewer) gets
//   Reply, or Edit reply and Delete reply. Saving re-reads the listing's reviews, so the page shows what
//   the service holds; a refusal is said in words next to the form.
import { useId, useState, type FormEvent } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { isNeutralViewer } from '../../shared/session/viewer.ts';
import { REVIEW_REPLY_MAX_LENGTH } from '../../shared/reviews/replies.ts';
import type { ReviewReply } from '../../shared/reviews/schema.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { fieldHint, fieldLabel, formAlert, textField } from '../ui/form-field.ts';
import { failureReason } from './use-review-votes.ts';

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

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const form = css`
  display: grid;
  gap: 0.5rem;
  margin-top: 0.75rem;

  & textarea {
    min-height: 6rem;
  }
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
      {seller ? <SellerControls review={review} /> : null}
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

function SellerControls({ review }: { review: ReplySubject }) {
  const t = useT();
  const utils = trpc.useUtils();
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const settle = async () => {
    setFailure(null);
    setEditing(false);
    await utils.listings.reviews.invalidate();
  };
  const fail = (reason: unknown) =>
    setFailure(t('reviews.replyFailed', { reason: failureReason(reason, t('reviews.noAnswer')) }));
  const save = trpc.reviews.reply.useMutation({ onSuccess: settle, onError: fail });
  const remove = trpc.reviews.removeReply.useMutation({ onSuccess: settle, onError: fail });
  const busy = save.isPending || remove.isPending;
  const name = review.personaName || review.personaHandle;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    save.mutate({ reviewId: review.id, body: draft });
  };

  return (
    <>
      {editing ? (
        <form className={form} onSubmit={submit}>
          <label className={fieldLabel} htmlFor={fieldId}>
            {t('reviews.replyLabel', { name })}{' '}
            <span className={fieldHint}>{t('reviews.replyHint', { max: REVIEW_REPLY_MAX_LENGTH })}</span>
          </label>
          <textarea
            id={fieldId}
            className={textField}
            value={draft}
            maxLength={REVIEW_REPLY_MAX_LENGTH}
            required
            aria-invalid={failure ? true : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <div className={actions}>
            <Button type="submit" size="sm" disabled={busy}>
              {review.reply ? t('reviews.saveReply') : t('reviews.postReply')}
            </Button>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => setEditing(false)}>
              {t('reviews.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={actions}>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => {
              setDraft(review.reply?.body ?? '');
              setFailure(null);
              setEditing(true);
            }}
          >
            {review.reply ? t('reviews.editReply') : t('reviews.replyTo', { name })}
          </Button>
          {review.reply ? (
            <Button
              variant="danger-outline"
              size="sm"
              disabled={busy}
              onClick={() => remove.mutate({ reviewId: review.id })}
            >
              {t('reviews.deleteReply')}
            </Button>
          ) : null}
        </div>
      )}
      {failure ? (
        <p className={formAlert} role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
