// Demo events (docs/product.md §14: 20+ events past and future; nova hosts one streaming live now, one with paid
// tickets, one past). Deterministic and relative to `now`:
//
// - Times are planned from the anchor = `now` floored to the hour, mostly as wall-clock times in the
//   host's zone ("in two days at 18:00 Los Angeles time"), so they read like real events.
// - `npm start` seeds once and reuses ./data afterwards, so a demo seeded last week would show a "live
//   now" event that ended days ago. Therefore every start RE-ANCHORS the demo: the same plan is computed
//   for the new anchor and each demo row (listed in demo_events, and only those) is moved to its planned
//   times in place, so ids, saves and tickets stay attached. Weekly-series occurrences that fall out of
//   the planned window are deleted and new ones inserted. demo_events_anchor records the anchor; within
//   the same hour nothing moves. Moving bumps SEQUENCE (trigger in 0008), which is what calendar feeds
//   should say anyway.
// - Stable names other engineers rely on: "Neon Drift Launch Party" (nova, neon-drift, starts in two
//   days at 18:00 America/Los_Angeles: the event with paid tickets) and the live stream on
//   channel DEMO_LIVE_CHANNEL.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { localDateKey, wallTimeToInstant, zoneOffsetMs } from '../../shared/events/time-zone.ts';
import { addDaysToKey, isoWeekday } from '../../shared/events/day-filter.ts';
import { occurrencesBetween } from '../../shared/events/recurrence.ts';
import type { EventCategory } from '../../shared/events/categories.ts';

export const DEMO_TICKETED_EVENT_TITLE = 'Neon Drift Launch Party';
export const DEMO_LIVE_EVENT_TITLE = 'Neon Drift Night Race (live)';
export const DEMO_LIVE_CHANNEL = 'nova-neon-drift-night-race';
export const DEMO_PAST_EVENT_TITLE = 'Glasshouse Gardens Planting Day';
export const DEMO_SERIES_TITLE = 'Resonance Hall Tuesday Jam';
export const DEMO_LATER_TODAY_TITLE = 'Rooftop Cinema: Double Feature';

const EVENTS_SEED_LOCK_KEY = 5_080_008;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface PlannedEvent {
  key: string;
  host: string;
  experience: string; // experience handle of the host
  title: string;
  description: string;
  zone: string;
  startsAt: Date;
  endsAt: Date;
  curation: number;
  streamChannel: string | null;
  series: boolean;
  category: EventCategory;
}

/** Each demo event's category (docs/product.md §21); a key not named here is 'other'. */
const DEMO_CATEGORIES: Readonly<Record<string, EventCategory>> = {
  'nova-live': 'games',
  'nova-launch-party': 'social',
  'nova-past': 'social',
  'nova-observatory': 'education',
  'nova-ferry': 'social',
  'mira-later-today': 'art',
  'mira-poem': 'art',
  'mira-blueprint-past': 'art',
  'hana-blossom': 'social',
  'hana-tea': 'social',
  'jun-arena': 'games',
  'jun-past': 'games',
  'sol-sunset': 'music',
  'sol-disco': 'music',
  'oskar-launch': 'education',
  'lena-knit': 'social',
  'priya-tour': 'education',
  'amara-volcano': 'education',
  'rafa-jam': 'games',
};

