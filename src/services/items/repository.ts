// All SQL of items, the studio showcase and the codex (migration 0018 explains the tables).
//
// An item is a listing a persona owns (owned_products). It is wearable when its category is a child of
// the Avatars category: the child category is its slot (outfits, hair, accessories), and a persona wears
// at most one item per slot (the key of equipped_items). Everything else a persona owns (props, music,
// scripts…) is kept in the inventory for their worlds and has no slot.
import type { Database, Queryable } from '../db/database.ts';
import { EXPERIENCE_COLUMNS, type ExperienceRow } from '../experiences/index.ts';

/** The category whose children are avatar slots. */
export const WEARABLE_PARENT_SLUG = 'avatars';

export interface ItemRow {
  product_id: string;
  name: string;
  description: string;
  status: string;
  deleted: boolean;
  category_slug: string | null;
  category_name: string | null;
  slot: string | null;
  image_seed: string | null;
  image_url: string | null;
  store_handle: string;
  creator_handle: string;
  creator_name: string;
  acquired_at: Date | string;
  order_id: string;
  equipped_at: Date | string | null;
}

const ITEM_SELECT = `
  select o.product_id, pr.name, pr.description, pr.status, pr.deleted_at is not null as deleted,
         c.slug as category_slug, c.name as category_name,
         case when parent.slug = '${WEARABLE_PARENT_SLUG}' then c.slug end as slot,
         img.image_seed, img.url as image_url,
         s.handle as store_handle, cp.handle as creator_handle, cp.name as creator_name,
         o.acquired_at, o.order_id, eq.equipped_at
    from owned_products o
    join products pr on pr.id = o.product_id
    join stores s on s.id = pr.store_id
    join personas cp on cp.id = s.persona_id
    left join categories c on c.id = pr.category_id
    left join categories parent on parent.id = c.parent_id
    left join lateral (
      select i.image_seed, i.url from product_images i where i.product_id = pr.id order by i.position limit 1
    ) img on true
    left join equipped_items eq on eq.persona_id = o.persona_id and eq.product_id = o.product_id`;

export interface ItemListOptions {
  personaId: string;
  /** true: only worn items; false: only items not worn; undefined: all. */
  equipped: boolean | undefined;
  slot?: string | undefined;
  /** Only these listings (ids lowercased): "which of these does the persona own". */
  ids?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

/** A persona's items: worn first (by slot), then newest acquired; ties by id so pages never overlap. */
export async function listItems(db: Queryable, options: ItemListOptions): Promise<{ rows: ItemRow[]; total: number }> {
  const where = [
    'o.persona_id = $1',
    options.equipped === undefined ? 'true' : options.equipped ? 'eq.product_id is not null' : 'eq.product_id is null',
  ];
  const params: unknown[] = [options.personaId];
  if (options.slot !== undefined) {
    params.push(options.slot);
    where.push(`(case when parent.slug = '${WEARABLE_PARENT_SLUG}' then c.slug end) = $${params.length}`);
  }
  if (options.ids !== undefined) {
    params.push(options.ids);
    where.push(`o.product_id = any($${params.length}::uuid[])`);
  }
  const condition = where.join(' and ');
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${ITEM_SELECT} where ${condition}) counted`,
    params,
  );
  const rows = await db.query<ItemRow>(
    `${ITEM_SELECT} where ${condition}
      order by (eq.product_id is null), eq.slot, o.acquired_at desc, o.product_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.limit, options.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findItem(db: Queryable, personaId: string, productId: string): Promise<ItemRow | undefined> {
  const [row] = await db.query<ItemRow>(`${ITEM_SELECT} where o.persona_id = $1 and o.product_id = $2`, [
    personaId,
    productId,
  ]);
  return row;
}

/**
 * Wears the item in its slot, taking off whatever was there (one upsert on the slot's key, so two
 * concurrent equips in one slot leave exactly one item). Answers the item taken off, if any.
 */
export async function equipItem(
  db: Database,
  personaId: string,
  productId: string,
  slot: string,
  at: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    // The slot's current occupant, locked so the answer names what this request really replaced.
    const [previous] = await tx.query<{ product_id: string }>(
      'select product_id from equipped_items where persona_id = $1 and slot = $2 for update',
      [personaId, slot],
    );
    await tx.query(
      `insert into equipped_items (persona_id, slot, product_id, equipped_at) values ($1, $2, $3, $4)
       on conflict (persona_id, slot) do update set product_id = excluded.product_id,
         equipped_at = case when equipped_items.product_id = excluded.product_id then equipped_items.equipped_at else excluded.equipped_at end`,
      [personaId, slot, productId, at],
    );
    return previous && previous.product_id !== productId ? previous.product_id : null;
  });
}

export async function unequipItem(db: Queryable, personaId: string, productId: string): Promise<void> {
  await db.query('delete from equipped_items where persona_id = $1 and product_id = $2', [personaId, productId]);
}

// ---------------------------------------------------------------------------------------------------
// Studio showcase

export interface StudioRow {
  slug: string;
  name: string;
  tagline: string;
  description: string;
}

export type ShowcaseRow = ExperienceRow & { showcase_position: number; showcase_note: string };

export async function findStudio(db: Queryable, slug: string): Promise<StudioRow | undefined> {
  const [row] = await db.query<StudioRow>('select slug, name, tagline, description from studios where slug = $1', [
    slug,
  ]);
  return row;
}

/** The studio's showcase in its curated order. */
export async function listShowcase(db: Queryable, slug: string): Promise<ShowcaseRow[]> {
  return db.query<ShowcaseRow>(
    `select ${EXPERIENCE_COLUMNS}, sc.position as showcase_position, sc.note as showcase_note
       from studio_showcase sc
       join experiences e on e.id = sc.experience_id
       join personas p on p.id = e.persona_id
      where sc.studio_slug = $1
      order by sc.position, e.id`,
    [slug],
  );
}

// ---------------------------------------------------------------------------------------------------
// Codex

export type CodexRow = ExperienceRow & {
  discovered_at: Date | string;
  last_visited_at: Date | string;
  codex_visits: number;
};

/** The persona's discovered worlds, newest discovery first, and how many worlds there are to discover. */
export async function listCodex(
  db: Queryable,
  options: { personaId: string; limit: number; offset: number },
): Promise<{ rows: CodexRow[]; total: number; worlds: number }> {
  const [count] = await db.query<{ total: number; worlds: number }>(
    `select (select count(*)::int from codex_entries where persona_id = $1) as total,
            (select count(*)::int from experiences) as worlds`,
    [options.personaId],
  );
  const rows = await db.query<CodexRow>(
    `select ${EXPERIENCE_COLUMNS}, x.discovered_at, x.last_visited_at, x.visits as codex_visits
       from codex_entries x
       join experiences e on e.id = x.experience_id
       join personas p on p.id = e.persona_id
      where x.persona_id = $1
      order by x.discovered_at desc, x.experience_id
      limit $2 offset $3`,
    [options.personaId, options.limit, options.offset],
  );
  return { rows, total: count?.total ?? 0, worlds: count?.worlds ?? 0 };
}
