// How the tickets screens word times: instants in a named zone (the event's own, or the viewer's for sale
// windows: the zone the page was rendered in, so the server and the browser print the same text), in the
// page's language.
import type { TicketDefinitionView } from '../../../shared/tickets/schema.ts';
import type { Formats } from '../../../shared/i18n/format.ts';
import type { Translate } from '../../i18n/i18n.tsx';

/** 'Jun 2, 2025, 6:00 PM PDT': the instant in `timeZone`, the zone named (UTC for a zone nobody knows). */
export function formatInZone(formats: Formats, iso: string, timeZone: string): string {
  return formats.date(iso, 'zoned', timeZone);
}

/** "On sale until …", "Sales open …", "Sale ended", "Sold out", "Event over". */
export function saleWindowLabel(
  t: Translate,
  formats: Formats,
  definition: Pick<TicketDefinitionView, 'saleState' | 'saleStartsAt' | 'saleEndsAt'>,
  timeZone = 'UTC',
): string {
  switch (definition.saleState) {
    case 'on-sale':
      return t('tickets.onSaleUntil', { when: formatInZone(formats, definition.saleEndsAt, timeZone) });
    case 'upcoming':
      return t('tickets.salesOpen', { when: formatInZone(formats, definition.saleStartsAt, timeZone) });
    case 'closed':
      return t('tickets.saleEnded');
    case 'sold-out':
      return t('tickets.soldOut');
    case 'event-over':
      return t('tickets.eventOver');
  }
}
