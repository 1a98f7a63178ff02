// Demo snapshots (docs/product.md §14: 40+ snapshots): pictures the demo personas took in the demo worlds, dated from
// minutes to months before `now`, and one dated a little after it, as a camera with a fast clock would,
// so the 'soon' -> 'just now' rule shows on the first card. nova has several, kai two of his own (the
// delete journey). Same data on every machine for a given `now` (seeded PRNG). Idempotent: does nothing
// once any snapshot exists; concurrent starts against one PostgreSQL are serialised by an advisory lock.
import type { Database } from '../db/database.ts';
import { createPrng } from '../kit/prng.ts';

export const SNAPSHOTS_SEED_LOCK_KEY = 7_454_301_013;
const PRNG_SEED = 'lumen-snapshots-v1';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Snapshots per persona (handles not listed take DEFAULT_COUNT). */
const COUNTS: Readonly<Record<string, number>> = { nova: 7, kai: 2, mira: 4 };
const DEFAULT_COUNT = 3;

/**
 * Ages (ms before `now`) fixed for the demo's sake, in the order the persona's snapshots are made; the
 * rest are drawn. Negative is after `now`: the clock-skewed one.
 */
const FIXED_AGES_MS: Readonly<Record<string, readonly number[]>> = {
  nova: [-90_000, 4 * MINUTE_MS, 35 * MINUTE_MS, 6 * 60 * MINUTE_MS, 2 * DAY_MS, 20 * DAY_MS, 75 * DAY_MS],
  kai: [12 * MINUTE_MS, 3 * DAY_MS],
};

/** Snapshots taken in a given world, by persona and position (the rest pick a world by chance). */
const FIXED_EXPERIENCES: Readonly<Record<string, readonly (string | null)[]>> = {
  nova: ['neon-drift', 'neon-drift', 'glasshouse-gardens'],
  kai: ['neon-drift', null],
};

export const SNAPSHOT_CAPTIONS: readonly string[] = [
  'Golden hour from the top of the tower.',
  'We finally beat the lap record!',
  'Found the secret room. Not telling where.',
  'Rain on the harbour road.',
  'Group photo before the concert.',
  'The view nobody talks about.',
  'First visit, already lost.',
  'Meteor shower, right on time.',
  'Sunday picnic with the crew.',
  'This lighting, though.',
  'Caught the monorail mid-loop.',
  'My new hat, museum approved.',
  'Quiet corner, good book.',
  'Fireworks over the market.',
  'Testing the new camera mod.',
  'Everyone showed up for the launch party.',
  'Fog rolling in over the hills.',
  'Couldn’t stop taking pictures here.',
  '',
  '',
];

export interface SeedSnapshot {
  id: string;
  personaHandle: string;
  /** `${personaHandle}/${experienceHandle}` of the world it was taken in, or null. */
  experience: { personaHandle: string; handle: string } | null;
  caption: string;
  imageSeed: string;
  createdAt: Date;
}

export interface SnapshotSeedResult {
  seeded: boolean;
  snapshots: number;
}

const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/** The demo snapshots as plain data for these personas and worlds: pure, so tests can inspect it. */
export function buildDemoSnapshots(
  now: Date,
  personas: readonly string[],
  experiences: readonly { personaHandle: string; handle: string }[],
): SeedSnapshot[] {
  const prng = createPrng(PRNG_SEED);
  const snapshots: SeedSnapshot[] = [];
  for (const handle of personas) {
    const count = COUNTS[handle] ?? DEFAULT_COUNT;
    const own = experiences.filter((experience) => experience.personaHandle === handle);
    const others = experiences.filter((experience) => experience.personaHandle !== handle);
    for (let index = 0; index < count; index++) {
      // Log-uniform from five minutes to ~300 days: most pictures are recent, some are old.
      const drawnAge = Math.round(5 * MINUTE_MS * Math.exp(prng.next() * Math.log((300 * DAY_MS) / (5 * MINUTE_MS))));
      const age = FIXED_AGES_MS[handle]?.[index] ?? drawnAge;
      const fixed = FIXED_EXPERIENCES[handle]?.[index];
      const roll = prng.next();
      let experience: { personaHandle: string; handle: string } | null;
      if (fixed !== undefined) {
        experience = fixed === null ? null : (experiences.find((candidate) => candidate.handle === fixed) ?? null);
      } else if (roll < 0.15 || experiences.length === 0) {
        experience = null;
      } else if (roll < 0.4 && own.length > 0) {
        experience = prng.pick(own);
      } else {
        experience = others.length > 0 ? prng.pick(others) : null;
      }
      snapshots.push({
        id: prng.uuid(),
        personaHandle: handle,
        experience: experience === null ? null : { personaHandle: experience.personaHandle, handle: experience.handle },
        caption: prng.pick(SNAPSHOT_CAPTIONS),
        imageSeed: prng.hex(12),
        createdAt: wholeSeconds(now.getTime() - age),
      });
    }
  }
  return snapshots;
}

export async function seedSnapshots(db: Database, opts: { now: Date }): Promise<SnapshotSeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [SNAPSHOTS_SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from snapshots');
    if ((existing?.n ?? 0) > 0) return { seeded: false, snapshots: 0 };
    const personas = await tx.query<{ id: string; handle: string }>('select id, handle from personas order by handle');
    const experiences = await tx.query<{ id: string; handle: string; persona_handle: string }>(
      `select e.id, e.handle, p.handle as persona_handle from experiences e join personas p on p.id = e.persona_id
        order by p.handle, e.handle`,
    );
    const personaIds = new Map(personas.map((persona) => [persona.handle, persona.id]));
    const experienceIds = new Map(
      experiences.map((experience) => [`${experience.persona_handle}/${experience.handle}`, experience.id]),
    );
    const snapshots = buildDemoSnapshots(
      opts.now,
      personas.map((persona) => persona.handle),
      experiences.map((experience) => ({ personaHandle: experience.persona_handle, handle: experience.handle })),
    );
    for (const snapshot of snapshots) {
      const experienceId = snapshot.experience
        ? experienceIds.get(`${snapshot.experience.personaHandle}/${snapshot.experience.handle}`)
        : undefined;
      await tx.query(
        `insert into snapshots (id, persona_id, experience_id, caption, image_seed, created_at) values ($1, $2, $3, $4, $5, $6)`,
        [
          snapshot.id,
          personaIds.get(snapshot.personaHandle),
          experienceId ?? null,
          snapshot.caption,
          snapshot.imageSeed,
          snapshot.createdAt.toISOString(),
        ],
      );
    }
    return { seeded: true, snapshots: snapshots.length };
  });
}
