// Ratings of a past event (docs/product.md §24): the average and count for everyone ('4.3 out of 5, 12
// ratings'), the ratings newest first 24 at a time, and for an attendee the form to rate it, change the rating
// or remove it. Read by the browser after the page has loaded (the page is kept for visitors; the list leaves
// out the viewer's blocks), as who is going is.
import { useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { AppLink } from '../router/app-link.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { Avatar } from '../profiles/avatar.tsx';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { useViewerZone } from '../events/viewer-zone.tsx';
import { useLazyComponent } from '../ui/use-lazy-component.ts';
import { profileHref, siteHref } from '../../shared/links/site-link.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import type { EventRating, EventRatingsPage } from '../../shared/event-ratings/schema.ts';
import { RATINGS_PAGE_SIZE } from '../../shared/event-ratings/limits.ts';
import { eligibilityWords, summaryWords } from './rating-words.ts';
import { StarsText } from './components/stars-text.tsx';

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

/** What the ratings section holds once its code is in (event-ratings-section.tsx draws the section). */
export function EventRatingsBody({ eventId, eventPath }: { eventId: string; eventPath: string }) {
  const t = useT();
  const formats = useFormats();
  const first = usePage(eventId, 1);
  const [pages, setPages] = useState(1);
  return (
    <>
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
    </>
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
  // The form's code comes only to those who may rate, so the event page's first load carries none of it.
  const RatingForm = useLazyComponent(eligibility === 'allowed', () =>
    import('./components/rating-form.tsx').then((module) => module.RatingForm),
  );
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
  return RatingForm ? (
    <RatingForm eventId={eventId} mine={mine} windowEndsAt={page.windowEndsAt} done={done} setDone={setDone} />
  ) : (
    <p className={muted} aria-busy="true">
      {t('eventRatings.loading')}
    </p>
  );
}