/** A stable uuid (v4 layout) from a text key, so a demo event keeps its id across re-anchoring. */
export function demoUuid(key: string): string {
  const hex = createHash('sha256').update(`lumen-demo:${key}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The instant of a wall-clock time `days` local days after the anchor's local day in `zone`. */
function localAt(anchor: Date, zone: string, days: number, hour: number, minute = 0): Date {
  const [year, month, day] = addDaysToKey(localDateKey(anchor, zone), days).split('-').map(Number);
  return wallTimeToInstant({ year: year ?? 1970, month: month ?? 1, day: day ?? 1, hour, minute, second: 0 }, zone);
}

/** The most recent offset change of `zone` at or before `at` (searching back up to 400 days). */
function previousTransition(zone: string, at: Date): Date | null {
  let t = at.getTime();
  const offset = zoneOffsetMs(at, zone);
  for (let i = 0; i < 400; i += 1) {
    const earlier = t - DAY_MS;
    if (zoneOffsetMs(new Date(earlier), zone) !== offset) return new Date(t);
    t = earlier;
  }
  return null;
}

export const SERIES_ZONE = 'Europe/Berlin';

/** The anchor of a plan: `now` floored to the hour (re-anchoring within the hour moves nothing). */
export function demoAnchor(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

export function planDemoEvents(now: Date): PlannedEvent[] {
  const anchor = demoAnchor(now);
  const LA = 'America/Los_Angeles';
  const plan: PlannedEvent[] = [];
  const single = (
    key: string,
    host: string,
    experience: string,
    title: string,
    zone: string,
    startsAt: Date,
    hours: number,
    extra: { curation?: number; streamChannel?: string; description?: string } = {},
  ) =>
    plan.push({
      key,
      host,
      experience,
      title,
      description: extra.description ?? `${title}: come as you are, bring friends.`,
      zone,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR_MS),
      curation: extra.curation ?? 0,
      streamChannel: extra.streamChannel ?? null,
      series: false,
      category: DEMO_CATEGORIES[key] ?? 'other',
    });

  // nova: live now (streaming), the ticketed launch party in two days, a past one.
  single('nova-live', 'nova', 'neon-drift', DEMO_LIVE_EVENT_TITLE, LA, new Date(anchor.getTime() - HOUR_MS), 4, {
    curation: 90,
    streamChannel: DEMO_LIVE_CHANNEL,
    description:
      'Nova races the harbour circuit in the rain and talks through every corner. Streaming live from Neon Drift.',
  });
  single('nova-launch-party', 'nova', 'neon-drift', DEMO_TICKETED_EVENT_TITLE, LA, localAt(anchor, LA, 2, 18), 3, {
    curation: 80,
    description:
      'Neon Drift 2.0 opens its new districts: a DJ set on the rooftops, the first official night race and a tour with Nova.',
  });
  single('nova-past', 'nova', 'glasshouse-gardens', DEMO_PAST_EVENT_TITLE, LA, localAt(anchor, LA, -5, 10), 2, {
    description: 'We planted the new cloud-forest dome together. Thanks to everyone who came!',
  });
  single(
    'nova-observatory',
    'nova',
    'starlight-observatory',
    'Meteor Shower Watch Party',
    LA,
    localAt(anchor, LA, 6, 21),
    2,
    { curation: 40 },
  );
  single('nova-ferry', 'nova', 'midnight-ferry', 'Midnight Ferry Crossing', LA, localAt(anchor, LA, 12, 23), 1);
  // Later today, in UTC.
  single(
    'mira-later-today',
    'mira',
    'rooftop-cinema',
    DEMO_LATER_TODAY_TITLE,
    'UTC',
    new Date(anchor.getTime() + 2 * HOUR_MS),
    3,
    {
      description: 'Two short films on the big rooftop screen, popcorn included.',
    },
  );
  single('mira-poem', 'mira', 'concrete-poem', 'Concrete Poem Reading', 'UTC', localAt(anchor, 'UTC', 4, 17), 1);
  single(
    'mira-blueprint-past',
    'mira',
    'blueprint-studio',
    'Blueprint Studio Open House',
    'UTC',
    localAt(anchor, 'UTC', -10, 15),
    3,
  );
  // Tokyo.
  single(
    'hana-blossom',
    'hana',
    'cherry-blossom-river',
    'Cherry Blossom Lantern Walk',
    'Asia/Tokyo',
    localAt(anchor, 'Asia/Tokyo', 3, 20),
    2,
    { curation: 70 },
  );
  single(
    'hana-tea',
    'hana',
    'moss-garden',
    'Tea in the Moss Garden',
    'Asia/Tokyo',
    localAt(anchor, 'Asia/Tokyo', 9, 15),
    1,
  );
  single(
    'jun-arena',
    'jun',
    'apex-arena',
    'Apex Arena Friday Cup',
    'Asia/Tokyo',
    localAt(anchor, 'Asia/Tokyo', 1, 21),
    3,
    { curation: 60 },
  );
  single(
    'jun-past',
    'jun',
    'speedrun-towers',
    'Speedrun Towers Marathon',
    'Asia/Tokyo',
    localAt(anchor, 'Asia/Tokyo', -3, 12),
    6,
  );
  // Los Angeles and Berlin.
  single('sol-sunset', 'sol', 'sunset-festival-stage', 'Sunset Festival Warm-up', LA, localAt(anchor, LA, 5, 17), 4, {
    curation: 50,
  });
  single('sol-disco', 'sol', 'silent-disco-forest', 'Silent Disco in the Forest', LA, localAt(anchor, LA, 15, 22), 3);
  single(
    'oskar-launch',
    'oskar',
    'launch-control',
    'Watch a Rocket Launch Together',
    'Europe/Berlin',
    localAt(anchor, 'Europe/Berlin', 8, 20),
    2,
  );
  single(
    'lena-knit',
    'lena',
    'knit-and-natter',
    'Knit and Natter Sunday',
    'Europe/Berlin',
    localAt(anchor, 'Europe/Berlin', 2, 11),
    2,
  );
  single(
    'priya-tour',
    'priya',
    'old-harbour-1890',
    'Guided Tour: Old Harbour 1890',
    'Europe/Berlin',
    localAt(anchor, 'Europe/Berlin', -7, 18),
    1,
  );
  single(
    'amara-volcano',
    'amara',
    'volcano-lab',
    'Volcano Lab Live Experiment',
    'UTC',
    localAt(anchor, 'UTC', 20, 14),
    1,
  );
  single('eli-fog', 'eli', 'fog-station', 'Fog Station Ghost Stories', 'UTC', localAt(anchor, 'UTC', 25, 22), 2);
  single('rafa-jam', 'rafa', '48-hour-jam-island', '48-Hour Jam Island Kick-off', LA, localAt(anchor, LA, -20, 9), 3);

  // theo's weekly series: Tuesdays 19:00 Berlin, from two weeks before the last DST change up to eight
  // weeks ahead, so its materialised range always crosses a change (its UTC instant moves by an hour).
  const change = previousTransition(SERIES_ZONE, anchor) ?? new Date(anchor.getTime() - 60 * DAY_MS);
  let dayKey = localDateKey(new Date(change.getTime() - 14 * DAY_MS), SERIES_ZONE);
  while (isoWeekday(dayKey) !== 2) dayKey = addDaysToKey(dayKey, 1);
  const [year, month, day] = dayKey.split('-').map(Number);
  const firstStart = wallTimeToInstant(
    { year: year ?? 1970, month: month ?? 1, day: day ?? 1, hour: 19, minute: 0, second: 0 },
    SERIES_ZONE,
  );
  // The shared weekly rule keeps 19:00 Berlin for every occurrence (recurrence.ts).
  const series = {
    firstStart,
    firstEnd: new Date(firstStart.getTime() + 2 * HOUR_MS),
    zone: SERIES_ZONE,
    intervalWeeks: 1,
  };
  for (const occurrence of occurrencesBetween(series, firstStart, new Date(anchor.getTime() + 56 * DAY_MS))) {
    plan.push({
      key: `theo-tuesday-jam:${localDateKey(occurrence.startsAt, SERIES_ZONE)}`,
      host: 'theo',
      experience: 'resonance-hall',
      title: DEMO_SERIES_TITLE,
      description: 'Every Tuesday at 19:00 Berlin time: bring an instrument or just listen.',
      zone: SERIES_ZONE,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      curation: 0,
      streamChannel: null,
      series: true,
      category: 'music',
    });
  }
  return plan;
}

/** Events kai has saved in the demo (by plan key; the first series occurrence ahead is added too). */
const KAI_SAVES = ['nova-live', 'nova-launch-party', 'nova-past', 'hana-blossom'];

export interface EventsSeedResult {
  seeded: boolean;
  reanchored: boolean;
  events: number;
}

export async function seedEvents(db: Database, opts: { now: Date }): Promise<EventsSeedResult> {
  const plan = planDemoEvents(opts.now);
  const anchor = demoAnchor(opts.now);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [EVENTS_SEED_LOCK_KEY]);
    const [state] = await tx.query<{ anchored_at: Date | string }>('select anchored_at from demo_events_anchor');
    if (state && new Date(state.anchored_at).getTime() === anchor.getTime())
      return { seeded: false, reanchored: false, events: 0 };

    const ids = await lookups(tx);
    if (!ids) return { seeded: false, reanchored: false, events: 0 }; // no demo personas: nothing to host events
    const seriesId = demoUuid('series:theo-tuesday-jam');
    const theo = ids.personas.get('theo');
    if (theo) {
      await tx.query(
        `insert into event_series (id, host_persona_id, time_zone, weekday, local_start, duration_minutes)
         values ($1, $2, $3, 2, '19:00', 120) on conflict (id) do nothing`,
        [seriesId, theo, SERIES_ZONE],
      );
    }
    const planned = new Set<string>();
    for (const e of plan) {
      const host = ids.personas.get(e.host);
      const experience = ids.experiences.get(`${e.host}/${e.experience}`);
      if (!host || !experience) continue;
      const id = demoUuid(e.key);
      planned.add(id);
      await tx.query(
        `insert into events (id, host_persona_id, experience_id, series_id, title, description, image_seed, starts_at, ends_at,
                             time_zone, curation, streaming, stream_channel, category)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (id) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
        [
          id,
          host,
          experience,
          e.series ? seriesId : null,
          e.title,
          e.description,
          createHash('sha256')
            .update(e.series ? 'theo-tuesday-jam' : e.key)
            .digest('hex')
            .slice(0, 12),
          e.startsAt.toISOString(),
          e.endsAt.toISOString(),
          e.zone,
          e.curation,
          e.streamChannel !== null,
          e.streamChannel,
          e.category,
        ],
      );
      await tx.query('insert into demo_events (key, event_id) values ($1, $2) on conflict (key) do nothing', [
        e.key,
        id,
      ]);
    }
    // Occurrences of the series that left the planned window go (only demo rows).
    await tx.query('delete from events where id in (select event_id from demo_events) and not (id = any($1::uuid[]))', [
      [...planned],
    ]);

    const seeded = !state;
    if (seeded) {
      const kai = ids.personas.get('kai');
      const nextJam = plan.find((e) => e.series && e.startsAt.getTime() > opts.now.getTime());
      if (kai) {
        for (const key of [...KAI_SAVES, ...(nextJam ? [nextJam.key] : [])]) {
          const id = demoUuid(key);
          if (planned.has(id))
            await tx.query('insert into calendar_saves (persona_id, event_id) values ($1, $2) on conflict do nothing', [
              kai,
              id,
            ]);
        }
      }
    }
    await tx.query(
      `insert into demo_events_anchor (singleton, anchored_at) values (true, $1)
         on conflict (singleton) do update set anchored_at = excluded.anchored_at`,
      [anchor.toISOString()],
    );
    return { seeded, reanchored: !seeded, events: planned.size };
  });
}

async function lookups(tx: Queryable) {
  const personas = await tx.query<{ id: string; handle: string }>('select id, handle from personas');
  if (personas.length === 0) return null;
  const experiences = await tx.query<{ id: string; key: string }>(
    `select ex.id, pe.handle || '/' || ex.handle as key from experiences ex join personas pe on pe.id = ex.persona_id`,
  );
  return {
    personas: new Map(personas.map((p) => [p.handle, p.id])),
    experiences: new Map(experiences.map((e) => [e.key, e.id])),
  };
}
