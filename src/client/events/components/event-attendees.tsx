// Who is going to an event (docs/product.md §21): the count for everyone; for a persona, the people going
// with their portraits, the viewer's friends first, 24 at a time with 'Show more'. Read by the browser after
// the page has loaded (useQuery never runs during the server render), so the page kept for visitors carries
// nobody's list and nobody's order; visitors are offered 'Log in to see who is going'.
import { useState } from 'react';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { AppLink } from '../../router/app-link.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { Avatar } from '../../profiles/avatar.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { profileHref, siteHref } from '../../../shared/links/site-link.ts';
import { signInPath } from '../../../shared/session/session-check.ts';
import type { EventAttendee } from '../../../shared/events/schema.ts';
import { ATTENDEES_PER_PAGE } from '../../../shared/events/limits.ts';

const block = css`
  display: grid;
  gap: 0.75rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
`;

const countText = css`
  margin: 0;
  font-weight: 600;
`;

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: 0.625rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const person = css`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-width: 0;
`;

const personLink = css`
  overflow: hidden;
  color: var(--color-primary-strong);
  font-weight: 500;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const friendMark = css`
  flex: none;
  padding: 0 0.5rem;
  border-radius: 999px;
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.75rem;
  font-weight: 600;
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
  return trpc.events.attendees.useQuery(
    { eventId, page, perPage: ATTENDEES_PER_PAGE },
    { retry: 1, staleTime: 30_000 },
  );
}

export function EventAttendees({ eventId, eventPath }: { eventId: string; eventPath: string }) {
  const t = useT();
  const first = usePage(eventId, 1);
  const [pages, setPages] = useState(1);
  return (
    <section className={block} aria-labelledby="event-attendees" data-testid="event-attendees">
      <h2 id="event-attendees">{t('events.attendees.heading')}</h2>
      {first.status === 'pending' ? (
        <p className={muted} aria-busy="true">
          {t('events.attendees.loading')}
        </p>
      ) : first.status === 'error' ? (
        <p className={muted} role="status">
          {t('events.attendees.failed')}{' '}
          <button type="button" className={textButton} onClick={() => void first.refetch()}>
            {t('events.attendees.retry')}
          </button>
        </p>
      ) : (
        <>
          <p className={countText}>{t('events.attendees.count', { count: first.data.total })}</p>
          {!first.data.listed ? (
            first.data.total > 0 ? (
              <p className={muted}>
                <a href={signInPath(eventPath)}>{t('events.attendees.logIn')}</a>
              </p>
            ) : null
          ) : first.data.items.length > 0 ? (
            <ul className={list} aria-label={t('events.attendees.listLabel')}>
              {first.data.items.map((attendee) => (
                <Attendee key={attendee.id} attendee={attendee} />
              ))}
              {Array.from({ length: pages - 1 }, (_, index) => (
                <LaterPage key={index + 2} eventId={eventId} page={index + 2} />
              ))}
            </ul>
          ) : null}
          {first.data.listed && pages < first.data.pageCount ? (
            <button type="button" className={textButton} onClick={() => setPages(pages + 1)}>
              {t('events.attendees.more')}
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
      {result.data.items.map((attendee) => (
        <Attendee key={attendee.id} attendee={attendee} />
      ))}
    </>
  );
}

function Attendee({ attendee }: { attendee: EventAttendee }) {
  const t = useT();
  const { sites } = usePublicConfig();
  return (
    <li className={cx(person)} data-testid="event-attendee">
      <Avatar url={attendee.avatarUrl} size="sm" />
      <AppLink href={siteHref(sites.profiles, profileHref(attendee.handle))} className={personLink}>
        {attendee.name}
      </AppLink>
      {attendee.friend ? <span className={friendMark}>{t('events.attendees.friend')}</span> : null}
    </li>
  );
}
