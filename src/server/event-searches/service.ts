// Saved event searches over the upstream client (docs/product.md §23, docs/upstream-api-saved-searches.md). The
// caller's token decides whose searches are read, saved and deleted.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { eventsPathOf } from '../../shared/event-searches/filters.ts';
import {
  SAVED_SEARCH_MESSAGES,
  type SaveEventSearchInput,
  type SavedEventSearch,
  type SavedEventSearchList,
} from '../../shared/event-searches/schema.ts';
import {
  upstreamSavedSearchesMetaSchema,
  upstreamSavedSearchSchema,
  type UpstreamSavedSearch,
} from './upstream-schema.ts';

const SEARCHES = { version: 'v2' } as const;
const PATH = '/user/event-searches';

/** Upstream refusals a person can cause -> typed errors with words; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  const problem = jsonApiErrorOf(error);
  if (problem?.code === 'saved-search-exists') {
    return new TRPCError({ code: 'CONFLICT', message: SAVED_SEARCH_MESSAGES.duplicate, cause: error });
  }
  if (problem?.code === 'saved-search-limit') {
    // Not a conflict the person can resolve by reloading: the limit forbids more until one is deleted.
    return new TRPCError({ code: 'FORBIDDEN', message: SAVED_SEARCH_MESSAGES.limit, cause: error });
  }
  if (error.status === 404) {
    return new TRPCError({ code: 'NOT_FOUND', message: 'This saved search no longer exists.', cause: error });
  }
  return error;
}

async function refused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}

function toSearch(row: UpstreamSavedSearch): SavedEventSearch {
  const filters = {
    q: row.q,
    category: row.category,
    day: row.day,
    from: row.from,
    to: row.to,
    timeZone: row.timeZone,
  };
  return { id: row.id, name: row.name, filters, createdAt: row.createdAt, path: eventsPathOf(filters) };
}

/** The caller's saved searches, newest first. */
export async function listSearches(upstream: UpstreamClient): Promise<SavedEventSearchList> {
  const document = await upstream.getCollection(PATH, { ...SEARCHES, schema: upstreamSavedSearchSchema });
  const meta = upstreamSavedSearchesMetaSchema.parse(document.meta);
  return { items: document.data.map(toSearch), total: meta.total, max: meta.max };
}

export function saveSearch(upstream: UpstreamClient, input: SaveEventSearchInput): Promise<SavedEventSearch> {
  return refused(async () => {
    const document = await upstream.sendResource('POST', PATH, {
      ...SEARCHES,
      body: { data: { type: 'event-search', attributes: { name: input.name, ...input.filters } } },
      schema: upstreamSavedSearchSchema,
    });
    return toSearch(document.data);
  });
}

export function deleteSearch(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  return refused(async () => {
    await upstream.delete(`${PATH}/${encodeURIComponent(id)}`, SEARCHES);
    return { id };
  });
}
