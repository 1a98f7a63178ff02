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

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

type Kind = 'calendar' | 'past';

export function CalendarPage() {
  return <MyEventsPage kind="calendar" />;
}

export function PastEventsPage() {
  return <MyEventsPage kind="past" />;
}

function MyEventsPage({ kind }: { kind: Kind }) {
  const viewer = useViewer();
  const path = kind === 'calendar' ? '/events/calendar' : '/events/past';
  const title = kind === 'calendar' ? 'My calendar' : 'Past events';
  const meta = <PageMeta title={title} description="The events you saved on Lumen." path={path} noindex />;
  if (viewer === null) {
    return (
      <>
        {meta}
        <EmptyState
          title={`Sign in to see ${kind === 'calendar' ? 'your calendar' : 'your past events'}`}
          description="Save events to your calendar and they show up here, with a feed for your calendar app."
          action={<ButtonLink href={signInPath(path)}>Sign in</ButtonLink>}
        />
      </>
    );
  }
  if (!hasPersona(viewer)) {
    return (
      <>
        {meta}
        <EmptyState
          title="Create a persona first"
          description="Events are saved by your persona. Create one, then save events to your calendar."
        />
      </>
    );
  }
  return (
    <>
      {meta}
      <header className={header}>
        <h1>{title}</h1>
        <nav className={links} aria-label="My events">
          <AppLink href="/events">All events</AppLink>
          {kind === 'calendar' ? (
            <AppLink href="/events/past">Past events</AppLink>
          ) : (
            <AppLink href="/events/calendar">My calendar</AppLink>
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
        title="We could not load your events"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const data = result.data;
  const heading = kind === 'calendar' ? 'Saved and coming up' : 'Saved events that ended';
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
          title={kind === 'calendar' ? 'Nothing saved yet' : 'No past events yet'}
          description={
            kind === 'calendar'
              ? 'Save an event from its page and it shows up here.'
              : 'Events you saved show up here once they have ended.'
          }
          actionHref="/events"
          actionLabel="Browse events"
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
                    aria-label={`Remove ${event.title} from my calendar`}
                  >
                    Remove
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
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const result = useSectionQuery({
    ...utils.events.hosted.queryOptions({ tz: zone, perPage: 12 }),
    placeholderData: (previous: EventPage | undefined) => previous,
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="Your hosted events are unavailable"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.items.length === 0) return null;
  const data = result.data;
  return (
    <section className={section} aria-labelledby="hosting">
      <h2 id="hosting">Events you host</h2>
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
        title="Your calendar feed is unavailable"
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
      <h2 id="calendar-feed">Calendar feed</h2>
      <div className={feedBox}>
        <p>
          Subscribe to your saved events from Google Calendar, Apple Calendar or Outlook: they follow moved and
          cancelled events automatically. Keep the address private: anyone who has it can see your saved events.
        </p>
        {urls ? (
          <>
            <label htmlFor="feed-url" className={muted}>
              Your feed address (shown only now: copy it before you leave this page)
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
                {copied ? 'Copied' : 'Copy'}
              </Button>
              <a className={buttonClassName('ghost')} href={urls.webcalUrl}>
                Subscribe in my calendar app
              </a>
            </div>
            <p className={muted} role="status">
              {copied ? 'The address is on your clipboard.' : ''}
            </p>
          </>
        ) : state.exists ? (
          <p className={muted}>
            You made a feed address on{' '}
            {state.createdAt ? dateFormat.format(new Date(state.createdAt)) : 'an earlier visit'}. For your privacy we
            do not keep it in readable form; if you lost it, make a new one.
          </p>
        ) : (
          <p className={muted}>You have no feed address yet.</p>
        )}
        <div>
          <Button
            variant={state.exists ? 'secondary' : 'primary'}
            disabled={regenerate.isPending}
            onClick={() => (state.exists ? setConfirming(true) : regenerate.mutate())}
          >
            {state.exists ? 'Make a new feed address' : 'Get my feed address'}
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
        title="Make a new feed address?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
              Make a new address
            </Button>
          </>
        }
      >
        <p>
          The current address stops working at once: calendar apps subscribed to it stop updating until you subscribe
          with the new one.
        </p>
      </Modal>
    </section>
  );
}
