// An event's page: /events/{hostHandle}/{experienceHandle}/{eventId} (the three parts: the host's persona
// handle, the experience's handle, the event id; docs/upstream-api-events.md). Its status (404 for an
// unknown event) is decided before streaming by prefetch.ts. Times are shown in the viewer's zone with
// the zone named, and in the host's zone when that reads differently.
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Image } from '../../ui/image.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { VisitButton } from '../../visit/visit-button.tsx';
import { experienceHref, hostHref } from '../../../shared/links/site-link.ts';
import type { EventAddressInput, EventDetail } from '../../../shared/events/schema.ts';
import type { RouteParams } from '../../app/routes.tsx';
import { eventInput } from '../event-input.ts';
import { useViewerZone } from '../viewer-zone.tsx';
import { EventTime } from '../event-time.tsx';
import { EventBadge } from '../components/event-badge.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { FriendsActivitySlot } from '../../friends/friends-activity-slot.tsx';
import { AddToCalendarMenu } from '../components/add-to-calendar-menu.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { zoneCity } from '../../../shared/events/badges.ts';
import { RemindMeButton } from '../../notifications/remind-me-button.tsx';
import { StreamArea } from '../../streaming/stream-area.tsx';
import {
  areaActions,
  areaCover,
  areaDescription,
  areaSummary,
  coverFrame,
  detailGrid,
} from '../../experiences/detail-layout.ts';
import { EventTicketsSection } from '../../tickets/event-tickets-section.tsx';
import { CategoryLabel } from '../category-label.tsx';
import { EventAttendees } from '../components/event-attendees.tsx';
import { EventRatingsSection } from '../../event-ratings/event-ratings-section.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { aroundEach } from '../../i18n/around.ts';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ExperienceDetailSkeleton } from '../../experiences/experience-detail-skeleton.tsx';

const coverImage = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const summary = css`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const title = css`
  margin: 0;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const cancelledTitle = css`
  text-decoration: line-through;
  text-decoration-thickness: 2px;
`;

const when = css`
  font-size: 1.0625rem;
  font-weight: 500;
`;

const byline = css`
  color: var(--color-text-muted);
`;

const actions = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
`;

const description = css`
  display: grid;
  gap: 1rem;

  & p {
    margin: 0;
    white-space: pre-line;
  }
`;

const cancelledNotice = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
  color: var(--color-error);
  font-weight: 500;
`;

const sections = css`
  display: grid;
  gap: 2rem;
  margin-top: 2rem;
`;

export function EventPage({ params }: { params: RouteParams }) {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const input = eventInput(params, zone);
  // When the zone switches after hydration, keep showing the event (times re-format at once from its
  // UTC instants) while the answer for the new zone arrives.
  const result = useSectionQuery({
    ...utils.events.detail.queryOptions(input),
    placeholderData: (previous) => previous,
  });
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST')
      return <NotFoundView what="event" browseHref="/events" />;
    return (
      <ErrorNotice title={t('events.detail.failed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  return <EventDetailView event={result.data} input={input} zone={zone} />;
}

function EventDetailView({ event, input, zone }: { event: EventDetail; input: EventAddressInput; zone: string }) {
  const t = useT();
  const { publicUrl, productName } = usePublicConfig();
  const url = `${publicUrl}${event.path}`;
  const calendarEvent = {
    title: event.title,
    description: event.description,
    startsAt: new Date(event.startsAt),
    endsAt: new Date(event.endsAt),
    url,
    location: t('events.detail.calendarLocation', { experience: event.experienceName, productName }),
  };
  return (
    <article aria-labelledby="event-title">
      <PageMeta
        title={event.title}
        description={
          event.description ||
          t('events.detail.metaDescription', {
            title: event.title,
            host: event.hostName,
            experience: event.experienceName,
          })
        }
        path={event.path}
        image={event.imageUrl}
        type="article"
      />
      <div className={detailGrid}>
        <div className={`${areaCover} ${coverFrame}`}>
          <Image
            src={event.imageUrl}
            alt=""
            width={1600}
            height={900}
            loading="eager"
            fetchPriority="high"
            className={coverImage}
          />
        </div>
        <div className={`${areaSummary} ${summary}`}>
          <EventBadge event={event} now={event.now} />
          <CategoryLabel category={event.category} link />
          <h1 id="event-title" className={event.cancelled ? `${title} ${cancelledTitle}` : title}>
            {event.title}
          </h1>
          {event.cancelled ? <p className={cancelledNotice}>{t('events.detail.cancelled')}</p> : null}
          <EventTime
            className={when}
            startsAt={event.startsAt}
            endsAt={event.endsAt}
            zone={zone}
            hostTimeZone={event.hostTimeZone}
            withHostTime
          />
          <ZoneNote />
          {event.seriesId ? (
            <p className={byline}>{t('events.detail.repeatsWeekly', { city: zoneCity(event.hostTimeZone) })}</p>
          ) : null}
          <p className={byline}>
            {aroundEach((slots) => t('events.detail.hostedBy', slots), ['host', 'experience'] as const).map((part) =>
              'text' in part ? (
                part.text
              ) : part.slot === 'host' ? (
                <AppLink key="host" href={hostHref(event.hostHandle)} data-testid="event-host">
                  {event.hostName}
                </AppLink>
              ) : (
                <AppLink key="experience" href={experienceHref(event.hostHandle, event.experienceHandle)}>
                  {event.experienceName}
                </AppLink>
              ),
            )}
          </p>
          <FriendsActivitySlot subject={{ kind: 'going', eventId: event.id }} />
        </div>
        <div className={`${areaActions} ${actions}`}>
          <SaveButton event={event} input={input} />
          <RemindMeButton event={event} />
          {event.cancelled ? null : <AddToCalendarMenu event={calendarEvent} icsUrl={`${event.path}/event.ics`} />}
          <VisitButton
            experience={{ name: event.experienceName, personaHandle: event.hostHandle, handle: event.experienceHandle }}
          />
        </div>
        <div className={`${areaDescription} ${description}`}>
          <h2>{t('events.detail.about')}</h2>
          {event.description.trim() === '' ? <p>{t('events.detail.noDescription')}</p> : <p>{event.description}</p>}
        </div>
      </div>
      <div className={sections}>
        {/* tickets section */}
        <EventTicketsSection eventId={event.id} />
        <EventAttendees eventId={event.id} eventPath={event.path} />
        {/* Ratings once the event (or this occurrence) has ended (docs/product.md §24). */}
        {new Date(event.endsAt) <= new Date(event.now) ? (
          <EventRatingsSection eventId={event.id} eventPath={event.path} />
        ) : null}
        {/* reminder + streaming sections */}
        {event.streaming ? <StreamArea event={event} /> : null}
      </div>
    </article>
  );
}
