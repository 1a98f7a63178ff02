// How the tickets screens word times: instants in a named zone (the event's own, or the viewer's for sale
// windows: the zone the page was rendered in, so the server and the browser print the same text).
import type { TicketDefinitionView } from '../../../shared/tickets/schema.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatInZone(iso: string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // dateStyle cannot be combined with timeZoneName: the parts are spelled out instead.
    const parts = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
    try {
      format = new Intl.DateTimeFormat('en-US', { ...parts, timeZone });
    } catch {
      // An unknown zone name from upstream: UTC, still named, rather than no date at all.
      format = new Intl.DateTimeFormat('en-US', { ...parts, timeZone: 'UTC' });
    }
    formatters.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** "On sale until …", "Sales open …", "Sale ended", "Sold out", "Event over". */
export function saleWindowLabel(
  definition: Pick<TicketDefinitionView, 'saleState' | 'saleStartsAt' | 'saleEndsAt'>,
  timeZone = 'UTC',
): string {
  switch (definition.saleState) {
    case 'on-sale':
      return `On sale until ${formatInZone(definition.saleEndsAt, timeZone)}`;
    case 'upcoming':
      return `Sales open ${formatInZone(definition.saleStartsAt, timeZone)}`;
    case 'closed':
      return 'Sale ended';
    case 'sold-out':
      return 'Sold out';
    case 'event-over':
      return 'This event is over';
  }
}
