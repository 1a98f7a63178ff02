// Demo data (docs/product.md §14): the same catalogue on every machine for a given `now`. Numbers come from a PRNG
// seeded with a constant; dates are relative to `now` so the catalogue always looks recent.
// Idempotent: it does nothing once any persona exists, and two instances starting together against
// one PostgreSQL are serialised by an advisory lock.
import type { Database } from '../db/database.ts';
import { createPrng } from '../kit/prng.ts';
import { slugify } from '../kit/slugify.ts';
import {
  CAPACITIES,
  COMPAT_VERSIONS,
  DEMO_PERSONAS,
  NEXT_CLIENT_VERSION,
  UPDATE_NOTES,
  VISIT_NOTES,
} from './demo-catalogue.ts';

export const SEED_LOCK_KEY = 7_454_301_002;
const PRNG_SEED = 'lumen-demo-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedPersona {
  id: string;
  handle: string;
  name: string;
  bio: string;
  status: string;
  createdAt: Date;
}

export interface SeedExperience {
  id: string;
  personaId: string;
  handle: string;
  name: string;
  summary: string;
  description: string;
  headCount: number;
  curation: number;
  capacity: number;
  visits: number;
  compatVersion: string;
  tags: string[];
  imageSeed: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoData {
  personas: SeedPersona[];
  experiences: SeedExperience[];
}

/**
 * Demo relations between personas (docs/product.md §6), by handle: who is friends with whom, and pending friend
 * requests (from -> to). `daysAgo` dates them relative to `now`.
 */
export const DEMO_FRIENDSHIPS: readonly { a: string; b: string; daysAgo: number }[] = [
  { a: 'kai', b: 'nova', daysAgo: 41 },
];
export const DEMO_FRIEND_REQUESTS: readonly { from: string; to: string; daysAgo: number }[] = [
  { from: 'mira', to: 'kai', daysAgo: 2 },
];

export interface SeedResult {
  seeded: boolean;
  personas: number;
  experiences: number;
}

const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** The whole demo catalogue as plain data: pure, so it can be inspected and compared in tests. */
export function buildDemoData(now: Date): DemoData {
  const prng = createPrng(PRNG_SEED);
  const nowMs = now.getTime();
  const personas: SeedPersona[] = [];
  const experiences: SeedExperience[] = [];

  for (const demo of DEMO_PERSONAS) {
    const persona: SeedPersona = {
      id: prng.uuid(),
      handle: demo.handle,
      name: demo.name,
      bio: demo.bio,
      status: demo.status,
      createdAt: wholeSeconds(nowMs - prng.int(760, 1100) * DAY_MS - prng.int(0, 86_399) * 1000),
    };
    personas.push(persona);

    for (const item of demo.experiences) {
      const capacity = prng.pick(CAPACITIES);
      const curation = item.curation ?? 0;
      // A fifth of the catalogue is empty right now; otherwise at least 2 (exactly one world has 1).
      const drawn = prng.chance(0.2)
        ? 0
        : Math.max(2, Math.round(capacity * prng.next() ** (curation > 0 ? 0.6 : 1.6)));
      const headCount = Math.min(item.headCount ?? drawn, capacity);
      // Drawn for every world (a nextClient world too), so the demo's other random values stay the same.
      const drawnVersion = item.compatVersion ?? prng.pick(COMPAT_VERSIONS);
      const compatVersion = item.nextClient ? NEXT_CLIENT_VERSION : drawnVersion;
      const ageMs = prng.int(3, 730) * DAY_MS + prng.int(0, 86_399) * 1000;
      const createdAt = wholeSeconds(nowMs - ageMs);
      const updatedAt = wholeSeconds(createdAt.getTime() + Math.floor(prng.next() * (nowMs - createdAt.getTime())));
      const description = [
        item.details,
        fill(prng.pick(VISIT_NOTES), { name: item.name, capacity }),
        fill(prng.pick(UPDATE_NOTES), { version: compatVersion }),
        `Made by ${demo.name}. Feedback is welcome in the visitor book by the entrance.`,
      ].join('\n\n');
      experiences.push({
        id: prng.uuid(),
        personaId: persona.id,
        handle: slugify(item.name),
        name: item.name,
        summary: item.summary,
        description,
        headCount,
        curation,
        capacity,
        visits: headCount * prng.int(40, 400) + prng.int(0, 5000) + curation * 120,
        compatVersion,
        tags: [...item.tags],
        imageSeed: prng.hex(12),
        createdAt,
        updatedAt,
      });
    }
  }
  return { personas, experiences };
}

export async function seedDemoData(db: Database, opts: { now: Date }): Promise<SeedResult> {
  const data = buildDemoData(opts.now);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [SEED_LOCK_KEY]);
    const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from personas');
    if ((existing?.n ?? 0) > 0) return { seeded: false, personas: 0, experiences: 0 };

    for (const persona of data.personas) {
      await tx.query(
        `insert into personas (id, handle, name, bio, status, created_at) values ($1, $2, $3, $4, $5, $6)`,
        [persona.id, persona.handle, persona.name, persona.bio, persona.status, persona.createdAt.toISOString()],
      );
    }
    for (const e of data.experiences) {
      await tx.query(
        `insert into experiences (id, persona_id, handle, name, summary, description, head_count, curation,
           capacity, visits, compat_version, tags, image_seed, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13, $14, $15)`,
        [
          e.id,
          e.personaId,
          e.handle,
          e.name,
          e.summary,
          e.description,
          e.headCount,
          e.curation,
          e.capacity,
          e.visits,
          e.compatVersion,
          e.tags,
          e.imageSeed,
          e.createdAt.toISOString(),
          e.updatedAt.toISOString(),
        ],
      );
    }
    const idOf = (handle: string) => {
      const persona = data.personas.find((candidate) => candidate.handle === handle);
      if (!persona) throw new Error(`demo relation names unknown persona "${handle}"`);
      return persona.id;
    };
    const daysBefore = (days: number) => wholeSeconds(opts.now.getTime() - days * DAY_MS).toISOString();
    for (const friendship of DEMO_FRIENDSHIPS) {
      await tx.query(
        `insert into friendships (persona_low, persona_high, created_at)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $3)`,
        [idOf(friendship.a), idOf(friendship.b), daysBefore(friendship.daysAgo)],
      );
    }
    for (const request of DEMO_FRIEND_REQUESTS) {
      await tx.query(`insert into friend_requests (from_persona, to_persona, created_at) values ($1, $2, $3)`, [
        idOf(request.from),
        idOf(request.to),
        daysBefore(request.daysAgo),
      ]);
    }
    return { seeded: true, personas: data.personas.length, experiences: data.experiences.length };
  });
}
