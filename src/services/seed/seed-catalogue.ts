// Demo store catalogue (docs/product.md §14): categories, creators' stores, 150+ listings with pictures, reviews with
// ratings, collections, featured images and promotions. Same data on every machine for a given `now`
// (seeded PRNG; dates relative to `now`). Runs after seedDemoData: stores belong to the demo personas,
// found by handle. Idempotent: does nothing once any store exists; concurrent starts against one
// PostgreSQL are serialised by an advisory lock.
import type { Database, Queryable } from '../db/database.ts';
import { createPrng } from '../kit/prng.ts';
import { DEMO_PERSONAS } from './demo-catalogue.ts';
import {
  CATEGORY_STORES,
  DEMO_CART_PRODUCT_NAMES,
  DEMO_CATEGORIES,
  DEMO_COLLECTIONS,
  DEMO_ITEMS,
  DEMO_STORES,
  NOVA_PRODUCTS,
  REVIEW_TEXTS,
} from './demo-products.ts';
import { slugify } from '../kit/slugify.ts';

export { DEMO_CART_PRODUCT_NAMES, DEMO_DELISTED_PRODUCT_NAME } from './demo-products.ts';

export const CATALOGUE_SEED_LOCK_KEY = 7_454_301_005;
const PRNG_SEED = 'lumen-catalogue-v1';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Drawn prices of generic listings (whole Lumen Dollars); repeats weight the draw. */
const PRICES = [0, 0, 25, 25, 50, 50, 75, 120, 120, 150, 250, 250, 400, 600, 900, 1500] as const;
/** Listings whose price is part of the demo (e.g. far above kai's balance of 2500). */
const FIXED_PRICES: Readonly<Record<string, number>> = { 'Grand Cathedral Kit': 4800 };

export interface SeedCategory {
  id: string;
  parentId: string | null;
  slug: string;
  name: string;
  position: number;
}

export interface SeedStore {
  id: string;
  personaHandle: string;
  handle: string;
  name: string;
  description: string;
  createdAt: Date;
}

export interface SeedProduct {
  id: string;
  storeId: string;
  storeHandle: string;
  categoryId: string;
  categorySlug: string;
  name: string;
  description: string;
  price: number;
  status: 'listed' | 'delisted';
  tags: string[];
  imageSeed: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SeedImage {
  id: string;
  productId: string;
  position: number;
  imageSeed: string;
}

export interface SeedReview {
  id: string;
  productId: string;
  personaHandle: string;
  rating: number;
  review: string | null;
  createdAt: Date;
}

export interface SeedCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  position: number;
  imageSeed: string;
  productIds: string[];
  createdAt: Date;
}

export interface SeedFeaturedImage {
  id: string;
  title: string;
  subtitle: string;
  linkUrl: string;
  imageSeed: string;
  position: number;
  productId: string | null;
  collectionId: string | null;
  startsAt: Date;
  /** Null: runs until taken down (the demo store front must not go empty on a long-lived install). */
  endsAt: Date | null;
}

