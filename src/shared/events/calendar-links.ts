// Add-to-calendar links (docs/product.md §10): Google, Apple, Outlook, Yahoo. Apple and Outlook (desktop) get the
// event.ics download; Outlook on the web and the others get a prefilled compose URL. Every parameter
// goes through encodeURIComponent (spaces as %20, newlines as %0A) so no title can break the query.

export interface CalendarLinkEvent {
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  url: string; // the event's public page, for the Details line
  location?: string;
}

export const ICS_FILENAME = 'event.ics';

/** The description with the Details line exactly as docs/product.md §10 says: '\n\nDetails: {url}'. */
export function descriptionWithDetails(description: string, url: string): string {
  return `${description}\n\nDetails: ${url}`;
}

/** 20261124T180000Z: the UTC basic format Google, Yahoo and RFC 5545 share. */
export function utcBasic(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** 2026-11-24T18:00:00Z: what the Outlook deeplink reads. */
function utcExtended(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function query(params: ReadonlyArray<readonly [string, string]>): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

export function googleCalendarUrl(e: CalendarLinkEvent): string {
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', e.title],
    ['dates', `${utcBasic(e.startsAt)}/${utcBasic(e.endsAt)}`],
    ['details', descriptionWithDetails(e.description, e.url)],
  ];
  if (e.location) params.push(['location', e.location]);
  return `https://calendar.google.com/calendar/render?${query(params)}`;
}

export function outlookWebUrl(e: CalendarLinkEvent): string {
  const params: [string, string][] = [
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', e.title],
    ['startdt', utcExtended(e.startsAt)],
    ['enddt', utcExtended(e.endsAt)],
    ['body', descriptionWithDetails(e.description, e.url)],
  ];
  if (e.location) params.push(['location', e.location]);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query(params)}`;
}

export function yahooCalendarUrl(e: CalendarLinkEvent): string {
  const params: [string, string][] = [
    ['v', '60'],
    ['title', e.title],
    ['st', utcBasic(e.startsAt)],
    ['et', utcBasic(e.endsAt)],
    ['desc', descriptionWithDetails(e.description, e.url)],
  ];
  if (e.location) params.push(['in_loc', e.location]);
  return `https://calendar.yahoo.com/?${query(params)}`;
}

export interface CalendarLinks {
  google: string;
  outlookWeb: string;
  outlookDesktop: string; // the .ics download
  yahoo: string;
  apple: string; // the .ics download
  icsFilename: typeof ICS_FILENAME;
}

/**
 * All links of the add-to-calendar menu. `icsUrl` is where the server serves this event's ICS (with
 * Content-Disposition filename event.ics); the menu marks those entries with the download attribute.
 */
export function calendarLinks(e: CalendarLinkEvent, icsUrl: string): CalendarLinks {
  return {
    google: googleCalendarUrl(e),
    outlookWeb: outlookWebUrl(e),
    outlookDesktop: icsUrl,
    yahoo: yahooCalendarUrl(e),
    apple: icsUrl,
    icsFilename: ICS_FILENAME,
  };
}
