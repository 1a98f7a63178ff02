// All SQL of reviews, review summaries and product reports. A review names either a product or an
// experience (favourites are reviews of experiences with rating 5, docs/product.md §5); the summary of an item is
// keyed by the item's own id.
import type { Queryable } from '../db/database.ts';
import { notBlockedBy } from '../blocking/index.ts';
import type { ReviewItemType } from './params.ts';
import type { VariantSpec } from '../../shared/uploads/limits.ts';
import type { ReviewSort } from '../../shared/reviews/replies.ts';

export interface ReviewRow {
  id: string;
  product_id: string | null;
  experience_id: string | null;
  item_name: string;
  persona_id: string;
  persona_handle: string;
  persona_name: string;
  rating: string | number;
  review: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  attachment_image_id: string | null;
  attachment_alt: string | null;
  attachment_sizes: VariantSpec[] | null;
  /** How many personas found it helpful (docs/product.md §16), counted from review_votes. */
  helpful_count: number;
  /** The item owner's one reply, or nulls. */
  reply_body: string | null;
  reply_persona_handle: string | null;
  reply_persona_name: string | null;
  reply_created_at: Date | string | null;
  reply_updated_at: Date | string | null;
}

const REVIEW_SELECT = `
  select r.id, r.product_id, r.experience_id, coalesce(p.name, e.name, '') as item_name,
         pe.id as persona_id, pe.handle as persona_handle, pe.name as persona_name,
         r.rating, r.review, r.created_at, r.updated_at,
         r.attachment_image_id, r.attachment_alt, ai.sizes as attachment_sizes,
         (select count(*)::int from review_votes v where v.review_id = r.id) as helpful_count,
         rr.body as reply_body, rp.handle as reply_persona_handle, rp.name as reply_persona_name,
         rr.created_at as reply_created_at, rr.updated_at as reply_updated_at
    from reviews r
    join personas pe on pe.id = r.persona_id
    left join uploaded_images ai on ai.id = r.attachment_image_id
    left join review_replies rr on rr.review_id = r.id
    left join personas rp on rp.id = rr.persona_id
    left join products p on p.id = r.product_id
    left join experiences e on e.id = r.experience_id`;

/** The item a review may be written about: a visible product (with its seller) or an experience. */
export async function findReviewable(
  db: Queryable,
  type: ReviewItemType,
  id: string,
): Promise<{ id: string; ownerPersonaId: string } | undefined> {
  const [row] =
    type === 'product'
      ? await db.query<{ id: string; owner: string }>(
          `select p.id, s.persona_id as owner from products p join stores s on s.id = p.store_id
            where p.id = $1 and p.deleted_at is null and s.deleted_at is null`,
          [id],
        )
      : await db.query<{ id: string; owner: string }>('select id, persona_id as owner from experiences where id = $1', [
          id,
        ]);
  return row ? { id: row.id, ownerPersonaId: row.owner } : undefined;
}

/** Inserts the review, or answers the id of the persona's existing review of that item. */
export async function insertReview(
  db: Queryable,
  review: {
    type: ReviewItemType;
    itemId: string;
    personaId: string;
    rating: number;
    review: string | null;
    attachmentImageId?: string | null | undefined;
    attachmentAlt?: string | null | undefined;
  },
): Promise<{ id: string; created: boolean }> {
  const column = review.type === 'product' ? 'product_id' : 'experience_id';
  const [inserted] = await db.query<{ id: string }>(
    `insert into reviews (${column}, persona_id, rating, review, attachment_image_id, attachment_alt) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing returning id`,
    [
      review.itemId,
      review.personaId,
      review.rating,
      review.review,
      review.attachmentImageId ?? null,
      review.attachmentImageId ? (review.attachmentAlt ?? null) : null,
    ],
  );
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db.query<{ id: string }>(`select id from reviews where ${column} = $1 and persona_id = $2`, [
    review.itemId,
    review.personaId,
  ]);
  if (!existing) throw new Error('review conflict without an existing review');
  return { id: existing.id, created: false };
}

export async function findReview(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow>(`${REVIEW_SELECT} where r.id = $1`, [id]);
  return row;
}

export async function lockReviewAuthor(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ persona_id: string }>('select persona_id from reviews where id = $1 for update', [id]);
  return row?.persona_id;
}

