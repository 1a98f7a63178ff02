// An event's time range in the viewer's zone, the zone always named ('Tue, Nov 24 · 7:00 PM – 9:00 PM
// PST'), plus the host's own time when the host is in another zone. Formatting uses the same zone
// string on server and browser, so the text hydrates unchanged.
import { css } from '@linaria/core';
import { formatEventTime, zoneOffsetMs } from '../../shared/events/time-zone.ts';
import { zoneCity } from '../../shared/events/badges.ts';
import { useLocale, useT } from '../i18n/i18n.tsx';

const hostLine = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

export interface EventTimeProps {
  startsAt: string;
  endsAt: string;
  zone: string;
  hostTimeZone: string;
  /** Show the host's time too when it reads differently (detail page). */
  withHostTime?: boolean;
  className?: string;
}

export function EventTime({ startsAt, endsAt, zone, hostTimeZone, withHostTime = false, className }: EventTimeProps) {
  const t = useT();
  const locale = useLocale();
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const text = formatEventTime(start, end, zone, locale);
  // Two zone names can read the same instant identically (Europe/Paris and Europe/Berlin): no second line then.
  const differs = hostTimeZone !== zone && zoneOffsetMs(start, hostTimeZone) !== zoneOffsetMs(start, zone);
  return (
    <span className={className}>
      <time dateTime={startsAt} data-testid="event-time">
        {text}
      </time>
      {withHostTime && differs ? (
        <span className={hostLine} data-testid="event-host-time">
          <br />
          {t('events.time.host', {
            city: zoneCity(hostTimeZone),
            time: formatEventTime(start, end, hostTimeZone, locale),
          })}
        </span>
      ) : null}
    </span>
  );
}
