// Catalogue-at-scale benchmark: are the catalogue's reads as fast with a million listings as with a dozen?
//
//   npm run bench:catalogue                              # generate lumen_scale if missing, then measure
//   npm run bench:catalogue -- --regenerate              # drop and generate it again (a few minutes)
//   npm run bench:catalogue -- --requests 200 --connections 8
//   npm run bench:catalogue -- --explain docs/performance/plans.txt   # also write EXPLAIN (ANALYZE, BUFFERS)
//
// 1. Generates, in the PostgreSQL database `lumen_scale` (BENCH_SCALE_DATABASE_URL, default
//    postgres://postgres@127.0.0.1:5432/lumen_scale; the server's `postgres` database is used to create it),
//    20,000 creators with one store each, 100,000 experiences and 1,000,000 listings (tags from a skewed
//    vocabulary, prices, categories, a picture each, 1 % deleted, 2 % delisted) and 500,000 reviews, with
//    INSERT … SELECT over generate_series (about 5 minutes on 2 cores). The data is deterministic (setseed).
// 2. Starts the embedded upstream on it (which applies this build's migrations, so a new index is built
//    here on the first run after it lands) on a loopback port.
// 3. For each call the web tier makes for /experiences and the store (browse with and without q, a tag,
//    every sort order, a deep page, a listing's page and its promotion, an experience's page): a warm-up,
//    then --requests sequential requests (one at a time) and --requests × 2 with --connections in flight,
//    printing p50/p95/p99 of each as a Markdown table with the 25 ms p95 goal.
//
// It never runs in CI and no test needs its database. It reports; it never asserts a speed.
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { request } from 'undici';
import { startEmbeddedUpstream } from '../../src/services/main.ts';
import { openDatabase } from '../../src/services/db/database.ts';
import { migrate } from '../../src/services/db/migrate.ts';

