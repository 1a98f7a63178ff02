// 'Your review' on a listing (docs/product.md §5 Review: rating and text that may be null; §7 star rating: default 5,
// half steps). Visitors get a 'Log in to review' link back to this page; accounts without a persona a
// note; the listing's own creator no box at all. A persona writes a review (rating + optional text), and
// once one exists sees it with Edit and Delete (confirmed in the Modal). After any change the listing
// (its averageRating and count), its reviews and this box are refetched; nothing is guessed locally.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useViewer } from '../../session/viewer.tsx';
import { useCurrentUrl } from '../../shell/use-current-url.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { Section } from '../../app/section.tsx';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StarRatingInput } from '../../ui/star-rating-input.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import { DEFAULT_RATING, REVIEW_TEXT_MAX_LENGTH, validateReviewForm } from '../../../shared/reviews/rating.ts';
import type { MyReview } from '../../../shared/reviews/schema.ts';
import { fieldHint, fieldLabel, formAlert, textField } from '../../ui/form-field.ts';
import { StarRating } from './star-rating.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';

// The picture parts load on demand: most visitors never add or open one (the page's first-load budget).
const ReviewPicture = lazy(() => import('./review-picture.tsx').then((module) => ({ default: module.ReviewPicture })));
const ReviewAttachmentFields = lazy(() =>
  import('./review-attachment-fields.tsx').then((module) => ({ default: module.ReviewAttachmentFields })),
);

const box = css`
  margin-bottom: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & h3 {
    margin: 0 0 0.75rem;
    font-size: 1.0625rem;
  }
`;

const form = css`
  display: grid;
  gap: 0.875rem;
`;

const textarea = css`
  min-height: 6rem;
`;

const counter = css`
  margin: 0.25rem 0 0;
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  text-align: right;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const text = css`
  margin: 0.5rem 0 0.75rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const noText = css`
  margin: 0.5rem 0 0.75rem;
  color: var(--color-text-muted);
  font-style: italic;
`;

const note = css`
  margin: 0 0 1.5rem;
  color: var(--color-text-muted);
`;

const picture = css`
  margin: 0 0 0.75rem;
`;

const skeleton = css`
  width: 100%;
  height: 9rem;
  margin-bottom: 1.5rem;
`;

export interface YourReviewProps {
  listing: { id: string; name: string; creator: { personaHandle: string } };
}

export function YourReview({ listing }: YourReviewProps) {
  const t = useT();
  const viewer = useViewer();
  const currentUrl = useCurrentUrl();
  if (viewer === null) {
    // A server route: a plain anchor (full page load into the sign-in flow), back here afterwards.
    return (
      <p className={note}>
        <a className={buttonClassName('secondary', 'md')} href={signInPath(currentUrl)}>
          {t('listings.logInToReview')}
        </a>
      </p>
    );
  }
  if (!hasPersona(viewer)) {
    return <p className={note}>{t('listings.reviewNeedsPersona', { name: listing.name })}</p>;
  }
  // The creator does not review their own listing (the reviews service refuses it too).
  if (viewer.personaHandle.toLowerCase() === listing.creator.personaHandle.toLowerCase()) return null;
  return (
    <Section fallback={<Skeleton className={skeleton} />}>
      <OwnReview productId={listing.id} />
    </Section>
  );
}

function useRefreshAfterChange(productId: string) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.reviews.mine.invalidate({ productId }),
      // The average and count live on the listing; the list shows the review itself.
      utils.listings.detail.invalidate({ id: productId }),
      utils.listings.reviews.invalidate(),
      utils.listings.reviewSummary.invalidate({ id: productId }),
    ]);
}

function OwnReview({ productId }: { productId: string }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.reviews.mine.queryOptions({ productId }));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('listings.yourReviewFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const mine = result.data;
  if (mine === null || editing) {
    return (
      <section className={box} aria-labelledby="your-review-heading">
        <h3 id="your-review-heading">{mine ? t('listings.editYourReview') : t('listings.writeReview')}</h3>
        <ReviewForm
          productId={productId}
          existing={mine}
          notice={notice}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
          onExists={(message) => {
            // Someone (another tab) wrote one already: edit that one instead of creating a second.
            setEditing(true);
            setNotice(message);
          }}
          onCancel={mine ? () => setEditing(false) : undefined}
        />
      </section>
    );
  }
  return (
    <ReviewView
      review={mine}
      notice={notice}
      onEdit={() => {
        setNotice(null);
        setEditing(true);
      }}
      onDeleted={() => setNotice(t('listings.reviewDeleted'))}
    />
  );
}

