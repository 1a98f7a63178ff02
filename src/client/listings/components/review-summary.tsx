// The listing page's rating block (GET /reviewsummary/{id} through listings.reviewSummary): the average
// out of 5, the number of reviews and one row per star. The bars are SVG sized by attributes, since the
// CSP allows no style attributes. Nobody reviewed it yet: it says so.
import { css } from '@linaria/core';
import type { ListingReviewSummary } from '../../../shared/listings/schema.ts';
import { StarRating } from './star-rating.tsx';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { RATING_MAX } from '../../../shared/listings/limits.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';

const block = css`
  display: grid;
  gap: 0.75rem;
  max-width: 28rem;
  margin: 0 0 1.5rem;
`;

const headline = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
  font-weight: 600;
`;

const rows = css`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) 3rem;
  align-items: center;
  gap: 0.75rem;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const bar = css`
  display: block;
  width: 100%;
  height: 0.5rem;
  border-radius: 999px;
  overflow: hidden;
  background: var(--color-surface-sunken);

  & rect {
    fill: var(--color-primary);
  }
`;

const count = css`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** The section: listings.reviewSummary for one listing, or a friendly error with a retry. */
export default function ReviewSummary({ id }: { id: string }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.listings.reviewSummary.queryOptions({ id }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('listings.summaryFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  return <SummaryView summary={result.data} />;
}

function SummaryView({ summary }: { summary: ListingReviewSummary }) {
  const t = useT();
  const formats = useFormats();
  if (summary.count === 0) {
    return (
      <div className={block} data-testid="review-summary">
        <p className={headline}>
          <StarRating averageRating={null} />
          {t('listings.noReviewsYet')}
        </p>
      </div>
    );
  }
  return (
    <div className={block} data-testid="review-summary">
      <p className={headline}>
        <StarRating averageRating={summary.averageRating} size={20} />
        {summary.averageRating === null
          ? t('listings.noReviewsYet')
          : t('listings.summaryHeadline', {
              rating: formats.decimal(summary.averageRating, 1),
              max: RATING_MAX,
              count: summary.count,
            })}
      </p>
      <ul className={rows} aria-label={t('listings.byStars')}>
        {summary.rows.map((entry) => (
          <li key={entry.stars} className={row}>
            <span>{t('listings.stars', { count: entry.stars })}</span>
            <svg className={bar} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x="0" y="0" width={entry.percent} height="8" />
            </svg>
            <span className={count}>
              {formats.number(entry.count)}
              <span className="visually-hidden"> {t('listings.reviewsWord', { count: entry.count })}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
