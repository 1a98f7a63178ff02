// A host's rating on their page (docs/product.md §24): the average over every rating of their events and the
// count, and the most recent ratings with the event each is about. Read by the browser after the page has
// loaded (the list leaves out the viewer's blocks); a failure leaves the section out rather than the page.
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { summaryWords } from './rating-words.ts';
import { Rating } from './event-ratings.tsx';
import { StarsText } from './components/stars-text.tsx';

const block = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 2rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }
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

export function HostRatings({ handle }: { handle: string }) {
  const t = useT();
  const formats = useFormats();
  const result = trpc.eventRatings.host.useQuery({ handle }, { retry: 1, staleTime: 30_000 });
  if (!result.data) return null;
  const { summary, recent } = result.data;
  return (
    <section className={block} aria-labelledby="host-ratings" data-testid="host-ratings">
      <h2 id="host-ratings">{t('eventRatings.hostHeading')}</h2>
      <p className={summaryText} data-testid="host-ratings-summary">
        {summary.average !== null ? (
          <>
            <StarsText stars={summary.average} />{' '}
          </>
        ) : null}
        {summaryWords(t, formats, summary)}
      </p>
      {recent.length > 0 ? (
        <ul className={list} aria-label={t('eventRatings.listLabel')}>
          {recent.map((rating) => (
            <Rating
              key={`${rating.event.id}:${rating.rater.handle}`}
              rating={rating}
              about={{ title: rating.event.title, path: rating.event.path }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
