// One event in a list: picture, status badge, title (a link to its page), time in the viewer's zone
// with the zone named, host and experience. `actions` holds per-list buttons (Remove in My calendar).
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { AppLink } from '../../router/app-link.tsx';
import { Image } from '../../ui/image.tsx';
import type { EventSummary } from '../../../shared/events/schema.ts';
import { EventBadge } from './event-badge.tsx';
import { EventTime } from '../event-time.tsx';
import { CategoryLabel } from '../category-label.tsx';

export const eventGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const cardFrame = css`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  height: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

export const cardMedia = css`
  position: relative;
  aspect-ratio: 16 / 9;
  background: var(--color-skeleton);
`;

const mediaImage = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const badgeSpot = css`
  position: absolute;
  top: 0.625rem;
  left: 0.625rem;
`;

export const cardBody = css`
  display: grid;
  align-content: start;
  gap: 0.375rem;
  padding: 0.875rem 1rem 1rem;
`;

const heading = css`
  margin: 0;
  font-size: inherit;
`;

const titleLink = css`
  color: var(--color-text);
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.25;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const cancelled = css`
  text-decoration: line-through;
`;

const timeText = css`
  font-size: 0.9375rem;
`;

const meta = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

export function EventCard({
  event,
  zone,
  now,
  actions,
  headingLevel = 3,
}: {
  event: EventSummary;
  zone: string;
  now: string;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardFrame} data-testid="event-card">
      <div className={cardMedia}>
        <Image src={event.cardImageUrl} alt="" width={640} height={360} className={mediaImage} />
        <span className={badgeSpot}>
          <EventBadge event={event} now={now} />
        </span>
      </div>
      <div className={cardBody}>
        <Heading className={heading}>
          <AppLink href={event.path} className={event.cancelled ? `${titleLink} ${cancelled}` : titleLink}>
            {event.title}
          </AppLink>
        </Heading>
        <EventTime
          className={timeText}
          startsAt={event.startsAt}
          endsAt={event.endsAt}
          zone={zone}
          hostTimeZone={event.hostTimeZone}
        />
        <span className={meta}>
          {event.hostName} · {event.experienceName}
        </span>
        <span>
          <CategoryLabel category={event.category} />
        </span>
        {actions ? <div className={actionsRow}>{actions}</div> : null}
      </div>
    </article>
  );
}
