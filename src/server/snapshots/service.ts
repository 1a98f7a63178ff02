// Snapshots over the upstream client (docs/upstream-api-snapshots.md GET /screenshots, GET /screenshots/{id}, DELETE
// /screenshots/{id}): which call answers what, refusals in words a person can act on, and the mapping.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { Snapshot, SnapshotPage, SnapshotView } from '../../shared/snapshots/schema.ts';
import {
  upstreamSnapshotListMetaSchema,
  upstreamSnapshotMetaSchema,
  upstreamSnapshotSchema,
  type UpstreamSnapshot,
} from './upstream-schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

export function toSnapshot(data: UpstreamSnapshot): Snapshot {
  return {
    id: data.id,
    personaHandle: data.personaHandle,
    personaName: data.personaName?.trim() || data.personaHandle,
    caption: data.caption ?? '',
    createdAt: data.createdAt,
    sizes: (data.sizes ?? []).map((entry) => ({
      size: entry.size,
      url: entry.url,
      width: entry.width ?? null,
      height: entry.height ?? null,
    })),
    experience: data.experience
      ? {
          id: data.experience.id,
          handle: data.experience.handle,
          name: data.experience.name?.trim() || data.experience.handle,
          personaHandle: data.experience.personaHandle,
        }
      : null,
  };
}

/**
 * The instant ages are first rendered against: the service's clock when it says (meta.now), so an age
 * agrees with the timestamps it sent even when the two machines' clocks differ; else ours.
 */
function asOfOf(upstreamNow: string | undefined, now: Date): string {
  return upstreamNow === undefined ? now.toISOString() : new Date(upstreamNow).toISOString();
}

export interface SnapshotQuery {
  persona?: string | undefined;
  experience?: string | undefined;
  page: number;
  perPage: number;
}

export async function listSnapshots(upstream: UpstreamClient, query: SnapshotQuery, now: Date): Promise<SnapshotPage> {
  const document = await upstream.getCollection('/screenshots', {
    ...JSONAPI,
    query: {
      'filter[persona]': query.persona,
      'filter[experience]': query.experience,
      page: query.page,
      perPage: query.perPage,
    },
    schema: upstreamSnapshotSchema,
  });
  const { total, now: upstreamNow } = upstreamSnapshotListMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toSnapshot),
    total,
    page: query.page,
    perPage: query.perPage,
    pageCount: total === 0 ? 0 : Math.ceil(total / query.perPage),
    asOf: asOfOf(upstreamNow, now),
  };
}

export async function snapshotDetail(upstream: UpstreamClient, id: string, now: Date): Promise<SnapshotView> {
  try {
    const document = await upstream.getResource(`/screenshots/${segment(id)}`, {
      ...JSONAPI,
      schema: upstreamSnapshotSchema,
    });
    const meta = upstreamSnapshotMetaSchema.safeParse(document.meta);
    return { snapshot: toSnapshot(document.data), asOf: asOfOf(meta.success ? meta.data.now : undefined, now) };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That snapshot does not exist or was deleted.', cause: error });
    }
    throw error;
  }
}

/** DELETE /screenshots/{id} as the signed-in persona; only its owner may (the upstream decides). */
export async function deleteSnapshot(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  try {
    await upstream.delete(`/screenshots/${segment(id)}`, JSONAPI);
    return { id };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: 'That snapshot does not exist or was already deleted.',
        cause: error,
      });
    }
    if (error instanceof BadResponseError && jsonApiErrorOf(error)?.code === 'not-owner') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only delete your own snapshots.', cause: error });
    }
    throw error;
  }
}
