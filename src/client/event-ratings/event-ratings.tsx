// Ratings of a past event (docs/product.md §24): the average and count for everyone ('4.3 out of 5, 12
// ratings'), the ratings newest first 24 at a time, and for an attendee the form to rate it, change the rating
// or remove it. Read by the browser after the page has loaded (the page is kept for visitors; the list leaves
// out the viewer's blocks), as who is going is.
import { useId, useState, type FormEvent } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { AppLink } from '../router/app-link.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { Avatar } from '../profiles/avatar.tsx';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { useViewerZone } from '../events/viewer-zone.tsx';
import { buttonClassName } from '../ui/button.tsx';
import { fieldHint, fieldLabel, formAlert, textField } from '../ui/form-field.ts';
import { profileHref, siteHref } from '../../shared/links/site-link.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import type { EventRating, EventRatingsPage, MyRating } from '../../shared/event-ratings/schema.ts';
import { MAX_STARS, RATING_COMMENT_MAX_LENGTH, RATINGS_PAGE_SIZE } from '../../shared/event-ratings/limits.ts';
import { eligibilityWords, saveRefusal, summaryWords } from './rating-words.ts';
import { StarsText } from './components/stars-text.tsx';

const block = css`
  display: grid;
  gap: 0.75rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }

  & h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const summaryText = css`
  margin: 0;
  font-weight: 600;
`;

const list = css`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem 0;
  border-top: 1px solid var(--color-border);

  & p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const raterLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

const form = css`
  display: grid;
  gap: 0.875rem;
  max-width: 40rem;
  padding: 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & p {
    margin: 0;
  }
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

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const textButton = css`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: var(--color-primary-strong);
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

function usePage(eventId: string, page: number) {
  return trpc.eventRatings.list.useQuery(
    { eventId, page, perPage: RATINGS_PAGE_SIZE },
    { retry: 1, staleTime: 30_000 },
  );
}

export function EventRatings({ eventId, eventPath }: { eventId: string; eventPath: string }) {
  const t = useT();
  const formats = useFormats();
  const first = usePage(eventId, 1);
  const [pages, setPages] = useState(1);
  return (
    <section className={block} aria-labelledby="event-ratings" data-testid="event-ratings">
      <h2 id="event-ratings">{t('eventRatings.heading')}</h2>
      {first.status === 'pending' ? (
        <p className={muted} aria-busy="true">
          {t('eventRatings.loading')}
        </p>
      ) : first.status === 'error' ? (
        <p className={muted} role="status">
          {t('eventRatings.failed')}{' '}
          <button type="button" className={textButton} onClick={() => void first.refetch()}>
            {t('eventRatings.retry')}
          </button>
        </p>
      ) : (
        <>
          <p className={summaryText} data-testid="event-ratings-summary">
            {first.data.summary.average !== null ? (
              <>
                <StarsText stars={first.data.summary.average} />{' '}
              </>
            ) : null}
            {summaryWords(t, formats, first.data.summary)}
          </p>
          <Rate eventId={eventId} eventPath={eventPath} page={first.data} />
          {first.data.items.length > 0 ? (
            <ul className={list} aria-label={t('eventRatings.listLabel')}>
              {first.data.items.map((rating) => (
                <Rating key={rating.rater.handle} rating={rating} />
              ))}
              {Array.from({ length: pages - 1 }, (_, index) => (
                <LaterPage key={index + 2} eventId={eventId} page={index + 2} />
              ))}
            </ul>
          ) : null}
          {pages < first.data.pageCount ? (
            <button type="button" className={textButton} onClick={() => setPages(pages + 1)}>
              {t('eventRatings.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Pages after the first, asked for when 'Show more' is pressed; a failure leaves them out. */
function LaterPage({ eventId, page }: { eventId: string; page: number }) {
  const result = usePage(eventId, page);
  if (!result.data) return null;
  return (
    <>
      {result.data.items.map((rating) => (
        <Rating key={rating.rater.handle} rating={rating} />
      ))}
    </>
  );
}

export function Rating({ rating, about }: { rating: EventRating; about?: { title: string; path: string } }) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  const { sites } = usePublicConfig();
  return (
    <li className={item} data-testid="event-rating">
      <div className={raterLine}>
        <Avatar url={rating.rater.avatarUrl} size="sm" />
        <AppLink href={siteHref(sites.profiles, profileHref(rating.rater.handle))}>{rating.rater.name}</AppLink>
        <StarsText stars={rating.stars} words={t('eventRatings.starsOutOf', { stars: rating.stars })} />
      </div>
      {about ? (
        <p>
          <AppLink href={about.path}>{t('eventRatings.about', { event: about.title })}</AppLink>
        </p>
      ) : null}
      {rating.comment ? <p>{rating.comment}</p> : null}
      <p className={muted}>
        <time dateTime={rating.ratedAt}>
          {t('eventRatings.ratedOn', { date: formats.date(rating.ratedAt, 'day', zone) })}
        </time>
      </p>
    </li>
  );
}

/** What the viewer may do: rate (or change and remove their rating), log in, or read why they may not. */
function Rate({ eventId, eventPath, page }: { eventId: string; eventPath: string; page: EventRatingsPage }) {
  const t = useT();
  // Kept here, above the form that is drawn afresh after each change, so the confirmation stays.
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const { eligibility, mine } = page.viewer;
  if (eligibility === 'visitor') {
    return (
      <p className={muted}>
        <a href={signInPath(eventPath)}>{t('eventRatings.logIn')}</a>
      </p>
    );
  }
  if (eligibility !== 'allowed') {
    const words = eligibilityWords(t, eligibility);
    return words ? (
      <p className={muted} data-testid="event-ratings-refusal">
        {words}
      </p>
    ) : null;
  }
  // One form throughout: saving keeps what was chosen (and the focus where it was); removing clears it.
  return <RatingForm eventId={eventId} mine={mine} windowEndsAt={page.windowEndsAt} done={done} setDone={setDone} />;
}

function RatingForm({
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
    <form className={form} aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
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
      <div className={actions}>
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
