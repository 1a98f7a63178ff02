// Where a streaming event stands at `now`, and the words the page shows for it. Pure, so the server
// (which decides whether a token may be issued) and the browser (which decides what to show) agree.
import { isLiveNow, type TimedEvent } from '../events/live.ts';
import type { Translate } from '../i18n/translate.ts';

export type StreamState = 'upcoming' | 'live' | 'ended';

export function streamState(event: TimedEvent & { cancelledAt?: string | Date | null }, now: Date): StreamState {
  if (isLiveNow(event, now)) return 'live';
  const ends = typeof event.endsAt === 'string' ? Date.parse(event.endsAt) : event.endsAt.getTime();
  return now.getTime() >= ends ? 'ended' : 'upcoming';
}

/**
 * "Starts in 3 days", "Starts in 2 h 5 min", "Starts in 4 min", "Starts in less than a minute", in the
 * language of `t`. Rounded down, so it never promises a start later than the real one.
 */
export function startsInLabel(startsAt: string | Date, now: Date, t: Translate): string {
  const start = typeof startsAt === 'string' ? Date.parse(startsAt) : startsAt.getTime();
  const minutes = Math.floor((start - now.getTime()) / 60_000);
  if (minutes < 1) return t('streaming.startsInLessThanMinute');
  if (minutes < 60) return t('events.badge.startsInMinutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0
      ? t('events.badge.startsInHours', { count: hours })
      : t('streaming.startsInHoursMinutes', { hours, minutes: rest });
  }
  return t('streaming.startsInDays', { count: Math.floor(hours / 24) });
}

/** Orders a streaming list: live now first (soonest to end first), then upcoming (soonest first). */
export function liveFirst<E extends TimedEvent>(events: readonly E[], now: Date): E[] {
  const t = (i: string | Date) => (typeof i === 'string' ? Date.parse(i) : i.getTime());
  const live = events.filter((e) => isLiveNow(e, now)).sort((a, b) => t(a.endsAt) - t(b.endsAt));
  const upcoming = events.filter((e) => t(e.startsAt) > now.getTime()).sort((a, b) => t(a.startsAt) - t(b.startsAt));
  return [...live, ...upcoming];
}
