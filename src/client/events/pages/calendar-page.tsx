// "My calendar" (/events/calendar): the events the persona saved that have not ended (cancelled ones
// stay, marked, so nobody turns up to nothing), each removable; and the personal calendar feed. Only
// the feed secret's hash is kept upstream, so its address is shown once, when it is made; making a new
// one (after a confirmation) stops the old address at once. /events/past lists saved events that ended.
import { useState } from 'react';
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { Button, ButtonLink, buttonClassName } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { hasPersona } from '../../../shared/session/viewer.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import type { EventPage } from '../../../shared/events/schema.ts';
import { feedUrls } from '../../../shared/events/feed-url.ts';
import { useViewerZone } from '../viewer-zone.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { EventCard, eventGrid } from '../components/event-card.tsx';
import { EventGridSkeleton } from '../components/event-grid-skeleton.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { EventGridSkeleton } from '../components/event-grid-skeleton.tsx';

const header = css`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;

  & h1 {
    margin: 0;
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }
`;

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

const section = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 2.5rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const feedBox = css`
  display: grid;
  gap: 0.75rem;
  max-width: 44rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & p {
    margin: 0;
  }
`;

const urlRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  & input {
    flex: 1 1 16rem;
    min-width: 0;
    height: 44px;
    padding: 0 0.75rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-small);
    background: var(--color-surface-sunken);
    color: var(--color-text);
    font-family: ui-monospace, monospace;
    font-size: 0.875rem;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const errorText = css`
  margin: 0;
  color: var(--color-error);
`;

type Kind = 'calendar' | 'past';

export function CalendarPage() {
  return <MyEventsPage kind="calendar" />;
}

export function PastEventsPage() {
  return <MyEventsPage kind="past" />;
}

function MyEventsPage({ kind }: { kind: Kind }) {
  const t = useT();
  const viewer = useViewer();
  const path = kind === 'calendar' ? '/events/calendar' : '/events/past';
  const title = kind === 'calendar' ? t('events.browse.myCalendar') : t('hosts.past');
  const meta = <PageMeta title={title} description={t('events.calendar.description')} path={path} noindex />;
  if (viewer === null) {
    return (
      <>
        {meta}
        <EmptyState
          title={kind === 'calendar' ? t('events.calendar.signInCalendar') : t('events.calendar.signInPast')}
          description={t('events.calendar.signInHint')}
          action={<ButtonLink href={signInPath(path)}>{t('events.calendar.signIn')}</ButtonLink>}
        />
      </>
    );
  }
  if (!hasPersona(viewer)) {
    return (
      <>
        {meta}
        <EmptyState title={t('events.calendar.personaFirst')} description={t('events.calendar.personaHint')} />
      </>
    );
  }
  return (
    <>
      {meta}
      <header className={header}>
        <h1>{title}</h1>
        <nav className={links} aria-label={t('events.browse.myEvents')}>
          <AppLink href="/events">{t('events.calendar.allEvents')}</AppLink>
          {kind === 'calendar' ? (
            <AppLink href="/events/past">{t('hosts.past')}</AppLink>
          ) : (
            <AppLink href="/events/calendar">{t('events.browse.myCalendar')}</AppLink>
          )}
        </nav>
        <ZoneNote />
      </header>
      <Section fallback={<EventGridSkeleton count={3} />}>
        <SavedList kind={kind} />
      </Section>
      {kind === 'calendar' ? (
        <>
          <Section fallback={null}>
            <FeedSection />
          </Section>
          <Section fallback={null}>
            <Hosting />
          </Section>
        </>
      ) : null}
    </>
  );
}