export interface SeedPromotion {
  id: string;
  productId: string;
  percentOff: number | null;
  label: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface CatalogueData {
  categories: SeedCategory[];
  stores: SeedStore[];
  products: SeedProduct[];
  images: SeedImage[];
  reviews: SeedReview[];
  collections: SeedCollection[];
  featuredImages: SeedFeaturedImage[];
  promotions: SeedPromotion[];
}

export interface CatalogueSeedResult {
  seeded: boolean;
  stores: number;
  products: number;
  reviews: number;
}

const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

function parseItem(line: string): { name: string; tags: string[]; blurb: string } {
  const [name, tags, blurb] = line.split('|');
  if (name === undefined || tags === undefined || blurb === undefined) throw new Error(`bad demo item: ${line}`);
  return { name, tags: tags.split(','), blurb };
}

/** The whole demo store as plain data: pure, so tests can inspect and compare it. */
export function buildCatalogueData(now: Date): CatalogueData {
  const prng = createPrng(PRNG_SEED);
  const nowMs = now.getTime();
  const daysAgo = (min: number, max: number) =>
    wholeSeconds(nowMs - prng.int(min, max) * DAY_MS - prng.int(0, 86_399) * 1000);

  const categories: SeedCategory[] = [];
  const notes = new Map<string, string>();
  DEMO_CATEGORIES.forEach((top, index) => {
    const parent: SeedCategory = { id: prng.uuid(), parentId: null, slug: top.slug, name: top.name, position: index };
    categories.push(parent);
    top.children.forEach((child, childIndex) => {
      categories.push({
        id: prng.uuid(),
        parentId: parent.id,
        slug: child.slug,
        name: child.name,
        position: childIndex,
      });
      notes.set(child.slug, child.note);
    });
  });
  const categoryId = (slug: string) => {
    const found = categories.find((category) => category.slug === slug);
    if (!found) throw new Error(`demo listing names unknown category "${slug}"`);
    return found.id;
  };

  const stores: SeedStore[] = DEMO_STORES.map((store) => ({
    id: prng.uuid(),
    personaHandle: store.handle,
    handle: store.handle,
    name: store.name,
    description: store.description,
    createdAt: daysAgo(420, 900),
  }));
  const storeOf = (handle: string) => {
    const found = stores.find((store) => store.handle === handle);
    if (!found) throw new Error(`demo listing names unknown store "${handle}"`);
    return found;
  };

  const products: SeedProduct[] = [];
  const images: SeedImage[] = [];
  const addProduct = (input: {
    store: SeedStore;
    category: string;
    name: string;
    blurb: string;
    tags: string[];
    price: number;
    status: 'listed' | 'delisted';
  }) => {
    const createdAt = daysAgo(2, 400);
    const updatedAt = wholeSeconds(createdAt.getTime() + Math.floor(prng.next() * (nowMs - createdAt.getTime())));
    const id = prng.uuid();
    const count = prng.int(1, 3);
    const seeds = Array.from({ length: count }, () => prng.hex(12));
    seeds.forEach((imageSeed, position) => images.push({ id: prng.uuid(), productId: id, position, imageSeed }));
    products.push({
      id,
      storeId: input.store.id,
      storeHandle: input.store.handle,
      categoryId: categoryId(input.category),
      categorySlug: input.category,
      name: input.name,
      description: [input.blurb, notes.get(input.category) ?? '', `Sold by ${input.store.name}.`].join('\n\n'),
      price: input.price,
      status: input.status,
      tags: input.tags,
      imageSeed: seeds[0] ?? prng.hex(12),
      createdAt,
      updatedAt,
    });
  };

  const nova = storeOf('nova');
  for (const item of NOVA_PRODUCTS) {
    addProduct({
      store: nova,
      category: item.category,
      name: item.name,
      blurb: item.blurb,
      tags: [...item.tags],
      price: item.price,
      status: item.status ?? 'listed',
    });
  }
  for (const [category, lines] of Object.entries(DEMO_ITEMS)) {
    const sellers = CATEGORY_STORES[category] ?? [];
    lines.forEach((line, index) => {
      const item = parseItem(line);
      const seller = sellers[index % sellers.length];
      if (seller === undefined) throw new Error(`no store sells ${category}`);
      addProduct({
        store: storeOf(seller),
        category,
        name: item.name,
        blurb: item.blurb,
        tags: item.tags,
        price: FIXED_PRICES[item.name] ?? prng.pick(PRICES),
        status: prng.chance(0.04) ? 'delisted' : 'listed',
      });
    });
  }

  // Reviews: each listing has a "quality" the ratings scatter around, so averages differ.
  const reviewerHandles = DEMO_PERSONAS.map((persona) => persona.handle);
  const reviews: SeedReview[] = [];
  for (const product of products) {
    const count = prng.chance(0.15) ? 0 : prng.int(1, 9);
    const quality = prng.float(2.9, 5.2);
    // Kai has not bought the demo cart's listings yet: no review of them from him.
    const excluded = new Set([product.storeHandle, ...(isCartProduct(product.name) ? ['kai'] : [])]);
    for (const handle of prng.sample(
      reviewerHandles.filter((candidate) => !excluded.has(candidate)),
      count,
    )) {
      const rating = Math.min(5, Math.max(0.5, Math.round((quality + prng.float(-1.3, 0.7)) * 2) / 2));
      const band = rating >= 4 ? REVIEW_TEXTS.high : rating >= 2.5 ? REVIEW_TEXTS.mid : REVIEW_TEXTS.low;
      const review = prng.chance(0.25) ? null : prng.pick(band);
      const createdAt = wholeSeconds(
        product.createdAt.getTime() + Math.floor(prng.next() * (nowMs - product.createdAt.getTime())),
      );
      reviews.push({ id: prng.uuid(), productId: product.id, personaHandle: handle, rating, review, createdAt });
    }
  }

  const listed = products.filter((product) => product.status === 'listed');
  const staffPicks = prng
    .sample(
      listed.filter((product) => product.price > 0),
      8,
    )
    .map((product) => product.id);
  const collections: SeedCollection[] = DEMO_COLLECTIONS.map((collection, position) => {
    const { pick } = collection;
    const chosen = pick.staff
      ? staffPicks
      : listed
          .filter(
            (product) =>
              (pick.free === true && product.price === 0) ||
              (pick.tags?.some((tag) => product.tags.includes(tag)) ?? false) ||
              (pick.categories?.includes(product.categorySlug) ?? false),
          )
          .slice(0, 12)
          .map((product) => product.id);
    return {
      id: prng.uuid(),
      slug: collection.slug,
      name: collection.name,
      description: collection.description,
      position,
      imageSeed: prng.hex(12),
      productIds: chosen,
      createdAt: wholeSeconds(nowMs - (40 - position) * DAY_MS),
    };
  });

  const productNamed = (name: string) => {
    const found = products.find((product) => product.name === name);
    if (!found) throw new Error(`no demo listing "${name}"`);
    return found;
  };
  const collectionSlug = (slug: string) => {
    const found = collections.find((collection) => collection.slug === slug);
    if (!found) throw new Error(`no demo collection "${slug}"`);
    return found;
  };
  const megacity = productNamed('Neon Drift Megacity Kit');
  const at = (days: number) => wholeSeconds(nowMs + days * DAY_MS);
  const featuredImages: SeedFeaturedImage[] = [
    {
      title: 'Build your own megacity',
      subtitle: 'Everything Neon Drift is made of, in one kit.',
      linkUrl: `/listings/${megacity.id}/${slugify(megacity.name)}`,
      productId: megacity.id,
      collectionId: null,
      startsAt: at(-10),
      endsAt: null,
    },
    {
      title: 'Nova Reyes Studio',
      subtitle: 'Neon, rain and good soundtracks.',
      linkUrl: '/store/nova',
      productId: null,
      collectionId: null,
      startsAt: at(-20),
      endsAt: null,
    },
    {
      title: 'Free essentials',
      subtitle: 'Start building for free.',
      linkUrl: '/store?collection=free-essentials',
      productId: null,
      collectionId: collectionSlug('free-essentials').id,
      startsAt: at(-5),
      endsAt: null,
    },
    {
      title: 'Sound of Lumen',
      subtitle: 'Music and ambience by Lumen creators.',
      linkUrl: '/store?collection=sound-of-lumen',
      productId: null,
      collectionId: collectionSlug('sound-of-lumen').id,
      startsAt: at(-3),
      endsAt: null,
    },
    // Over: present in the table, never answered (GET /featured-images shows running ones only).
    {
      title: 'Winter sale',
      subtitle: 'Cosy builds at half price.',
      linkUrl: '/store',
      productId: null,
      collectionId: null,
      startsAt: at(-60),
      endsAt: at(-20),
    },
  ].map((banner, position) => ({ ...banner, id: prng.uuid(), imageSeed: prng.hex(12), position }));

  const promotions: SeedPromotion[] = [
    {
      productId: productNamed('Starlight Telescope').id,
      percentOff: 20,
      label: 'Meteor week',
      startsAt: at(-2),
      endsAt: at(12),
    },
    { productId: megacity.id, percentOff: null, label: 'New', startsAt: at(-1), endsAt: at(6) },
    {
      productId: productNamed('Aurora Skybox').id,
      percentOff: 50,
      label: 'Winter sale',
      startsAt: at(-60),
      endsAt: at(-30),
    },
    {
      productId: productNamed('Synthwave Night Drive').id,
      percentOff: 10,
      label: null,
      startsAt: at(5),
      endsAt: at(15),
    },
  ].map((promotion) => ({ ...promotion, id: prng.uuid() }));

  return { categories, stores, products, images, reviews, collections, featuredImages, promotions };
}

function isCartProduct(name: string): boolean {
  return (DEMO_CART_PRODUCT_NAMES as readonly string[]).includes(name);
}

const isoAll = (dates: Date[]) => dates.map((date) => date.toISOString());

export async function seedCatalogue(db: Database, opts: { now: Date }): Promise<CatalogueSeedResult> {
  const data = buildCatalogueData(opts.now);
  const nothing: CatalogueSeedResult = { seeded: false, stores: 0, products: 0, reviews: 0 };
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [CATALOGUE_SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from stores');
    if ((existing?.n ?? 0) > 0) return nothing;
    // The catalogue belongs to the demo personas; a database seeded with other people gets none.
    const handles = [
      ...new Set([
        ...data.stores.map((store) => store.personaHandle),
        ...data.reviews.map((review) => review.personaHandle),
      ]),
    ];
    const [found] = await tx.query<{ n: number }>(
      'select count(*)::int as n from personas where handle = any($1::text[])',
      [handles],
    );
    if ((found?.n ?? 0) !== handles.length) return nothing;
    await insertCatalogue(tx, data);
    return { seeded: true, stores: data.stores.length, products: data.products.length, reviews: data.reviews.length };
  });
}

