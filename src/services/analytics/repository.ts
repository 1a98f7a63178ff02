// All SQL of analytics: daily totals per subject and event (migration 0019-analytics-daily).
import type { Queryable } from '../db/database.ts';
import type { AnalyticsEventName, AnalyticsSubjectKind } from '../../shared/analytics/limits.ts';
import type { AnalyticsDay, AnalyticsSubjectTotals, CreatorAnalytics } from '../../shared/analytics/schema.ts';

export interface RecordedEvent {
  event: AnalyticsEventName;
  kind: AnalyticsSubjectKind;
  id: string;
}

/**
 * Which of a total's rows a count goes to (migration 0026-scale-hot-counters): events of one subject at once
 * rarely wait for each other's row lock. Readers add the rows up.
 */
export const RANDOM_SHARD = 'floor(random() * 16)::smallint';

/**
 * Counts one event on its UTC day. `at` null: the database's now() (inside a purchase's transaction,
 * the same instant as the order).
 */
export async function recordEvent(db: Queryable, event: RecordedEvent, at: Date | null): Promise<void> {
  await db.query(
    `insert into analytics_daily (subject_kind, subject_id, event, day, shard, count)
     values ($1, $2, $3, (coalesce($4::timestamptz, now()) at time zone 'UTC')::date, ${RANDOM_SHARD}, 1)
     on conflict (subject_kind, subject_id, event, day, shard) do update set count = analytics_daily.count + 1`,
    [event.kind, event.id, event.event, at === null ? null : at.toISOString()],
  );
}

/** Whether an experience or a live (not deleted) listing has this id. */
export async function subjectExists(db: Queryable, kind: AnalyticsSubjectKind, id: string): Promise<boolean> {
  const sql =
    kind === 'experience'
      ? 'select 1 from experiences where id = $1'
      : 'select 1 from products where id = $1 and deleted_at is null';
  return (await db.query(sql, [id])).length > 0;
}

/** YYYY-MM-DD of a Date's UTC day. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = new Date(`${from}T00:00:00.000Z`); utcDay(at) <= to; at = new Date(at.getTime() + 86_400_000)) {
    days.push(utcDay(at));
  }
  return days;
}

interface TotalRow {
  subject_kind: AnalyticsSubjectKind;
  subject_id: string;
  name: string;
  day: string;
  event: AnalyticsEventName;
  count: number;
}

const FIELD: Record<AnalyticsEventName, 'pageViews' | 'visitsStarted' | 'addsToCart' | 'purchases'> = {
  'page-view': 'pageViews',
  'visit-started': 'visitsStarted',
  'add-to-cart': 'addsToCart',
  purchase: 'purchases',
};

/**
 * The daily totals of everything one persona owns (its experiences, and the listings of its stores,
 * deleted ones included: their sales happened), for the `days` UTC days ending on `now`'s.
 */
export async function ownerAnalytics(
  db: Queryable,
  personaId: string,
  now: Date,
  days: number,
): Promise<CreatorAnalytics> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = await db.query<TotalRow>(
    `with mine as (
       select 'experience'::text as kind, e.id, e.name from experiences e where e.persona_id = $1
       union all
       select 'listing'::text, p.id, p.name from products p join stores s on s.id = p.store_id where s.persona_id = $1
     )
     select a.subject_kind, a.subject_id::text as subject_id, m.name, to_char(a.day, 'YYYY-MM-DD') as day, a.event,
            a.count::int as count
       from analytics_daily a join mine m on m.kind = a.subject_kind and m.id = a.subject_id
      where a.day between $2::date and $3::date
      order by a.day`,
    [personaId, from, to],
  );
  const byDay = new Map<string, AnalyticsDay>(
    daysBetween(from, to).map((day) => [day, { day, pageViews: 0, visitsStarted: 0, addsToCart: 0, purchases: 0 }]),
  );
  const bySubject = new Map<string, AnalyticsSubjectTotals>();
  for (const row of rows) {
    const field = FIELD[row.event];
    const day = byDay.get(row.day);
    if (day) day[field] += row.count;
    const key = `${row.subject_kind}:${row.subject_id}`;
    let subject = bySubject.get(key);
    if (!subject) {
      subject = {
        kind: row.subject_kind,
        id: row.subject_id,
        name: row.name,
        pageViews: 0,
        visitsStarted: 0,
        addsToCart: 0,
        purchases: 0,
      };
      bySubject.set(key, subject);
    }
    subject[field] += row.count;
  }
  const activity = (s: AnalyticsSubjectTotals) => s.pageViews + s.visitsStarted + s.addsToCart + s.purchases;
  const subjects = [...bySubject.values()].sort((a, b) => activity(b) - activity(a) || a.name.localeCompare(b.name));
  return { from, to, days: [...byDay.values()], subjects };
}

/** Deletes daily totals older than `keepDays` days before `now`'s UTC day. */
export async function sweepAnalytics(db: Queryable, now: Date, keepDays: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (delete from analytics_daily where day < $1::date returning 1) select count(*)::int as n from gone`,
    [utcDay(new Date(now.getTime() - keepDays * 86_400_000))],
  );
  return rows[0]?.n ?? 0;
}
