// Demo items, the studio showcase and codexes (docs/upstream-api-items.md):
// - nova owns avatar items bought through the real purchase path (two outfits, two hairstyles, an
//   accessory) and a prop for her worlds, and wears one outfit. She is given exactly what they cost
//   first, so her balance is what it would be without them. kai and mira own nothing here: their
//   journeys start from empty orders.
// - "Lumen Studios" (the studio of the default product name) showcases six worlds with a note each.
// - Every demo persona has discovered some worlds, dated relative to `now`.
// Runs once per database: the step claims a marker account like the ledger seed does.
import type { Database } from '../db/database.ts';
import { grant, purchase } from '../orders/index.ts';
import { createPrng } from '../kit/prng.ts';

export const DEMO_ITEMS_PERSONA = 'nova';
/** Leaf categories nova buys from (slot → how many), then one thing that is not worn. */
const DEMO_ITEM_PICKS: readonly { category: string; count: number }[] = [
  { category: 'outfits', count: 2 },
  { category: 'hair', count: 2 },
  { category: 'accessories', count: 1 },
  { category: 'props', count: 1 },
];

export const DEMO_STUDIO = {
  slug: 'lumen',
  name: 'Lumen Studios',
  tagline: 'Worlds our own team keeps coming back to.',
  description:
    'Lumen Studios is the team behind the platform. Every season we pick the worlds that show what Lumen can do: ambitious builds, small gems and places that bring people together.',
} as const;

/** Showcased worlds in order, with the curator's note (worlds missing from the database are skipped). */
const SHOWCASE: readonly { name: string; note: string }[] = [
  { name: 'Neon Drift', note: 'A whole rain-soaked megacity built by one creator. Race it at night.' },
  { name: 'Glasshouse Gardens', note: 'Six domes of plants that grow while you are away: our favourite calm place.' },
  { name: 'Resonance Hall', note: 'The concert hall our own events team books first.' },
  { name: 'Old Harbour 1890', note: 'History you can walk through, researched down to the shop signs.' },
  { name: 'Orbital Station Kepler', note: 'Zero gravity done right, with a view worth the trip.' },
  { name: 'Whale Song Reef', note: 'Put headphones on and swim with the whales.' },
];

const CODEX_SPREAD_DAYS = 120;

export async function seedItems(
  db: Database,
  opts: { now: Date },
): Promise<{ seeded: boolean; items: number; showcase: number; codex: number }> {
  const claimed =
    (
      await db.query(
        `insert into ledger_accounts (id, kind) values ('system:demo-items-seed', 'system') on conflict (id) do nothing returning id`,
      )
    ).length > 0;
  if (!claimed) return { seeded: false, items: 0, showcase: 0, codex: 0 };

  let items = 0;
  const [nova] = await db.query<{ id: string }>('select id from personas where handle = $1', [DEMO_ITEMS_PERSONA]);
  if (nova) {
    for (const pick of DEMO_ITEM_PICKS) {
      const products = await db.query<{ id: string; price: number }>(
        `select p.id, p.price from products p
           join categories c on c.id = p.category_id
           join stores s on s.id = p.store_id
          where c.slug = $1 and s.persona_id <> $2 and p.status = 'listed' and p.deleted_at is null
            and not exists (select 1 from owned_products o where o.persona_id = $2 and o.product_id = p.id)
          order by p.price, p.name limit $3`,
        [pick.category, nova.id, pick.count],
      );
      for (const product of products) {
        if (product.price > 0) await grant(db, nova.id, product.price);
        await purchase(db, {
          buyerId: nova.id,
          idempotencyKey: `demo-items-${product.id}`,
          kind: 'product',
          productIds: [product.id],
          expectedTotal: product.price,
        });
        items += 1;
      }
    }
    // She wears the first outfit she bought.
    await db.query(
      `insert into equipped_items (persona_id, slot, product_id, equipped_at)
       select o.persona_id, 'outfits', o.product_id, $2 from owned_products o
         join products p on p.id = o.product_id join categories c on c.id = p.category_id
        where o.persona_id = $1 and c.slug = 'outfits' order by p.price, p.name limit 1
       on conflict do nothing`,
      [nova.id, opts.now],
    );
  }

  await db.query(
    `insert into studios (slug, name, tagline, description) values ($1, $2, $3, $4) on conflict (slug) do nothing`,
    [DEMO_STUDIO.slug, DEMO_STUDIO.name, DEMO_STUDIO.tagline, DEMO_STUDIO.description],
  );
  let showcase = 0;
  for (const [position, entry] of SHOWCASE.entries()) {
    const inserted = await db.query(
      `insert into studio_showcase (studio_slug, experience_id, position, note)
       select $1, e.id, $2, $3 from experiences e where e.name = $4 order by e.created_at limit 1
       on conflict do nothing returning experience_id`,
      [DEMO_STUDIO.slug, position, entry.note, entry.name],
    );
    showcase += inserted.length;
  }

  const personas = await db.query<{ id: string }>('select id from personas order by handle');
  const worlds = await db.query<{ id: string }>(
    'select e.id from experiences e join personas p on p.id = e.persona_id order by p.handle, e.handle',
  );
  const prng = createPrng('lumen-demo-codex');
  const rows: { personaId: string; experienceId: string; discovered: Date; last: Date; visits: number }[] = [];
  for (const persona of personas) {
    for (const world of prng.sample(worlds, prng.int(4, 14))) {
      const discovered = new Date(opts.now.getTime() - prng.int(2, CODEX_SPREAD_DAYS * 24) * 3_600_000);
      const last = new Date(Math.min(opts.now.getTime(), discovered.getTime() + prng.int(0, 30 * 24) * 3_600_000));
      rows.push({ personaId: persona.id, experienceId: world.id, discovered, last, visits: prng.int(1, 25) });
    }
  }
  if (rows.length > 0) {
    await db.query(
      `insert into codex_entries (persona_id, experience_id, discovered_at, last_visited_at, visits)
       select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::int[])
       on conflict do nothing`,
      [
        rows.map((row) => row.personaId),
        rows.map((row) => row.experienceId),
        rows.map((row) => row.discovered.toISOString()),
        rows.map((row) => row.last.toISOString()),
        rows.map((row) => row.visits),
      ],
    );
  }
  return { seeded: true, items, showcase, codex: rows.length };
}