export async function updateReview(
  db: Queryable,
  id: string,
  patch: {
    rating?: number | undefined;
    review?: string | null | undefined;
    attachmentImageId?: string | null | undefined;
    attachmentAlt?: string | null | undefined;
  },
): Promise<void> {
  const params: unknown[] = [id];
  const sets: string[] = [];
  if (patch.rating !== undefined) {
    params.push(patch.rating);
    sets.push(`rating = $${params.length}`);
  }
  if (patch.review !== undefined) {
    params.push(patch.review);
    sets.push(`review = $${params.length}`);
  }
  if (patch.attachmentImageId !== undefined) {
    params.push(patch.attachmentImageId);
    sets.push(`attachment_image_id = $${params.length}`);
    // Removing the picture removes its description too.
    if (patch.attachmentImageId === null) sets.push('attachment_alt = null');
  }
  if (patch.attachmentAlt !== undefined && patch.attachmentImageId !== null) {
    params.push(patch.attachmentAlt);
    sets.push(`attachment_alt = $${params.length}`);
  }
  sets.push('updated_at = greatest(now(), created_at)');
  await db.query(`update reviews set ${sets.join(', ')} where id = $1`, params);
}

export async function deleteReview(db: Queryable, id: string): Promise<void> {
  await db.query('delete from reviews where id = $1', [id]);
}

export interface ReviewListOptions {
  personaId?: string | undefined;
  productIds?: string[] | undefined;
  /** Item ids: products or experiences. */
  itemIds?: string[] | undefined;
  /** The persona asking: reviews written by personas it blocked are left out (docs/product.md §17). */
  viewerId?: string | undefined;
  limit: number;
  offset: number;
  /** newest (the default) or helpful: most helpful first, then newest (docs/product.md §16). */
  sort?: ReviewSort | undefined;
}

export async function listReviews(
  db: Queryable,
  options: ReviewListOptions,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Reviews of deleted listings go with them (their item is invisible everywhere else too).
  const where = ['(r.product_id is null or p.deleted_at is null)'];
  if (options.personaId !== undefined) where.push(`r.persona_id = ${param(options.personaId)}`);
  if (options.productIds !== undefined) where.push(`r.product_id = any(${param(options.productIds)}::uuid[])`);
  if (options.itemIds !== undefined) {
    const ids = param(options.itemIds);
    where.push(`(r.product_id = any(${ids}::uuid[]) or r.experience_id = any(${ids}::uuid[]))`);
  }
  if (options.viewerId !== undefined) where.push(notBlockedBy(`${param(options.viewerId)}::uuid`, 'r.persona_id'));
  const filter = `where ${where.join(' and ')}`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from reviews r left join products p on p.id = r.product_id ${filter}`,
    params,
  );
  const rows = await db.query<ReviewRow>(
    `${REVIEW_SELECT} ${filter} order by ${options.sort === 'helpful' ? 'helpful_count desc, ' : ''}r.created_at desc, r.id limit ${param(options.limit)} offset ${param(options.offset)}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

export interface SummaryRow {
  id: string;
  item_type: ReviewItemType;
  average_rating: string | number | null;
  review_count: number;
  /** rating (as text, e.g. "4.5") -> count */
  distribution: Record<string, number> | null;
}

/** Summaries of the given items that exist (visible products, experiences), in no particular order. */
export async function reviewSummaries(db: Queryable, ids: readonly string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return db.query<SummaryRow>(
    `with items(id, item_type) as (
       select p.id, 'product' from products p join stores s on s.id = p.store_id
        where p.id = any($1::uuid[]) and p.deleted_at is null and s.deleted_at is null
       union all
       select e.id, 'experience' from experiences e where e.id = any($1::uuid[])
     )
     select i.id, i.item_type,
            (select round(avg(r.rating), 2) from reviews r where r.product_id = i.id or r.experience_id = i.id) as average_rating,
            (select count(*)::int from reviews r where r.product_id = i.id or r.experience_id = i.id) as review_count,
            (select json_object_agg(d.rating::text, d.n) from (
               select r.rating, count(*)::int as n from reviews r
                where r.product_id = i.id or r.experience_id = i.id group by r.rating) d) as distribution
       from items i`,
    [ids],
  );
}

export interface ProductReportRow {
  id: string;
  product_id: string;
  reason: string;
  description: string;
  status: string;
  created_at: Date | string;
  attachment_image_id: string | null;
}

export async function insertProductReport(
  db: Queryable,
  report: {
    reporter: string;
    productId: string;
    reason: string;
    description: string;
    attachmentImageId: string | null;
  },
): Promise<ProductReportRow> {
  const [row] = await db.query<ProductReportRow>(
    `insert into product_reports (reporter_persona, product_id, reason, description, attachment_image_id) values ($1, $2, $3, $4, $5)
     returning id, product_id, reason, description, status, created_at, attachment_image_id`,
    [report.reporter, report.productId, report.reason, report.description, report.attachmentImageId],
  );
  if (!row) throw new Error('insert into product_reports returned no row');
  return row;
}
