// Blocking over the upstream client (docs/upstream-api-blocking.md). The caller's token decides who blocks; the
// handle only names the other persona. Block and unblock are idempotent upstream, so a doubled click or a
// retry is harmless.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { BlockState, BlocksPage } from '../../shared/blocking/schema.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { toProfile } from '../profiles/mapping.ts';
import { upstreamPagingMetaSchema } from '../profiles/upstream-schema.ts';
import { upstreamBlockedSchema, upstreamBlockSchema } from './upstream-schema.ts';

const BLOCKS = { version: 'v2' } as const;
const segment = encodeURIComponent;

/** Upstream refusals a person can cause -> words they can act on; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  if (error.status === 404) {
    return new TRPCError({ code: 'NOT_FOUND', message: 'This profile no longer exists.', cause: error });
  }
  if (error.status === 422 && jsonApiErrorOf(error)?.code === 'self-relation') {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot block yourself.', cause: error });
  }
  return error;
}

export async function listBlocks(
  upstream: UpstreamClient,
  input: { page: number; perPage: number },
): Promise<BlocksPage> {
  const document = await upstream.getCollection('/user/blocks', {
    ...BLOCKS,
    query: { page: input.page, perPage: input.perPage },
    schema: upstreamBlockedSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  return {
    items: document.data.map((row) => {
      const profile = toProfile(row, 'NOT_FRIENDS');
      return {
        id: profile.id,
        avatarHandle: profile.avatarHandle,
        avatarName: profile.avatarName,
        avatarImageUrl: profile.avatarImageUrl,
        blockedAt: row.blockedAt,
      };
    }),
    total: meta.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.total, input.perPage),
  };
}

/** Whether the persona has blocked anyone: one row asked for, its total read (decision 0049). */
export async function hasBlocks(upstream: UpstreamClient): Promise<boolean> {
  const document = await upstream.getCollection('/user/blocks', {
    ...BLOCKS,
    query: { perPage: 1 },
    schema: upstreamBlockedSchema,
  });
  return upstreamPagingMetaSchema.parse(document.meta).total > 0;
}

export async function blockState(upstream: UpstreamClient, handle: string): Promise<BlockState> {
  try {
    const document = await upstream.getResource(`/user/blocks/${segment(handle)}`, {
      ...BLOCKS,
      schema: upstreamBlockSchema,
    });
    return { handle, blocked: document.data.blocked };
  } catch (error) {
    throw refusal(error);
  }
}

export async function block(upstream: UpstreamClient, handle: string): Promise<BlockState> {
  try {
    await upstream.sendResource('PUT', `/user/blocks/${segment(handle)}`, { ...BLOCKS, schema: upstreamBlockSchema });
    return { handle, blocked: true };
  } catch (error) {
    throw refusal(error);
  }
}

export async function unblock(upstream: UpstreamClient, handle: string): Promise<BlockState> {
  try {
    await upstream.delete(`/user/blocks/${segment(handle)}`, BLOCKS);
    return { handle, blocked: false };
  } catch (error) {
    throw refusal(error);
  }
}
