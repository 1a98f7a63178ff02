// /events: what is live right now (computed by the upstream at request), featured events, and every
// upcoming event, filtered by day (Today, Tomorrow, This weekend, the next 7 days or a date, all in the
// viewer's zone) and searched by q. A plain GET form, so filtering works before JavaScript.
import { useId, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { Button } from '../../ui/button.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { BadRequestView } from '../../shell/bad-request-view.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { useViewerZone } from '../viewer-zone.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { EventCard, eventGrid } from '../components/event-card.tsx';
import { EventGridSkeleton } from '../components/event-grid-skeleton.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { MessageId } from '../../../shared/i18n/messages/en.ts';
import { EVENT_CATEGORIES } from '../../../shared/events/categories.ts';
import { categoryMessage } from '../category-label.tsx';
import { DAY_CHOICES, browseEventsInput, eventsHref, eventsSearchFrom, type EventsSearch } from '../events-search.ts';
import { SaveSearch } from '../../event-searches/save-search.tsx';
import { EVENT_SEARCHES_PATH } from '../../../shared/event-searches/limits.ts';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { EventGridSkeleton } from '../components/event-grid-skeleton.tsx';

const header = css`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
`;

const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const pageTitle = css`
  margin: 0;
  font-size: clamp(1.75rem, 3vw, 2.25rem);
  font-weight: 700;
`;

const mine = css`
  display: flex;
  gap: 1rem;
`;

const filters = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

const form = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.625rem;
`;

const field = css`
  display: grid;
  gap: 0.25rem;
  flex: 1 1 12rem;
  font-size: 0.875rem;
  color: var(--color-text-muted);

  & input {
    height: 44px;
    padding: 0 0.875rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-small);
    background: var(--color-surface);
    color: var(--color-text);
    font-size: 1rem;
  }

  & input:focus-visible {
    outline: none;
    border-color: var(--color-primary-strong);
    box-shadow: 0 0 0 4px rgb(33 188 207 / 0.35);
  }
`;

const dateField = css`
  flex: 0 1 11rem;
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 0.875rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 999px;
  color: var(--color-text);
  font-size: 0.875rem;
  text-decoration: none;

  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const chipCurrent = css`
  border-color: var(--color-primary-strong);
  background: var(--color-primary-soft);
  font-weight: 500;
`;

const section = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 2rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const liveDot = css`
  display: inline-block;
  width: 0.625rem;
  height: 0.625rem;
  margin-right: 0.5rem;
  border-radius: 50%;
  background: var(--color-error);
  vertical-align: middle;
`;

/** The day chips' names, by the `day` value each sets (none: every upcoming event). */
const DAY_CHOICE_MESSAGES: ReadonlyMap<string | undefined, MessageId> = new Map([
  [undefined, 'events.browse.dayAll'],
  ['today', 'eventSearches.dayToday'],
  ['tomorrow', 'eventSearches.dayTomorrow'],
  ['weekend', 'eventSearches.dayWeekend'],
  ['week', 'eventSearches.dayWeek'],
]);

/** The words a heading gives a named day ('Events today'); any other value is a date ('Events on …'). */
const WHEN_MESSAGES: ReadonlyMap<string, MessageId> = new Map([
  ['today', 'events.browse.whenToday'],
  ['tomorrow', 'events.browse.whenTomorrow'],
  ['weekend', 'events.browse.whenWeekend'],
  ['week', 'events.browse.whenWeek'],
]);

