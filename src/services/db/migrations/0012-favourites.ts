// Favourites (docs/product.md §5: a review record of type review whose item is an experience, rating fixed at 5).
//
// They share the `reviews` table with product reviews: migration 0005 already made a review's item
// either a product or an experience, with one review per persona and item (the unique constraint
// reviews_experience_persona_key is what makes favouriting idempotent under concurrency). What was
// missing is the rule that a review of an experience is a favourite, so its rating is always 5; the
// database keeps it even if a route forgets. The favourites count of an experience is computed from
// the rows (count over that unique index), so it can never drift from them.
export const id = '0012-favourites';

export const sql = /* sql */ `
alter table reviews add constraint reviews_experience_rating_five check (experience_id is null or rating = 5);
-- GET /favorites and the persona's favourites, newest first, without touching product reviews.
create index reviews_persona_experience_idx on reviews (persona_id, created_at desc, id) where experience_id is not null;
`;
