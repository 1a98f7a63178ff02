// How the tickets screens word times: instants in a named zone (the event's own, or UTC for sale
// windows) so the server and the browser render the same text and hydration matches.
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
export function saleWindowLabel(definition: Pick<TicketDefinitionView, 'saleState' | 'saleStartsAt' | 'saleEndsAt'>): string {
  switch (definition.saleState) {
    case 'on-sale':
      return `On sale until ${formatInZone(definition.saleEndsAt, 'UTC')}`;
    case 'upcoming':
      return `Sales open ${formatInZone(definition.saleStartsAt, 'UTC')}`;
    case 'closed':
      return 'Sale ended';
    case 'sold-out':
      return 'Sold out';
    case 'event-over':
      return 'This event is over';
  }
}
