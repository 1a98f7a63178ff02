// What a page's prefetch is (server-only): given the matched address, await what decides the status
// before the first byte (docs/decisions/0002-status-before-streaming.md) and answer that status; the rest
// streams. Each page's prefetch lives beside its input builders in `<domain>/*-prefetch.ts`, and
// `prefetch.ts` gives every route of the route table its own.
import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { AppRouter } from '../trpc.ts';
import { errorInfo } from '../query/error-info.ts';

export type PrefetchUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export interface PrefetchRequest {
  utils: PrefetchUtils;
  /** The route's parameters, decoded. */
  params: Record<string, string>;
  search: string;
  /** The viewer's IANA zone (tz cookie, UTC fallback): event pages are fetched in it. */
  zone: string;
  /** Names the platform's own studio (/studio). */
  productName: string;
}

/** Answers the page's status. */
export type PagePrefetch = (request: PrefetchRequest) => number | Promise<number>;

/** Nothing decides the status before the page streams: static pages, log-in prompts, streamed lists. */
export const streams: PagePrefetch = () => 200;

export async function statusOf(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (error) {
    return errorInfo(error).httpStatus;
  }
}

/** A malformed address cannot name the thing it shows: 404 like an unknown one. */
export async function missingIfMalformed(load: Promise<unknown>): Promise<number> {
  const status = await statusOf(load);
  return status === 400 ? 404 : status;
}

/**
 * The holder's own (an order, a ticket): someone else's, a missing one and a malformed id are all 404
 * (never 403, which would say it exists). Visitors and accounts without a persona get the page's log-in
 * prompt (200).
 */
export async function holdersOwn(load: Promise<unknown>): Promise<number> {
  const status = await statusOf(load);
  if (status === 400 || status === 404) return 404;
  return status === 401 || status === 403 ? 200 : status;
}