const { values } = parseArgs({
  options: {
    regenerate: { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
    requests: { type: 'string', default: '200' },
    connections: { type: 'string', default: '8' },
    explain: { type: 'string' },
    only: { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const databaseUrl = process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lumen_scale';
const dbName = new URL(databaseUrl).pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`unexpected database name "${dbName}"`);
const adminUrl = databaseUrl.replace(/\/[^/]*$/, '/postgres');

const CREATORS = 20_000;
const EXPERIENCES = 100_000;
const LISTINGS = 1_000_000;
const REVIEWS = 500_000;

const WORDS = `aurora neon drift garden harbor crystal ember lunar solar velvet echo nova prism shadow quartz
  river canyon summit meadow forest tundra lagoon reef island desert oasis temple tower castle citadel market
  bazaar arcade cafe lounge studio gallery museum library academy arena stadium racetrack dojo spire vault
  forge foundry workshop observatory station orbit nebula comet galaxy planet asteroid rocket shuttle beacon
  lantern candle mirror portal gate bridge tunnel maze labyrinth puzzle riddle quest voyage journey odyssey
  legend myth fable tale saga dream mirage illusion spirit phantom ghost dragon phoenix griffin unicorn tiger
  falcon raven wolf fox otter panda koala whale dolphin coral pearl amber jade ruby sapphire emerald opal
  onyx cobalt crimson azure golden silver copper iron steel glass paper silk cotton wool leather marble
  granite cedar maple willow bamboo lotus orchid rose tulip daisy fern moss ivy thistle clover sunflower`
  .split(/\s+/)
  .filter(Boolean);
const TAGS = `music dance chill social roleplay fantasy scifi horror mystery adventure racing sports puzzle
  art photography fashion shopping education science history nature ocean space city village castle beach
  mountain forest winter summer night retro cyberpunk steampunk anime cozy spooky romantic festival concert
  club bar cafe gallery museum library school hangout meetup games arcade combat building sandbox survival
  pets animals food cooking gardening`
  .split(/\s+/)
  .filter(Boolean);
const CATEGORIES = [
  'avatars',
  'clothing',
  'accessories',
  'furniture',
  'buildings',
  'vehicles',
  'animations',
  'scripts',
  'textures',
  'sounds',
];

// ---- generation ---------------------------------------------------------------------------------

async function databaseExists(admin: pg.Client): Promise<boolean> {
  const result = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  return result.rowCount === 1;
}

async function generate(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (values.regenerate) await admin.query(`drop database if exists ${dbName} with (force)`);
    if (await databaseExists(admin)) {
      console.log(`${dbName} exists: measuring it as it is (--regenerate to build it again).`);
      return;
    }
    await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  // The schema as of the migrations in this build, with the demo data (the embedded upstream seeds it).
  const started = Date.now();
  const upstream = await startEmbeddedUpstream({
    databaseUrl,
    tokenSecret: 'catalogue-bench-secret-0123456789-abcdef',
    logLevel: 'silent',
  });
  await upstream.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    const result = await client.query(sql, params);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    // Generated rows are consistent by construction (every reference points at a generated row), and the
    // denormalised copies the triggers maintain (creator and seller names) are written directly: loading
    // with triggers and foreign-key checks off takes minutes instead of an hour.
    await client.query(`set session_replication_role = replica`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`select setseed(0.4242)`);
    const words = WORDS;
    const word = () => `($1::text[])[1 + floor(random() * ${words.length})::int]`;
    const tagsExpr = (g: string, max: number) =>
      `array(select distinct ($2::text[])[1 + floor(power(random(), 2) * ${TAGS.length})::int] from generate_series(1, ${g} % ${max + 1}))`;
    await step(
      'creators',
      `insert into personas (id, handle, name, bio, created_at)
       select md5('creator-' || g)::uuid, 'creator-' || g,
              initcap(${word()}) || ' ' || initcap(${word()}), 'A generated creator.', now() - random() * interval '1000 days'
         from generate_series(1, ${CREATORS}) g`,
      [words],
    );
    await step(
      'stores',
      `insert into stores (id, persona_id, handle, name, description, created_at, updated_at)
       select md5('store-' || g)::uuid, md5('creator-' || g)::uuid, 'store-' || g,
              initcap(${word()}) || ' Shop', 'A generated store.', now() - interval '1000 days', now() - interval '1000 days'
         from generate_series(1, ${CREATORS}) g`,
      [words],
    );
    await step(
      'categories',
      `insert into categories (slug, name, position)
       select 'scale-' || c, initcap(c), 100 + ordinality from unnest($1::text[]) with ordinality c
       on conflict (slug) do nothing`,
      [CATEGORIES],
    );
    await step(
      'experiences',
      `insert into experiences (id, persona_id, persona_name, handle, name, summary, description, head_count, curation,
                                capacity, visits, tags, image_seed, created_at, updated_at)
       select md5('experience-' || g)::uuid, pe.id, pe.name, 'world-' || g, x.name,
              'A ' || lower(x.name) || ' to visit with friends.',
              'Generated world number ' || g || ': ' || ${word()} || ' ' || ${word()} || ' ' || ${word()} || '.',
              floor(power(random(), 4) * 200)::int,
              case when g % 20 = 0 then 1 + floor(random() * 100)::int else 0 end,
              20 + floor(random() * 80)::int, floor(power(random(), 3) * 100000)::bigint,
              ${tagsExpr('g', 5)}, 'scale' || g, x.created_at, x.created_at
         from generate_series(1, ${EXPERIENCES}) g
         join personas pe on pe.id = md5('creator-' || (1 + g % ${CREATORS}))::uuid
         cross join lateral (select initcap(${word()}) || ' ' || initcap(${word()}) || ' ' || initcap(${word()}) as name,
                                    now() - random() * interval '730 days' as created_at, g as ordinal) x`,
      [words, TAGS],
    );
    await step(
      'listings',
      `insert into products (id, store_id, category_id, name, description, price, status, deleted_at, tags, image_seed,
                             created_at, updated_at, seller_names)
       select md5('product-' || g)::uuid, s.id, c.id, x.name,
              'A generated listing: ' || lower(x.name) || ' made of ' || ${word()} || ' and ' || ${word()} || '.',
              case when random() < 0.08 then 0 else 1 + floor(power(random(), 3) * 5000)::int end,
              case when g % 50 = 0 then 'delisted' else 'listed' end,
              case when g % 100 = 7 then x.created_at + interval '1 day' end,
              ${tagsExpr('g', 4)}, 'scale' || g, x.created_at, x.created_at, s.name || ' ' || pe.name
         from generate_series(1, ${LISTINGS}) g
         join stores s on s.id = md5('store-' || (1 + g % ${CREATORS}))::uuid
         join personas pe on pe.id = s.persona_id
         join categories c on c.slug = 'scale-' || ($3::text[])[1 + g % ${CATEGORIES.length}]
         cross join lateral (select initcap(${word()}) || ' ' || initcap(${word()}) || ' ' || initcap(${word()}) as name,
                                    now() - random() * interval '730 days' as created_at, g as ordinal) x`,
      [words, TAGS, CATEGORIES],
    );
    await step(
      'listing pictures',
      `insert into product_images (product_id, position, image_seed)
       select md5('product-' || g)::uuid, 0, 'scale' || g from generate_series(1, ${LISTINGS}) g`,
    );
    // 500,000 reviews on distinct listings (7919 is prime to 10^6, so g -> listing is one-to-one).
    await step(
      'reviews',
      `insert into reviews (product_id, persona_id, rating, review, created_at, updated_at)
       select md5('product-' || (1 + (g::bigint * 7919) % ${LISTINGS}))::uuid, md5('creator-' || (1 + g % ${CREATORS}))::uuid,
              (1 + floor(random() * 10)) / 2.0, 'Generated review ' || g, now() - interval '10 days', now() - interval '10 days'
         from generate_series(1, ${REVIEWS}) g`,
    );
    await client.query(`set session_replication_role = origin`);
    await step('vacuum analyze', 'vacuum analyze');
    console.log(`generated ${dbName} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}

// ---- measurement --------------------------------------------------------------------------------

interface Target {
  label: string;
  path: string;
}

const EXPERIENCE_CARD = `fields[experience]=${encodeURIComponent('name,handle,personaHandle,personaName,headCount,curation,image')}`;
const LISTING_CARD = `fields[product]=${encodeURIComponent('name,slug,price,reviewSummary')}&include=${encodeURIComponent('defaultImage,creator')}`;
const LISTING_DETAIL = `include=${encodeURIComponent('category,defaultImage,store,images,creator')}`;

function targets(listingId: string, experience: { persona: string; handle: string }): Target[] {
  const browse = (query: string) => `/v2/experiences?${query}&perPage=24&${EXPERIENCE_CARD}`;
  const store = (query: string) => `/v2/products?${query}&perPage=24&${LISTING_CARD}`;
  return [
    { label: 'experiences: browse, featured', path: browse('page=1&sort=featured') },
    { label: 'experiences: browse, popular', path: browse('page=1&sort=popular') },
    { label: 'experiences: browse, newest', path: browse('page=1&sort=newest') },
    { label: 'experiences: browse, name', path: browse('page=1&sort=name') },
    { label: 'experiences: browse, popular, page 200', path: browse('page=200&sort=popular') },
    { label: 'experiences: tag "music"', path: browse('page=1&sort=featured&tag=music') },
    { label: 'experiences: q "neon"', path: browse('page=1&sort=featured&q=neon') },
    { label: 'experiences: q "dragon castle"', path: browse('page=1&sort=featured&q=dragon%20castle') },
    { label: 'experiences: q "gal" (prefix)', path: browse('page=1&sort=popular&q=gal') },
    {
      label: 'experiences: creator page',
      path: `/v2/experiences/${experience.persona}?page=1&perPage=24&sort=featured&${EXPERIENCE_CARD}`,
    },
    { label: 'experiences: one experience', path: `/v2/experiences/${experience.persona}/${experience.handle}` },
    { label: 'store: browse, relevance', path: store('page=1&sort=relevance') },
    { label: 'store: browse, newest', path: store('page=1&sort=newest') },
    { label: 'store: browse, price-asc', path: store('page=1&sort=price-asc') },
    { label: 'store: browse, price-desc', path: store('page=1&sort=price-desc') },
    { label: 'store: browse, rating', path: store('page=1&sort=rating') },
    { label: 'store: browse, newest, page 200', path: store('page=200&sort=newest') },
    { label: 'store: tag "music"', path: store('page=1&sort=relevance&tag=music') },
    { label: 'store: category', path: store('page=1&sort=newest&category=scale-furniture') },
    { label: 'store: q "neon"', path: store('page=1&sort=relevance&q=neon') },
    { label: 'store: q "dragon castle"', path: store('page=1&sort=relevance&q=dragon%20castle') },
    { label: 'store: q "gal" (prefix), price-asc', path: store('page=1&sort=price-asc&q=gal') },
    { label: 'store: q "neon", rating', path: store('page=1&sort=rating&q=neon') },
    { label: 'store: one listing', path: `/v2/products/${listingId}?${LISTING_DETAIL}` },
    { label: 'store: its promotion', path: `/v2/promotions/product/${listingId}` },
  ];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function timeOne(origin: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await request(`${origin}${path}`, {
    headers: { accept: 'application/vnd.api+json' },
    headersTimeout: 600_000,
    bodyTimeout: 600_000,
  });
  await response.body.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  return elapsed;
}

async function run(origin: string, path: string, count: number, inFlight: number): Promise<number[]> {
  const latencies: number[] = [];
  let left = count;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      latencies.push(await timeOne(origin, path));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return latencies.sort((a, b) => a - b);
}

const ms = (value: number) => value.toFixed(1);

async function measure(): Promise<void> {
  const upstream = await startEmbeddedUpstream({
    databaseUrl,
    tokenSecret: 'catalogue-bench-secret-0123456789-abcdef',
    logLevel: 'silent',
    // A pool large enough for the concurrent runs; PostgreSQL's default allows 100 connections.
    databasePoolMax: 20,
  });
  try {
    const db = upstream.db;
    const [counts] = await db.query<{ products: number; experiences: number }>(
      `select (select count(*) from products)::int as products, (select count(*) from experiences)::int as experiences`,
    );
    const listingId = (await db.query<{ id: string }>(`select md5('product-123457')::uuid::text as id`))[0]?.id ?? '';
    const [experience] = await db.query<{ persona: string; handle: string }>(
      `select p.handle as persona, e.handle from experiences e join personas p on p.id = e.persona_id where e.id = md5('experience-4242')::uuid`,
    );
    if (!experience || !listingId) throw new Error(`${dbName} has no generated rows: run with --regenerate`);
    console.log(
      `\n${dbName}: ${counts?.products} listings, ${counts?.experiences} experiences; ${REQUESTS} sequential requests, then ${REQUESTS * 2} with ${CONNECTIONS} in flight\n`,
    );
    console.log('| call | sequential p50 | p95 | p99 | concurrent p50 | p95 | p99 | p95 ≤ 25 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|:-:|');
    const only = values.only === undefined ? undefined : new RegExp(values.only, 'i');
    for (const target of targets(listingId, experience)) {
      if (only && !only.test(target.label)) continue;
      const warmUp = await run(upstream.url, target.path, 3, 1);
      // A call slower than a second is measured with a few requests only: its figure says enough.
      const slow = quantile(warmUp, 0.5) > 1000;
      const sequential = await run(upstream.url, target.path, slow ? 3 : REQUESTS, 1);
      const concurrent = await run(upstream.url, target.path, slow ? CONNECTIONS : REQUESTS * 2, CONNECTIONS);
      const worst = Math.max(quantile(sequential, 0.95), quantile(concurrent, 0.95));
      console.log(
        `| ${target.label} | ${ms(quantile(sequential, 0.5))} | ${ms(quantile(sequential, 0.95))} | ${ms(quantile(sequential, 0.99))} | ${ms(quantile(concurrent, 0.5))} | ${ms(quantile(concurrent, 0.95))} | ${ms(quantile(concurrent, 0.99))} | ${worst <= 25 ? 'yes' : 'no'} |`,
      );
    }
  } finally {
    await upstream.close();
  }
}

await generate();
{
  // This build's migrations first (a new index is built here, once), so the plans are this build's.
  const db = await openDatabase({ databaseUrl, maxConnections: 1 });
  const t0 = Date.now();
  const { applied } = await migrate(db);
  await db.close();
  if (applied.length > 0) console.log(`applied ${applied.join(', ')} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
if (values.explain !== undefined) {
  const { explainCatalogue } = await import('./catalogue-explain.ts');
  writeFileSync(values.explain, await explainCatalogue(databaseUrl));
  console.log(`plans written to ${values.explain}`);
}
if (!values['generate-only']) await measure();
