// The seller's Reply, Edit reply and Delete reply under a review (docs/product.md §16). Its own chunk: only the
// listing's seller ever sees it, after hydration, so nobody else's first load carries the form.
import { useId, useState, type FormEvent } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { REVIEW_REPLY_MAX_LENGTH } from '../../shared/reviews/replies.ts';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { fieldHint, fieldLabel, formAlert, textField } from '../ui/form-field.ts';
import { errorInfo } from '../query/error-info.ts';
import type { ReplySubject } from './review-reply.tsx';

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

export function SellerReplyControls({ review }: { review: ReplySubject }) {
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
  const fail = (reason: unknown) => setFailure(t('reviews.replyFailed', { reason: errorInfo(reason).message }));
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
