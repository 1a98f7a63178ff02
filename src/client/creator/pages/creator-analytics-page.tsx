// /creator/analytics: visits and sales over time for the creator's own experiences and listings (the
// services answer only the signed-in persona's), as a chart with a table of the same numbers. Persona only.
import { css, cx } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { ANALYTICS_RANGES, ANALYTICS_RETENTION_DAYS, type AnalyticsRange } from '../../../shared/analytics/limits.ts';
import { creatorPaths } from '../../../shared/creator/limits.ts';
import { AnalyticsChart, shortDay } from '../components/analytics-chart.tsx';
import { pageTitle, sectionTitle } from '../components/form-parts.tsx';

const ranges = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;

  & a {
    display: inline-block;
    padding: 0.4rem 0.9rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-button);
    color: var(--color-text);
    text-decoration: none;
  }

  & a[aria-current='page'] {
    border-color: var(--color-primary-strong);
    background: var(--color-primary-soft);
    font-weight: 600;
  }
`;

const totals = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;

  & div {
    padding: 0.75rem 1rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-card);
    background: var(--color-surface);
  }

  & dt {
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }

  & dd {
    margin: 0.25rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

const tableWrap = css`
  overflow-x: auto;
  margin: 0 0 1.5rem;
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  & caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 0.5rem;
  }

  & th,
  & td {
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid var(--color-border);
    text-align: right;
  }

  & th:first-child,
  & td:first-child {
    text-align: left;
  }
`;

const details = css`
  margin: 1rem 0 1.5rem;

  & summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.5rem 0;
  }
`;

const note = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const chartSkeleton = css`
  display: block;
  height: 220px;
  border-radius: var(--radius-card);
`;

function rangeOf(search: string): AnalyticsRange {
  const days = Number(new URLSearchParams(search).get('days'));
  return (ANALYTICS_RANGES as readonly number[]).includes(days) ? (days as AnalyticsRange) : 30;
}

function Analytics({ days }: { days: AnalyticsRange }) {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.analytics.mine.queryOptions({ days }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your analytics"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const data = result.data;
  const sum = (pick: (day: (typeof data.days)[number]) => number) =>
    data.days.reduce((total, day) => total + pick(day), 0);
  const visits = sum((day) => day.pageViews);
  const sales = sum((day) => day.purchases);
  return (
    <>
      <dl className={totals} aria-label={`Totals for the last ${days} days`}>
        <div>
          <dt>Visits</dt>
          <dd>{visits}</dd>
        </div>
        <div>
          <dt>Visits started</dt>
          <dd>{sum((day) => day.visitsStarted)}</dd>
        </div>
        <div>
          <dt>Added to cart</dt>
          <dd>{sum((day) => day.addsToCart)}</dd>
        </div>
        <div>
          <dt>Sales</dt>
          <dd>{sales}</dd>
        </div>
      </dl>
      <section aria-labelledby="analytics-chart-title">
        <h2 id="analytics-chart-title" className={sectionTitle}>
          Visits and sales per day
        </h2>
        <AnalyticsChart days={data.days} titleId="analytics-chart-title" />
        <details className={details}>
          <summary>Show the numbers for each day</summary>
          <div className={tableWrap}>
            <table className={table}>
              <caption>
                Visits and sales per day, {shortDay(data.from)} to {shortDay(data.to)} (UTC)
              </caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Visits</th>
                  <th scope="col">Visits started</th>
                  <th scope="col">Added to cart</th>
                  <th scope="col">Sales</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{shortDay(day.day)}</th>
                    <td>{day.pageViews}</td>
                    <td>{day.visitsStarted}</td>
                    <td>{day.addsToCart}</td>
                    <td>{day.purchases}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
      <section aria-labelledby="analytics-subjects">
        <h2 id="analytics-subjects" className={sectionTitle}>
          By experience and listing
        </h2>
        {data.subjects.length === 0 ? (
          <EmptyState
            title="Nothing counted yet"
            description="Visits to your experiences and listings, and their sales, show here from the day they happen."
          />
        ) : (
          <div className={tableWrap}>
            <table className={table}>
              <caption>Totals for the last {days} days</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Visits</th>
                  <th scope="col">Visits started</th>
                  <th scope="col">Added to cart</th>
                  <th scope="col">Sales</th>
                </tr>
              </thead>
              <tbody>
                {data.subjects.map((subject) => (
                  <tr key={`${subject.kind}:${subject.id}`}>
                    <th scope="row">
                      {subject.name} <span className={note}>({subject.kind})</span>
                    </th>
                    <td>{subject.pageViews}</td>
                    <td>{subject.kind === 'experience' ? subject.visitsStarted : '–'}</td>
                    <td>{subject.kind === 'listing' ? subject.addsToCart : '–'}</td>
                    <td>{subject.kind === 'listing' ? subject.purchases : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export function CreatorAnalyticsPage() {
  const days = rangeOf(useSearch());
  return (
    <>
      <PageMeta
        title="Analytics"
        description="Visits and sales of your experiences and listings."
        path={creatorPaths.analytics}
        noindex
      />
      <h1 className={pageTitle}>Analytics</h1>
      <PersonaGate
        logInTitle="Log in to see your analytics"
        personaDescription="Analytics belong to your persona's experiences and listings."
      >
        <nav aria-label="Time range">
          <ul className={ranges}>
            {ANALYTICS_RANGES.map((range) => (
              <li key={range}>
                <AppLink
                  href={`${creatorPaths.analytics}?days=${range}`}
                  aria-current={range === days ? 'page' : undefined}
                >
                  Last {range} days
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <Section fallback={<Skeleton className={cx(chartSkeleton)} />}>
          <Analytics days={days} />
        </Section>
        <p className={note}>
          Counted without cookies or personal data: a visit is a view of a page of yours, a sale a completed order.
          Browsers that ask not to be tracked (Do Not Track, Global Privacy Control) are not counted. Days are UTC;
          daily totals are kept for {ANALYTICS_RETENTION_DAYS} days.{' '}
          <AppLink href={creatorPaths.dashboard}>Back to Creator tools</AppLink>
        </p>
      </PersonaGate>
    </>
  );
}