function ReviewView({
  review,
  notice,
  onEdit,
  onDeleted,
}: {
  review: MyReview;
  notice: string | null;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const refresh = useRefreshAfterChange(review.productId);
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.reviews.remove.useMutation({
    async onSuccess() {
      setConfirming(false);
      onDeleted();
      await refresh();
    },
  });
  return (
    <section className={box} aria-labelledby="your-review-heading">
      <h3 id="your-review-heading">{t('listings.yourReview')}</h3>
      <StarRating averageRating={review.rating} size={20} />
      {review.review ? (
        <p className={text}>{review.review}</p>
      ) : (
        <p className={noText}>{t('listings.ratedWithoutText')}</p>
      )}
      {review.attachment ? (
        <Suspense fallback={null}>
          <ReviewPicture
            attachment={review.attachment}
            fallbackAlt={t('listings.pictureOfYours')}
            className={picture}
          />
        </Suspense>
      ) : null}
      <div className={actions}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('listings.edit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('listings.delete')}
        </Button>
      </div>
      <div aria-live="polite">{notice ? <p className={noText}>{notice}</p> : null}</div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('listings.deleteQuestion')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('listings.cancel')}
            </Button>
            <Button variant="primary" onClick={() => remove.mutate({ id: review.id })} disabled={remove.isPending}>
              {remove.isPending ? t('listings.deleting') : t('listings.deleteReview')}
            </Button>
          </>
        }
      >
        <p>{t('listings.deleteExplain')}</p>
        {remove.isError ? (
          <p role="alert" className={formAlert}>
            {t('listings.deleteFailed', { reason: errorInfo(remove.error).message })}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}

interface ReviewFormProps {
  productId: string;
  existing: MyReview | null;
  notice: string | null;
  onDone: (message: string) => void;
  onExists: (message: string) => void;
  onCancel: (() => void) | undefined;
}

function ReviewForm({ productId, existing, notice, onDone, onExists, onCancel }: ReviewFormProps) {
  const t = useT();
  const formats = useFormats();
  const textId = useId();
  const errorId = useId();
  const refresh = useRefreshAfterChange(productId);
  const [rating, setRating] = useState(existing?.rating ?? DEFAULT_RATING);
  const [review, setReview] = useState(existing?.review ?? '');
  // Words typed before this form hydrated (it is in the server's HTML, its chunk loads lazily) are kept.
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const early = textRef.current?.value;
    if (early !== undefined && early !== review) setReview(early);
    // Once, on mount: later typing comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // undefined: the saved picture stays as it is; null: removed; an id: the newly uploaded one.
  const [attachmentId, setAttachmentId] = useState<string | null | undefined>(undefined);
  const [attachmentAlt, setAttachmentAlt] = useState(existing?.attachment?.alt ?? '');
  const [uploading, setUploading] = useState(false);
  const savedThumb = existing?.attachment?.sizes.find((size) => size.name === 'thumb')?.url ?? null;
  const hasPicture = attachmentId === undefined ? savedThumb !== null : attachmentId !== null;
  const [error, setError] = useState<{ field: 'rating' | 'review' | 'form'; message: string } | null>(null);
  const create = trpc.reviews.create.useMutation();
  const update = trpc.reviews.update.useMutation();
  const pending = create.isPending || update.isPending || uploading;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateReviewForm({ rating, review });
    if (!checked.ok) {
      setError({
        field: checked.field,
        message:
          checked.field === 'rating'
            ? t('listings.ratingInvalid')
            : t('listings.reviewTooLong', { max: REVIEW_TEXT_MAX_LENGTH }),
      });
      return;
    }
    setError(null);
    const input = {
      rating: checked.rating,
      review: checked.review,
      attachmentAlt: hasPicture ? attachmentAlt : null,
      // A kept picture is named again, so that a changed description is saved with it (the service only
      // takes a description along with its picture).
      ...(attachmentId === undefined
        ? existing?.attachment
          ? { attachmentId: existing.attachment.imageId }
          : {}
        : { attachmentId }),
    };
    const saved = existing
      ? update.mutateAsync({ id: existing.id, ...input })
      : create.mutateAsync({ productId, ...input });
    saved.then(
      async () => {
        onDone(existing ? t('listings.reviewUpdated') : t('listings.reviewPublished'));
        await refresh();
      },
      async (failure: unknown) => {
        const info = errorInfo(failure);
        if (!existing && info.appCode === 'CONFLICT') {
          onExists(info.message);
          await refresh();
          return;
        }
        setError({ field: 'form', message: info.message });
      },
    );
  };

  // The same element while the picture's own state is unchanged: typing re-renders the form, and an update
  // reaching the fields before their lazy chunk hydrated would replace the server's picker (and a picture
  // already chosen in it) with a new one.
  const pictureFields = useMemo(
    () => (
      <Suspense fallback={<p className={fieldHint}>{t('listings.loadingPictureField')}</p>}>
        <ReviewAttachmentFields
          savedThumb={savedThumb}
          attachmentId={attachmentId}
          onAttachmentId={setAttachmentId}
          alt={attachmentAlt}
          onAlt={setAttachmentAlt}
          onBusyChange={setUploading}
        />
      </Suspense>
    ),
    [savedThumb, attachmentId, attachmentAlt, t],
  );

  const length = review.trim().length;
  return (
    <form className={form} onSubmit={submit} noValidate>
      <div>
        <span className={fieldLabel} aria-hidden="true">
          {t('listings.rating')}
        </span>
        <StarRatingInput
          label={t('listings.yourRating')}
          value={rating}
          onChange={(value) => {
            setRating(value);
            if (error?.field === 'rating') setError(null);
          }}
          disabled={pending}
          aria-describedby={error?.field === 'rating' ? errorId : undefined}
        />
      </div>
      <div>
        <label htmlFor={textId} className={fieldLabel}>
          {t('listings.yourReview')} <span className={fieldHint}>{t('listings.optional')}</span>
        </label>
        <textarea
          id={textId}
          ref={textRef}
          className={cx(textField, textarea)}
          value={review}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          aria-invalid={error?.field === 'review' ? true : undefined}
          aria-describedby={error?.field === 'review' ? errorId : undefined}
          onChange={(event) => {
            setReview(event.target.value);
            if (error?.field === 'review') setError(null);
          }}
        />
        <p className={counter}>
          {formats.number(length)} / {formats.number(REVIEW_TEXT_MAX_LENGTH)}
        </p>
      </div>
      {pictureFields}
      {error ? (
        <p id={errorId} role="alert" className={formAlert}>
          {error.field === 'form' ? t('listings.saveFailed', { reason: error.message }) : error.message}
        </p>
      ) : notice ? (
        <p role="status" className={noText}>
          {notice}
        </p>
      ) : null}
      <div className={actions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('listings.saving') : existing ? t('listings.saveChanges') : t('listings.publish')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {t('listings.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
