// The form an attendee rates a past event with (docs/product.md §24): stars as a radio group, an optional
// comment, save and remove. Loaded only for a viewer who may rate (event-ratings.tsx), so visitors' and
// other viewers' first load of an event page carries none of it.
import { useId, useState, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { fieldHint, fieldLabel, formActions, formAlert, formPanel, textField } from '../../ui/form-field.ts';
import type { MyRating } from '../../../shared/event-ratings/schema.ts';
import { MAX_STARS, RATING_COMMENT_MAX_LENGTH } from '../../../shared/event-ratings/limits.ts';
import { saveRefusal } from '../rating-words.ts';

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const form = css`
  max-width: 40rem;
`;

const starGroup = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 0.375rem;
    padding: 0;
    font-weight: 600;
  }
`;

const starOption = css`
  position: relative;

  & input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }

  & label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border-radius: var(--radius-small);
    color: var(--color-text-muted);
    font-size: 1.75rem;
    line-height: 1;
    cursor: pointer;
  }

  & input:focus-visible + label {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const starOn = css`
  & label {
    color: var(--color-primary-strong);
  }
`;

const comment = css`
  min-height: 6rem;
`;

export function RatingForm({
  eventId,
  mine,
  windowEndsAt,
  done,
  setDone,
}: {
  eventId: string;
  mine: MyRating | null;
  windowEndsAt: string;
  done: 'saved' | 'removed' | null;
  setDone: (done: 'saved' | 'removed' | null) => void;
}) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  const id = useId();
  const utils = trpc.useUtils();
  const [stars, setStars] = useState<number | null>(mine?.stars ?? null);
  const [text, setText] = useState(mine?.comment ?? '');
  const [starsError, setStarsError] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([utils.eventRatings.list.invalidate({ eventId }), utils.eventRatings.host.invalidate()]);
  const rate = trpc.eventRatings.rate.useMutation({
    onSuccess: () => {
      setDone('saved');
      void refresh();
    },
    onError: (error) => setRefusal(saveRefusal(t, error)),
  });
  const remove = trpc.eventRatings.remove.useMutation({
    onSuccess: () => {
      setStars(null);
      setText('');
      setDone('removed');
      void refresh();
    },
    onError: (error) => setRefusal(saveRefusal(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setDone(null);
    if (stars === null) {
      setStarsError(true);
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    setStarsError(false);
    rate.mutate({ eventId, stars, comment: text.trim() === '' ? null : text.trim() });
  };
  const busy = rate.isPending || remove.isPending;
  return (
    <form className={cx(formPanel, form)} aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
      <h3 id={`${id}-heading`}>{t('eventRatings.formHeading')}</h3>
      <p className={muted}>{t('eventRatings.openUntil', { date: formats.date(windowEndsAt, 'day', zone) })}</p>
      <fieldset
        className={starGroup}
        aria-describedby={starsError ? `${id}-stars-error` : undefined}
        aria-invalid={starsError ? true : undefined}
      >
        <legend>{t('eventRatings.yourRating')}</legend>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const value = index + 1;
          return (
            <span key={value} className={stars !== null && value <= stars ? `${starOption} ${starOn}` : starOption}>
              <input
                type="radio"
                id={`${id}-star-${value}`}
                name={`${id}-stars`}
                value={value}
                checked={stars === value}
                onChange={() => {
                  setStars(value);
                  setStarsError(false);
                }}
              />
              <label htmlFor={`${id}-star-${value}`}>
                <span aria-hidden="true">{stars !== null && value <= stars ? '★' : '☆'}</span>
                <span className="visually-hidden">{t('eventRatings.starCount', { count: value })}</span>
              </label>
            </span>
          );
        })}
      </fieldset>
      {starsError ? (
        <p id={`${id}-stars-error`} className={fieldHint}>
          {t('eventRatings.chooseStars')}
        </p>
      ) : null}
      <div>
        <label className={fieldLabel} htmlFor={`${id}-comment`}>
          {t('eventRatings.commentLabel')}{' '}
          <span className={fieldHint}>{t('eventRatings.maxChars', { max: RATING_COMMENT_MAX_LENGTH })}</span>
        </label>
        <textarea
          id={`${id}-comment`}
          className={`${textField} ${comment}`}
          value={text}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {refusal ? (
        <p className={formAlert} role="alert">
          {refusal}
        </p>
      ) : null}
      <p role="status" data-testid="event-ratings-status">
        {done === 'saved' ? t('eventRatings.saved') : done === 'removed' ? t('eventRatings.removed') : ''}
      </p>
      <div className={formActions}>
        <button
          type="submit"
          className={buttonClassName('primary', 'sm')}
          disabled={busy}
          aria-busy={rate.isPending ? true : undefined}
        >
          {t('eventRatings.save')}
        </button>
        {mine ? (
          <button
            type="button"
            className={buttonClassName('ghost', 'sm')}
            disabled={busy}
            onClick={() => {
              setRefusal(null);
              setDone(null);
              remove.mutate({ eventId });
            }}
          >
            {t('eventRatings.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