export function EventsPage() {
  const search = eventsSearchFrom(useSearch());
  const [, navigate] = useLocation();
  const viewer = useViewer();
  const t = useT();
  const filtered = Boolean(
    search.q || search.day || search.from || search.live || search.category || (search.page && search.page !== '1'),
  );
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = String(data.get('q') ?? '').trim();
    const day = String(data.get('day') ?? '');
    navigate(
      eventsHref({
        ...(q ? { q } : {}),
        ...(search.category ? { category: search.category } : {}),
        ...(day ? { day } : search.day && !/^\d{4}-/.test(search.day) ? { day: search.day } : {}),
      }),
    );
  };
  return (
    <>
      <PageMeta
        title={search.q ? t('events.browse.searchTitle', { q: search.q }) : t('nav.events')}
        description={t('events.browse.description')}
        path={eventsHref(search, Number(search.page) || 1)}
        noindex={filtered}
      />
      <header className={header}>
        <div className={titleRow}>
          <h1 className={pageTitle}>{t('nav.events')}</h1>
          {viewer ? (
            <nav className={mine} aria-label={t('events.browse.myEvents')}>
              <AppLink href="/events/calendar">{t('events.browse.myCalendar')}</AppLink>
              <AppLink href="/events/past">{t('hosts.past')}</AppLink>
              <AppLink href={EVENT_SEARCHES_PATH}>{t('eventSearches.seeAll')}</AppLink>
            </nav>
          ) : null}
        </div>
        <ZoneNote />
      </header>
      <div className={filters}>
        <form className={form} action="/events" method="get" role="search" onSubmit={onSubmit}>
          <label className={field} htmlFor={`${id}-q`}>
            {t('events.browse.searchLabel')}
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              maxLength={100}
              defaultValue={search.q ?? ''}
              placeholder={t('events.browse.searchPlaceholder')}
            />
          </label>
          <label className={cx(field, dateField)} htmlFor={`${id}-day`}>
            {t('events.browse.dateLabel')}
            <input
              id={`${id}-day`}
              name="day"
              type="date"
              defaultValue={search.day && /^\d{4}-/.test(search.day) ? search.day : ''}
            />
          </label>
          {search.category ? <input type="hidden" name="category" value={search.category} /> : null}
          <Button type="submit">{t('search.submit')}</Button>
        </form>
        <ul className={chips} aria-label={t('events.browse.dayFilter')}>
          {DAY_CHOICES.map((choice) => {
            const current = search.day === choice.value || (choice.value === undefined && search.day === undefined);
            const name = DAY_CHOICE_MESSAGES.get(choice.value);
            return (
              <li key={choice.label}>
                <AppLink
                  href={eventsHref({ q: search.q, day: choice.value, category: search.category })}
                  className={cx(chip, current && chipCurrent)}
                  aria-current={current ? 'true' : undefined}
                >
                  {name ? t(name) : choice.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <ul className={chips} aria-label={t('events.category.filter')} data-testid="category-filter">
          {[undefined, ...EVENT_CATEGORIES].map((category) => {
            const current = search.category === category;
            return (
              <li key={category ?? 'all'}>
                <AppLink
                  href={eventsHref({ q: search.q, day: search.day, category })}
                  className={cx(chip, current && chipCurrent)}
                  aria-current={current ? 'true' : undefined}
                >
                  {category ? t(categoryMessage(category)) : t('events.category.all')}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <SaveSearch filters={search} />
      </div>
      {filtered ? null : (
        <>
          <Section fallback={null}>
            <LiveNow />
          </Section>
          <Section fallback={<EventGridSkeleton count={3} />}>
            <Featured />
          </Section>
        </>
      )}
      <Section fallback={<EventGridSkeleton count={6} />}>
        <Upcoming search={search} />
      </Section>
    </>
  );
}

function LiveNow() {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const result = useSectionQuery({
    ...utils.events.browse.queryOptions({ tz: zone, live: true, perPage: 12 }),
    placeholderData: (p) => p,
  });
  if (result.status !== 'success' || result.data.items.length === 0) return null;
  const page = result.data;
  return (
    <section className={section} aria-labelledby="live-now">
      <h2 id="live-now">
        <span className={liveDot} aria-hidden="true" />
        {t('events.browse.liveNow')}
      </h2>
      <ul className={eventGrid}>
        {page.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} zone={zone} now={page.now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Featured() {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const result = useSectionQuery({
    ...utils.events.featured.queryOptions({ tz: zone, perPage: 6 }),
    placeholderData: (p) => p,
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('events.browse.featuredFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.items.length === 0) return null;
  const page = result.data;
  return (
    <section className={section} aria-labelledby="featured-events">
      <h2 id="featured-events">{t('card.featured')}</h2>
      <ul className={eventGrid}>
        {page.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} zone={zone} now={page.now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Upcoming({ search }: { search: EventsSearch }) {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const result = useSectionQuery({
    ...utils.events.browse.queryOptions(browseEventsInput(search, zone)),
    placeholderData: (p) => p,
  });
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'BAD_REQUEST') return <BadRequestView message={info.message} resetHref="/events" />;
    return (
      <ErrorNotice
        title={t('events.browse.loadFailed')}
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const page = result.data;
  // A day as the visitor typed it (YYYY-MM-DD), as the saved searches name it: no zone to turn it into an instant.
  const namedDay = search.day ? WHEN_MESSAGES.get(search.day) : undefined;
  const when = search.day
    ? namedDay
      ? t(namedDay)
      : t('events.browse.whenDate', { date: search.day })
    : search.from && search.to
      ? t('events.browse.whenRange', { from: search.from, to: search.to })
      : null;
  const baseHeading = search.q
    ? when
      ? t('events.browse.headingMatchingWhen', { q: search.q, when })
      : t('events.browse.headingMatching', { q: search.q })
    : when
      ? t('events.browse.headingWhen', { when })
      : t('hosts.upcoming');
  const heading = search.category ? `${baseHeading} · ${t(categoryMessage(search.category))}` : baseHeading;
  const narrowed = Boolean(search.q || search.day || search.from || search.category);
  return (
    <section className={section} aria-labelledby="upcoming-events">
      <h2 id="upcoming-events">
        {heading} <span className="visually-hidden">({page.total})</span>
      </h2>
      {page.items.length === 0 ? (
        <EmptyState
          title={narrowed ? t('events.browse.noMatch') : t('events.browse.none')}
          description={narrowed ? t('events.browse.noMatchHint') : t('events.browse.noneHint')}
          actionHref={narrowed ? '/events' : undefined}
          actionLabel={narrowed ? t('hosts.browse') : undefined}
          headingLevel={3}
        />
      ) : (
        <ul className={eventGrid}>
          {page.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} zone={zone} now={page.now} />
            </li>
          ))}
        </ul>
      )}
      <Paginator
        current={page.page}
        pageCount={Math.max(1, Math.ceil(page.total / page.perPage))}
        hrefForPage={(n) => eventsHref(search, n)}
      />
    </section>
  );
}
