// Likes of experiences (docs/product.md §5 Likes, docs/upstream-api.md "Likes",
// docs/decisions/0046-likes-counted-by-trigger.md).
//
// - One row per persona and experience: the primary key is what makes liking idempotent under
//   concurrency (a second insert of the same pair does nothing, even while the first is uncommitted).
// - experiences.like_count is the count the catalogue shows and sorts by. A trigger on the likes keeps
//   it, in the transaction that adds or removes the row, so every path counts (the like and unlike
//   routes, and the cascades when a persona is deleted); concurrent likes from many personas each add
//   one under the experience row's lock, so none is lost.
// - Two browse orders read an index each: most liked (like_count) and most active now (head_count),
//   both ending with id like every catalogue order.
export const id = '0027-experience-likes';

export const sql = /* sql */ `
create table experience_likes (
  experience_id uuid not null references experiences (id) on delete cascade,
  persona_id uuid not null references personas (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (experience_id, persona_id)
);
-- A persona's likes (and the cascade when a persona is deleted).
create index experience_likes_persona_idx on experience_likes (persona_id);

alter table experiences add column like_count integer not null default 0;
alter table experiences add constraint experiences_like_count_nonnegative check (like_count >= 0);

create function lumen_experience_likes_count() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update experiences set like_count = like_count + 1 where id = new.experience_id;
  else
    -- When the experience itself is being deleted its row is already gone: nothing to update.
    update experiences set like_count = greatest(like_count - 1, 0) where id = old.experience_id;
  end if;
  return null;
end
$$;

create trigger experience_likes_count after insert or delete on experience_likes
  for each row execute function lumen_experience_likes_count();

create index experiences_browse_most_liked_idx on experiences (like_count desc, id);
create index experiences_browse_most_active_idx on experiences (head_count desc, id);
`;