/** Bulk inserts through unnest(): one statement per table, parameters only. */
async function insertCatalogue(tx: Queryable, data: CatalogueData): Promise<void> {
  const { categories, stores, products, images, reviews, collections, featuredImages, promotions } = data;
  // Parents first: a child's parent_id must exist when it is inserted.
  const ordered = [...categories.filter((c) => c.parentId === null), ...categories.filter((c) => c.parentId !== null)];
  await tx.query(
    `insert into categories (id, parent_id, slug, name, position)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::int[])`,
    [
      ordered.map((c) => c.id),
      ordered.map((c) => c.parentId),
      ordered.map((c) => c.slug),
      ordered.map((c) => c.name),
      ordered.map((c) => c.position),
    ],
  );
  await tx.query(
    `insert into stores (id, persona_id, handle, name, description, created_at, updated_at)
     select s.id, p.id, s.handle, s.name, s.description, s.created_at, s.created_at
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
            as s(id, persona_handle, handle, name, description, created_at)
       join personas p on p.handle = s.persona_handle`,
    [
      stores.map((s) => s.id),
      stores.map((s) => s.personaHandle),
      stores.map((s) => s.handle),
      stores.map((s) => s.name),
      stores.map((s) => s.description),
      isoAll(stores.map((s) => s.createdAt)),
    ],
  );
  // Tags travel as one comma-joined text per listing (unnest cannot take a ragged array of arrays).
  await tx.query(
    `insert into products (id, store_id, category_id, name, description, price, status, tags, image_seed, created_at, updated_at)
     select id, store_id, category_id, name, description, price, status, string_to_array(tags, ','), image_seed, created_at, updated_at
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[],
                   $10::timestamptz[], $11::timestamptz[])
            as p(id, store_id, category_id, name, description, price, status, tags, image_seed, created_at, updated_at)`,
    [
      products.map((p) => p.id),
      products.map((p) => p.storeId),
      products.map((p) => p.categoryId),
      products.map((p) => p.name),
      products.map((p) => p.description),
      products.map((p) => p.price),
      products.map((p) => p.status),
      products.map((p) => p.tags.join(',')),
      products.map((p) => p.imageSeed),
      isoAll(products.map((p) => p.createdAt)),
      isoAll(products.map((p) => p.updatedAt)),
    ],
  );
  await tx.query(
    `insert into product_images (id, product_id, position, image_seed, created_at)
     select i.id, i.product_id, i.position, i.image_seed, p.created_at
       from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[]) as i(id, product_id, position, image_seed)
       join products p on p.id = i.product_id`,
    [
      images.map((i) => i.id),
      images.map((i) => i.productId),
      images.map((i) => i.position),
      images.map((i) => i.imageSeed),
    ],
  );
  await tx.query(
    `insert into reviews (id, product_id, persona_id, rating, review, created_at, updated_at)
     select r.id, r.product_id, p.id, r.rating, r.review, r.created_at, r.created_at
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::numeric[], $5::text[], $6::timestamptz[])
            as r(id, product_id, persona_handle, rating, review, created_at)
       join personas p on p.handle = r.persona_handle`,
    [
      reviews.map((r) => r.id),
      reviews.map((r) => r.productId),
      reviews.map((r) => r.personaHandle),
      reviews.map((r) => r.rating),
      reviews.map((r) => r.review),
      isoAll(reviews.map((r) => r.createdAt)),
    ],
  );
  await tx.query(
    `insert into collections (id, slug, name, description, position, image_seed, created_at)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[])`,
    [
      collections.map((c) => c.id),
      collections.map((c) => c.slug),
      collections.map((c) => c.name),
      collections.map((c) => c.description),
      collections.map((c) => c.position),
      collections.map((c) => c.imageSeed),
      isoAll(collections.map((c) => c.createdAt)),
    ],
  );
  const members = collections.flatMap((c) =>
    c.productIds.map((productId, position) => ({ collectionId: c.id, productId, position })),
  );
  await tx.query(
    `insert into collection_products (collection_id, product_id, position)
     select * from unnest($1::uuid[], $2::uuid[], $3::int[])`,
    [members.map((m) => m.collectionId), members.map((m) => m.productId), members.map((m) => m.position)],
  );
  await tx.query(
    `insert into featured_images (id, title, subtitle, link_url, image_seed, position, product_id, collection_id, starts_at, ends_at)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::uuid[], $8::uuid[],
                          $9::timestamptz[], $10::timestamptz[])`,
    [
      featuredImages.map((f) => f.id),
      featuredImages.map((f) => f.title),
      featuredImages.map((f) => f.subtitle),
      featuredImages.map((f) => f.linkUrl),
      featuredImages.map((f) => f.imageSeed),
      featuredImages.map((f) => f.position),
      featuredImages.map((f) => f.productId),
      featuredImages.map((f) => f.collectionId),
      isoAll(featuredImages.map((f) => f.startsAt)),
      featuredImages.map((f) => f.endsAt?.toISOString() ?? null),
    ],
  );
  await tx.query(
    `insert into promotions (id, product_id, percent_off, label, starts_at, ends_at, created_at)
     select *, u.starts_at from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::timestamptz[], $6::timestamptz[])
            as u(id, product_id, percent_off, label, starts_at, ends_at)`,
    [
      promotions.map((p) => p.id),
      promotions.map((p) => p.productId),
      promotions.map((p) => p.percentOff),
      promotions.map((p) => p.label),
      isoAll(promotions.map((p) => p.startsAt)),
      isoAll(promotions.map((p) => p.endsAt)),
    ],
  );
}