function SavedList({ kind }: { kind: Kind }) {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const pageParam = Number(new URLSearchParams(useSearch()).get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const input = { tz: zone, page };
  const query = kind === 'calendar' ? utils.events.calendar.queryOptions(input) : utils.events.past.queryOptions(input);
  const result = useSectionQuery({ ...query, placeholderData: (previous: EventPage | undefined) => previous });
  const [failure, setFailure] = useState<string | null>(null);
  const remove = trpc.events.remove.useMutation({
    onMutate: async ({ eventId }) => {
      setFailure(null);
      const key = kind === 'calendar' ? utils.events.calendar : utils.events.past;
      await key.cancel(input);
      const previous = key.getData(input);
      key.setData(input, (old) =>
        old ? { ...old, items: old.items.filter((e) => e.id !== eventId), total: Math.max(0, old.total - 1) } : old,
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      (kind === 'calendar' ? utils.events.calendar : utils.events.past).setData(input, context?.previous);
      setFailure(errorInfo(error).message);
    },
    onSettled: () =>
      Promise.all([
        utils.events.calendar.invalidate(),
        utils.events.past.invalidate(),
        utils.events.detail.invalidate(),
      ]),
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('events.calendar.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const data = result.data;
  const heading = kind === 'calendar' ? t('events.calendar.savedHeading') : t('events.calendar.pastHeading');
  return (
    <section className={section} aria-labelledby={`${kind}-list`}>
      <h2 id={`${kind}-list`}>{heading}</h2>
      {failure ? (
        <p className={errorText} role="alert">
          {failure}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={kind === 'calendar' ? t('events.calendar.emptySaved') : t('events.calendar.emptyPast')}
          description={kind === 'calendar' ? t('events.calendar.emptySavedHint') : t('events.calendar.emptyPastHint')}
          actionHref="/events"
          actionLabel={t('tickets.browseEvents')}
        />
      ) : (
        <ul className={eventGrid}>
          {data.items.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                zone={zone}
                now={data.now}
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ eventId: event.id })}
                    aria-label={t('events.calendar.removeNamed', { title: event.title })}
                  >
                    {t('events.calendar.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Paginator
        current={data.page}
        pageCount={Math.max(1, Math.ceil(data.total / data.perPage))}
        hrefForPage={(n) => `${kind === 'calendar' ? '/events/calendar' : '/events/past'}${n > 1 ? `?page=${n}` : ''}`}
      />
    </section>
  );
}

/** Events the persona hosts (GET /user/events); hidden for people who host none. */
function Hosting() {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const result = useSectionQuery({
    ...utils.events.hosted.queryOptions({ tz: zone, perPage: 12 }),
    placeholderData: (previous: EventPage | undefined) => previous,
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('events.calendar.hostedFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.items.length === 0) return null;
  const data = result.data;
  return (
    <section className={section} aria-labelledby="hosting">
      <h2 id="hosting">{t('events.calendar.hosting')}</h2>
      <ul className={eventGrid}>
        {data.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} zone={zone} now={data.now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeedSection() {
  const t = useT();
  const formats = useFormats();
  const utils = trpc.useUtils();
  const { publicUrl } = usePublicConfig();
  const result = useSectionQuery(utils.events.feed.queryOptions());
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const regenerate = trpc.events.regenerateFeed.useMutation({
    onSuccess: (created) => {
      setConfirming(false);
      setCopied(false);
      utils.events.feed.setData(undefined, { exists: true, createdAt: created.createdAt });
    },
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('events.calendar.feedFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const state = result.data;
  const made = regenerate.data;
  const urls = made ? feedUrls(publicUrl, made.secret) : null;
  const copy = async () => {
    if (!urls) return;
    try {
      await navigator.clipboard.writeText(urls.httpsUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={section} aria-labelledby="calendar-feed">
      <h2 id="calendar-feed">{t('events.calendar.feedHeading')}</h2>
      <div className={feedBox}>
        <p>{t('events.calendar.feedIntro')}</p>
        {urls ? (
          <>
            <label htmlFor="feed-url" className={muted}>
              {t('events.calendar.feedUrlLabel')}
            </label>
            <div className={urlRow}>
              <input
                id="feed-url"
                readOnly
                value={urls.httpsUrl}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="feed-url"
              />
              <Button variant="secondary" onClick={() => void copy()}>
                {copied ? t('events.calendar.copied') : t('events.calendar.copy')}
              </Button>
              <a className={buttonClassName('ghost')} href={urls.webcalUrl}>
                {t('events.calendar.subscribe')}
              </a>
            </div>
            <p className={muted} role="status">
              {copied ? t('events.calendar.onClipboard') : ''}
            </p>
          </>
        ) : state.exists ? (
          <p className={muted}>
            {state.createdAt
              ? t('events.calendar.feedMadeOn', { date: formats.date(state.createdAt, 'day') })
              : t('events.calendar.feedMadeEarlier')}
          </p>
        ) : (
          <p className={muted}>{t('events.calendar.noFeed')}</p>
        )}
        <div>
          <Button
            variant={state.exists ? 'secondary' : 'primary'}
            disabled={regenerate.isPending}
            onClick={() => (state.exists ? setConfirming(true) : regenerate.mutate())}
          >
            {state.exists ? t('events.calendar.newFeed') : t('events.calendar.getFeed')}
          </Button>
        </div>
        {regenerate.error ? (
          <p className={errorText} role="alert">
            {errorInfo(regenerate.error).message}
          </p>
        ) : null}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('events.calendar.confirmTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('eventSearches.cancel')}
            </Button>
            <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {t('events.calendar.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('events.calendar.confirmExplain')}</p>
      </Modal>
    </section>
  );
}
