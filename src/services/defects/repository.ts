// All SQL of defect reports (docs/product.md §22, migration 0033). The seller of a report is whoever owns the
// listing's store now; the buyer is whoever filed it, and may file only while owning the listing.
import type { Queryable } from '../db/database.ts';
import type { VariantSpec } from '../../shared/uploads/limits.ts';
import type { DefectStatus } from '../../shared/defects/status.ts';

export interface DefectRow {
  id: string;
  product_id: string;
  product_name: string;
  buyer_persona_id: string;
  buyer_handle: string;
  buyer_name: string;
  seller_persona_id: string;
  title: string;
  description: string;
  status: DefectStatus;
  note: string | null;
  created_at: Date | string;
  status_changed_at: Date | string;
  attachment_image_id: string | null;
  attachment_sizes: VariantSpec[] | null;
}

const DEFECT_SELECT = `
  select d.id, d.product_id, pr.name as product_name,
         d.buyer_persona_id, bp.handle as buyer_handle, bp.name as buyer_name, s.persona_id as seller_persona_id,
         d.title, d.description, d.status, d.note, d.created_at, d.status_changed_at,
         d.attachment_image_id, ai.sizes as attachment_sizes
    from defect_reports d
    join products pr on pr.id = d.product_id and pr.deleted_at is null
    join stores s on s.id = pr.store_id
    join personas bp on bp.id = d.buyer_persona_id
    left join uploaded_images ai on ai.id = d.attachment_image_id`;

/** The listing a report is about, with its seller; undefined when it does not exist or was deleted. */
export async function findListing(
  db: Queryable,
  productId: string,
): Promise<{ id: string; name: string; seller_persona_id: string } | undefined> {
  const [row] = await db.query<{ id: string; name: string; seller_persona_id: string }>(
    `select pr.id, pr.name, s.persona_id as seller_persona_id
       from products pr join stores s on s.id = pr.store_id
      where pr.id = $1 and pr.deleted_at is null`,
    [productId],
  );
  return row;
}

/**
 * Whether the persona owns the listing, locking the ownership row for the caller's transaction: two filings
 * by one buyer about one listing take turns, so the limit of unfixed reports holds under racing requests.
 */
export async function lockOwnership(tx: Queryable, personaId: string, productId: string): Promise<boolean> {
  const rows = await tx.query('select 1 from owned_products where persona_id = $1 and product_id = $2 for update', [
    personaId,
    productId,
  ]);
  return rows.length > 0;
}

/** The buyer's reports about the listing that are not fixed yet. */
export async function countUnfixed(db: Queryable, personaId: string, productId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from defect_reports
      where buyer_persona_id = $1 and product_id = $2 and status <> 'fixed'`,
    [personaId, productId],
  );
  return row?.total ?? 0;
}

/** The reports the buyer filed since `since`, over every listing. */
export async function countFiledSince(db: Queryable, personaId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select count(*)::int as total from defect_reports where buyer_persona_id = $1 and created_at > $2',
    [personaId, since],
  );
  return row?.total ?? 0;
}

export async function insertDefect(
  tx: Queryable,
  report: {
    productId: string;
    buyerId: string;
    title: string;
    description: string;
    attachmentImageId: string | null;
    at: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into defect_reports (product_id, buyer_persona_id, title, description, attachment_image_id, created_at, status_changed_at)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [report.productId, report.buyerId, report.title, report.description, report.attachmentImageId, report.at],
  );
  if (!row) throw new Error('insert into defect_reports returned no row');
  return row.id;
}

/** One report of a listing that is still there; `lock` holds it for the caller's transaction. */
export async function findDefect(db: Queryable, id: string, lock = false): Promise<DefectRow | undefined> {
  const [row] = await db.query<DefectRow>(`${DEFECT_SELECT} where d.id = $1 ${lock ? 'for update of d' : ''}`, [id]);
  return row;
}

export async function updateStatus(
  tx: Queryable,
  id: string,
  change: { status: DefectStatus; note: string | null; at: Date },
): Promise<void> {
  await tx.query(
    'update defect_reports set status = $2, note = $3, status_changed_at = greatest($4, created_at) where id = $1',
    [id, change.status, change.note, change.at],
  );
}

export interface DefectListOptions {
  limit: number;
  offset: number;
}

async function listWhere(
  db: Queryable,
  condition: string,
  params: unknown[],
  paging: DefectListOptions,
): Promise<{ rows: DefectRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${DEFECT_SELECT} where ${condition}) counted`,
    params,
  );
  const rows = await db.query<DefectRow>(
    `${DEFECT_SELECT} where ${condition}
      order by d.created_at desc, d.id desc
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, paging.limit, paging.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** The reports the buyer filed, newest first. */
export function listFiled(db: Queryable, buyerId: string, paging: DefectListOptions) {
  return listWhere(db, 'd.buyer_persona_id = $1', [buyerId], paging);
}

/** The reports about the seller's listings (or one of them), newest first. */
export function listReceived(
  db: Queryable,
  sellerId: string,
  productId: string | undefined,
  paging: DefectListOptions,
) {
  return productId === undefined
    ? listWhere(db, 's.persona_id = $1', [sellerId], paging)
    : listWhere(db, 's.persona_id = $1 and d.product_id = $2', [sellerId, productId], paging);
}
