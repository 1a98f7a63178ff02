// An event's category (docs/product.md §21) in the page's language: a chip on cards, a link to the
// category's upcoming events on the event page.
import { useT } from '../i18n/i18n.tsx';
import { AppLink } from '../router/app-link.tsx';
import { chip } from '../ui/tag-chips.tsx';
import type { MessageId } from '../../shared/i18n/messages/en.ts';
import type { EventCategory } from '../../shared/events/categories.ts';
import { eventsHref } from './events-search.ts';

const MESSAGES: Readonly<Record<EventCategory, MessageId>> = {
  music: 'events.category.music',
  social: 'events.category.social',
  games: 'events.category.games',
  education: 'events.category.education',
  art: 'events.category.art',
  sports: 'events.category.sports',
  other: 'events.category.other',
};

/** The catalogue key of a category's name. */
export function categoryMessage(category: EventCategory): MessageId {
  return MESSAGES[category];
}

export function CategoryLabel({ category, link = false }: { category: EventCategory; link?: boolean }) {
  const t = useT();
  const name = t(categoryMessage(category));
  if (!link) {
    return (
      <span className={chip} data-testid="event-category">
        {name}
      </span>
    );
  }
  return (
    <AppLink className={chip} href={eventsHref({ category })} data-testid="event-category">
      {name}
    </AppLink>
  );
}
