// The `event-search-match` notices (docs/product.md §23): when a host publishes a new event, each saved search it
// matches tells its owner once, in the host's transaction, so the event and its notices commit together
// (docs/decisions/0055-saved-searches-matched-in-the-hosts-write.md). A weekly series is one publication: a
// search hears of its first matching occurrence only.
import type { Queryable } from '../db/database.ts';
import { notifyPersonas } from '../notifications/index.ts';
import { matchesSearch, matchNoticeTitle, type SavedSearchFilters } from '../../shared/event-searches/filters.ts';
import { candidateSearches, type SavedSearchRow } from './repository.ts';

export function filtersOf(row: SavedSearchRow): SavedSearchFilters {
  return {
    q: row.q,
    category: row.category,
    day: row.day,
    from: row.date_from,
    to: row.date_to,
    timeZone: row.time_zone,
  };
}

interface PublishedEvent {
  id: string;
  title: string;
  description: string;
  category: string;
  starts_at: Date | string;
  host_persona_id: string;
  host_name: string;
  experience_name: string;
}

/**
 * Notifies the owners of the saved searches the newly published events match (the occurrences of one
 * publication, soonest first). Returns how many notices were written.
 */
export async function noticeSearchMatches(tx: Queryable, eventIds: readonly string[], now: Date): Promise<number> {
  if (eventIds.length === 0) return 0;
  const events = await tx.query<PublishedEvent>(
    `select ev.id, ev.title, ev.description, ev.category, ev.starts_at, ev.host_persona_id,
            pe.name as host_name, ex.name as experience_name
       from events ev
       join personas pe on pe.id = ev.host_persona_id
       join experiences ex on ex.id = ev.experience_id
      where ev.id = any($1::uuid[]) and ev.cancelled_at is null
      order by ev.starts_at, ev.id`,
    [[...eventIds]],
  );
  const [first] = events;
  if (!first) return 0;
  const searches = await candidateSearches(tx, first.host_persona_id, first.category);
  let written = 0;
  for (const search of searches) {
    const filters = filtersOf(search);
    const match = events.find((event) =>
      matchesSearch(
        filters,
        {
          title: event.title,
          description: event.description,
          hostName: event.host_name,
          experienceName: event.experience_name,
          category: event.category,
          startsAt: new Date(event.starts_at),
        },
        now,
      ),
    );
    if (!match) continue;
    written += await notifyPersonas(tx, [search.persona_id], {
      eventId: match.id,
      kind: 'event-search-match',
      title: matchNoticeTitle(search.name),
      body: match.title,
      dedupeKey: `event-search-match:${search.id}:${match.id}`,
      createdAt: now,
    });
  }
  return written;
}
