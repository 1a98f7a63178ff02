// Event categories (docs/product.md §21, docs/upstream-api-events.md): every event has one of a fixed set of
// categories (src/shared/events/categories.ts), 'other' unless its host chose. Events that existed before
// get a category read from their title's words, and 'other' when none fits. `/events?category=` lists the
// upcoming events of one category soonest first: the index serves it.
export const id = '0032-event-categories';

export const sql = /* sql */ `
alter table events add column category text not null default 'other'
  constraint events_category_known check (category in ('music', 'social', 'games', 'education', 'art', 'sports', 'other'));

update events set category = case
  when title ~* '\\m(music|concerts?|dj|disco|jam|festival|gigs?|karaoke|band|choir)\\M' and title !~* '\\mjam island\\M' then 'music'
  when title ~* '\\m(races?|cup|tournament|league|match|marathon|speedrun|arena|games?|jam island)\\M' then 'games'
  when title ~* '\\m(tours?|lab|lectures?|class|workshops?|lessons?|talks?|experiment|rocket|meteor|observatory)\\M' then 'education'
  when title ~* '\\m(art|cinema|films?|poem|poetry|gallery|studio|exhibition|theatre|theater)\\M' then 'art'
  when title ~* '\\m(football|soccer|yoga|run|sports?|climbing|swim)\\M' then 'sports'
  when title ~* '\\m(party|meetup|walk|tea|knit|natter|crossing|picnic|planting|hangout|social)\\M' then 'social'
  else 'other'
end;

create index events_category_starts_at on events (category, starts_at);
`;
