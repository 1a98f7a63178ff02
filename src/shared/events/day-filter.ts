// The day filters of the events page (Today, Tomorrow, This weekend, a week, a date, a from–to range),
// turned into UTC instants in the viewer's zone. Both the upstream (which filters) and the page (which
// names the chosen day) use them, so "today" means the same local day on both sides.
import { localDayRange, type InstantRange } from './live.ts';
import { localDateKey } from './time-zone.ts';

export type DayPreset = 'today' | 'tomorrow' | 'weekend' | 'week';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days` calendar days (no zone involved: a date is a date). */
export function addDaysToKey(dateKey: string, days: number): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  const shifted = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
}

/** ISO weekday of a date key: 1 = Monday .. 7 = Sunday. */
export function isoWeekday(dateKey: string): number {
  const day = new Date(`${dateKey}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The instants a preset covers in `zone` at `now`. 'weekend' is Saturday and Sunday of this week; on a
 * Sunday it is the rest of today (the weekend we are in), never the next one. 'week' is the seven local
 * days starting today.
 */
export function presetRange(preset: DayPreset, now: Date, zone: string): InstantRange {
  const today = localDateKey(now, zone);
  const range = (() => {
    switch (preset) {
      case 'today':
        return localDayRange(today, zone);
      case 'tomorrow':
        return localDayRange(addDaysToKey(today, 1), zone);
      case 'week':
        return localDayRange(today, zone, 7);
      case 'weekend': {
        const weekday = isoWeekday(today);
        if (weekday === 7) return localDayRange(today, zone);
        if (weekday === 6) return localDayRange(today, zone, 2);
        return localDayRange(addDaysToKey(today, 6 - weekday), zone, 2);
      }
    }
  })();
  // localDayRange is null only for an impossible date, which localDateKey never produces.
  return range ?? { from: now, to: new Date(now.getTime() + DAY_MS) };
}

/** from..to inclusive local dates as instants, or null when either date is impossible. */
export function dateRange(from: string, to: string, zone: string): InstantRange | null {
  const start = localDayRange(from, zone);
  const end = localDayRange(to, zone);
  if (!start || !end) return null;
  return { from: start.from, to: end.to };
}
