import t from 'tap';
import { handleSchema } from '../../shared/experiences/schema.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { buildDemoData, seedDemoData } from './seed.ts';
import { slugify } from '../kit/slugify.ts';
import { DEMO_PERSONAS } from './demo-catalogue.ts';
import { BIO_MAX_LENGTH, truncateBio } from '../../shared/profiles/bio.ts';

const NOW = new Date('2025-03-10T08:30:00.000Z');
const TWO_YEARS_MS = 731 * 24 * 60 * 60 * 1000;

t.test('slugify turns names into handles', async (t) => {
  t.equal(slugify("Detective's Office"), 'detectives-office');
  t.equal(slugify('48-Hour Jam Island'), '48-hour-jam-island');
  t.equal(slugify('Rainy Day Café'), 'rainy-day-cafe');
  t.equal(slugify('  Zero-G   Gym!! '), 'zero-g-gym');
});

t.test('the demo catalogue is deterministic and shaped as the guide asks', async (t) => {
  const data = buildDemoData(NOW);
  t.same(buildDemoData(NOW), data, 'the same now gives the same catalogue');
  t.not(
    buildDemoData(new Date('2025-03-11T08:30:00.000Z')).experiences[0]?.createdAt.toISOString(),
    data.experiences[0]?.createdAt.toISOString(),
    'dates move with now',
  );

  const handles = data.personas.map((persona) => persona.handle);
  t.ok(handles.includes('nova') && handles.includes('kai') && handles.includes('mira'));
  t.equal(data.personas.find((p) => p.handle === 'nova')?.name, 'Nova Reyes');
  t.equal(data.personas.find((p) => p.handle === 'kai')?.name, 'Kai Tanaka');
  t.equal(data.personas.find((p) => p.handle === 'mira')?.name, 'Mira Okafor');

  const creators = new Set(data.experiences.map((e) => e.personaId));
  t.ok(creators.size >= 10, `at least 10 creators (${creators.size})`);
  t.ok(data.experiences.length >= 60, `at least 60 experiences (${data.experiences.length})`);

  const nova = data.personas.find((p) => p.handle === 'nova');
  const novas = data.experiences.filter((e) => e.personaId === nova?.id);
  t.ok(novas.length >= 8, 'nova has at least 8 experiences');
  t.ok(
    novas.some((e) => e.curation > 0),
    'some of them curated',
  );

  t.equal(data.experiences.filter((e) => e.headCount === 1).length, 1, 'exactly one world has a single visitor');
  t.ok(data.experiences.filter((e) => e.headCount === 0).length >= 3, 'several are empty');
  t.ok(data.experiences.filter((e) => e.curation > 0).length >= 5, 'several are featured');
  t.ok(new Set(data.experiences.map((e) => e.headCount)).size >= 10, 'head counts vary');

  for (const e of data.experiences) {
    const age = NOW.getTime() - e.createdAt.getTime();
    t.ok(age > 0 && age <= TWO_YEARS_MS, `${e.handle} was created within the past two years`);
    t.ok(e.updatedAt >= e.createdAt && e.updatedAt <= NOW, `${e.handle} was updated after creation`);
    t.equal(handleSchema.safeParse(e.handle).data, e.handle, `${e.handle} is a valid handle`);
    t.ok(e.headCount <= e.capacity);
    t.match(e.compatVersion, /^\d+\.\d+\.\d+$/);
    t.ok(e.description.split('\n\n').length >= 3, `${e.handle} has a multi-paragraph description`);
    t.ok(e.tags.length >= 1 && e.tags.length <= 5);
  }
  const ages = data.experiences.map((e) => NOW.getTime() - e.createdAt.getTime());
  t.ok(Math.max(...ages) - Math.min(...ages) > TWO_YEARS_MS / 2, 'creation dates spread over the two years');
  t.equal(new Set(data.experiences.map((e) => e.id)).size, data.experiences.length, 'ids are unique');
});

t.test("nova's demo bio is longer than the cut, so profiles and popups show their 'more'", async (t) => {
  const nova = DEMO_PERSONAS.find((persona) => persona.handle === 'nova');
  t.ok(nova && nova.bio.length > BIO_MAX_LENGTH);
  t.ok(nova && truncateBio(nova.bio).truncated);
});

/** Everything a caller could observe, in a stable order. */
async function snapshot(db: Database) {
  const personas = await db.query(
    'select id, handle, name, avatar_url, bio, status, account_subject, created_at from personas order by id',
  );
  const experiences = await db.query(
    `select id, persona_id, persona_name, handle, name, summary, description, head_count, curation, capacity, visits,
            compat_version, tags, image_seed, created_at, updated_at, search::text as search
       from experiences order by id`,
  );
  return { personas, experiences };
}

t.test('pglite: seeding twice with the same now gives identical data, and seeding is idempotent', async (t) => {
  const { db, close } = await openTestDatabase('pglite', { state: 'migrated' });
  t.teardown(close);
  const first = await seedDemoData(db, { now: NOW });
  t.same(first, { seeded: true, personas: 13, experiences: 64 });
  const before = await snapshot(db);
  t.same(
    await seedDemoData(db, { now: NOW }),
    { seeded: false, personas: 0, experiences: 0 },
    'a second run does nothing',
  );
  t.same(await snapshot(db), before, 'and changes nothing');

  await db.exec('truncate personas cascade');
  await seedDemoData(db, { now: NOW });
  t.same(await snapshot(db), before, 'a reseed with the same now reproduces the data exactly');
});

t.test('postgres: two databases seeded with the same now hold identical data', async (t) => {
  const a = await openTestDatabase('postgres', { state: 'migrated' });
  const b = await openTestDatabase('postgres', { state: 'migrated' });
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  // Two instances starting together: the advisory lock lets exactly one of them seed.
  const results = await Promise.all([seedDemoData(a.db, { now: NOW }), seedDemoData(a.db, { now: NOW })]);
  t.same(
    results.map((result) => result.seeded).sort(),
    [false, true],
    'concurrent seeds of one database: one seeds, the other finds it done',
  );
  await seedDemoData(b.db, { now: NOW });
  const snapA = await snapshot(a.db);
  t.same(await snapshot(b.db), snapA);
  t.equal(snapA.experiences.length, 64);
  t.equal(snapA.personas.length, 13);
});
