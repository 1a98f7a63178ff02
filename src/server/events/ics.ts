// RFC 5545 output (event.ics for one event, docs/product.md §10; the personal calendar feed) written by
// ical-generator 10, which handles the format's rules: CRLF line ends, folding at 75 octets without
// splitting a character, TEXT escaping, UID/DTSTAMP. It is server-only (Node), so it lives here and the
// shared module keeps the pure rules (the VTIMEZONE derived from Intl).
//
// Instants: an ordinary event is written in UTC (DTSTART:…Z), which every calendar reads the same way.
// An occurrence of a weekly series is written in the host's zone (DTSTART;TZID=Europe/Berlin:…T190000)
// with a VTIMEZONE for that zone, because the series is defined by the host's wall-clock time.
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalTZDateStub } from 'ical-generator';
import { descriptionWithDetails } from '../../shared/events/calendar-links.ts';
import { vtimezoneLines } from '../../shared/events/ics.ts';
import { wallTimeAt, type WallTime } from '../../shared/events/time-zone.ts';

export const PRODID = { company: 'Lumen', product: 'Events', language: 'EN' } as const;

export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  /** The event's public page: URL property and the description's Details line. */
  url: string;
  startsAt: Date;
  endsAt: Date;
  location?: string | undefined;
  /** LAST-MODIFIED and SEQUENCE: polling calendar apps replace their copy when these move on. */
  updatedAt?: Date | undefined;
  sequence?: number | undefined;
  cancelled?: boolean | undefined;
  /** Set for occurrences that must keep the host's wall-clock time (weekly series): TZID + VTIMEZONE. */
  zone?: string | undefined;
}

export interface IcsOptions {
  /** DTSTAMP: when this file was produced. */
  now: Date;
  /** X-WR-CALNAME of a subscribed feed. */
  name?: string | undefined;
  /** How often subscribers should poll (REFRESH-INTERVAL and X-PUBLISHED-TTL), in seconds. */
  ttlSeconds?: number | undefined;
}

/**
 * A Date that reads as wall-clock time in one zone. ical-generator's date stub hook (`withTimeZone`)
 * takes the local fields (getFullYear … getSeconds) of the stub it gets back, so they answer in the
 * zone from Intl, independent of the server's own TZ.
 */
class ZonedDate extends Date implements ICalTZDateStub {
  readonly internal: Date;
  timeZone?: string;
  private wall: WallTime | undefined;

  constructor(instant: Date, zone?: string) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
    if (zone !== undefined) {
      this.timeZone = zone;
      this.wall = wallTimeAt(instant, zone);
    }
  }

  withTimeZone(zone?: string | null): ZonedDate {
    return new ZonedDate(this.internal, zone ?? undefined);
  }

  tzComponents(): WallTime | undefined {
    return this.wall;
  }

  override getFullYear(): number {
    return this.wall ? this.wall.year : super.getUTCFullYear();
  }
  override getMonth(): number {
    return this.wall ? this.wall.month - 1 : super.getUTCMonth();
  }
  override getDate(): number {
    return this.wall ? this.wall.day : super.getUTCDate();
  }
  override getHours(): number {
    return this.wall ? this.wall.hour : super.getUTCHours();
  }
  override getMinutes(): number {
    return this.wall ? this.wall.minute : super.getUTCMinutes();
  }
  override getSeconds(): number {
    return this.wall ? this.wall.second : super.getUTCSeconds();
  }
}

const YEAR_MS = 366 * 24 * 3_600_000;

/** One VCALENDAR with every event; one VTIMEZONE per zone used, covering the instants written in it. */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const spans = new Map<string, { from: number; to: number }>();
  for (const e of events) {
    if (e.zone === undefined || e.zone === 'UTC') continue;
    const span = spans.get(e.zone);
    const from = e.startsAt.getTime();
    const to = e.endsAt.getTime();
    spans.set(e.zone, span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to });
  }
  const calendar = ical({
    prodId: PRODID,
    method: ICalCalendarMethod.PUBLISH,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.ttlSeconds === undefined ? {} : { ttl: options.ttlSeconds }),
    // name null: no calendar-wide X-WR-TIMEZONE; the generator writes a VTIMEZONE per event zone.
    timezone: {
      name: null,
      generator: (zone) => {
        const span = spans.get(zone);
        return span ? vtimezoneLines(zone, span.from, Math.min(span.to, span.from + 10 * YEAR_MS)).join('\r\n') : null;
      },
    },
  });
  for (const e of events) {
    const zoned = e.zone !== undefined && e.zone !== 'UTC';
    calendar.createEvent({
      id: `${e.id}@lumen`,
      stamp: options.now,
      start: zoned ? new ZonedDate(e.startsAt) : e.startsAt,
      end: zoned ? new ZonedDate(e.endsAt) : e.endsAt,
      ...(zoned ? { timezone: e.zone } : {}),
      summary: e.title,
      description: descriptionWithDetails(e.description, e.url),
      url: e.url,
      ...(e.location ? { location: e.location } : {}),
      ...(e.updatedAt ? { lastModified: e.updatedAt } : {}),
      sequence: Math.max(0, Math.floor(e.sequence ?? 0)),
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one included.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
