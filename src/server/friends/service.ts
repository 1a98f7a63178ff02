// Friends over the upstream client (docs/upstream-api.md GET /friends, GET /friends/requests, PATCH
// /friends/{id}/request|accept|reject|unfriend; GET /friends/mutual/{id}, /friends/events/{id},
// /friends/listings/{id}: mutual friends and friends' activity, docs/product.md §18). The caller's token decides who acts; the handle only
// names the other persona, so no input can make one persona act for another.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { FRIEND_REQUEST_UNAVAILABLE } from '../../shared/blocking/limits.ts';
import {
  UPSTREAM_FRIEND_ACTION,
  type FriendActionName,
  type FriendActionResult,
  type ActivityFriendsPage,
  type FriendRequests,
  type FriendsPage,
} from '../../shared/friends/schema.ts';
import { parseFriendStatus } from '../../shared/friends/friend-status.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { toFriend, toFriendRequest, toProfile } from '../profiles/mapping.ts';
import {
  upstreamActivityFriendSchema,
  upstreamFriendRelationSchema,
  upstreamFriendRequestSchema,
  upstreamFriendSchema,
  upstreamPagingMetaSchema,
} from '../profiles/upstream-schema.ts';

const segment = encodeURIComponent;

export async function listFriends(
  upstream: UpstreamClient,
  input: { page: number; perPage: number },
): Promise<FriendsPage> {
  const document = await upstream.getCollection('/friends', {
    version: 'v2',
    query: { page: input.page, perPage: input.perPage },
    schema: upstreamFriendSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toFriend),
    total: meta.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.total, input.perPage),
  };
}

export async function listFriendRequests(
  upstream: UpstreamClient,
  input: { page: number; perPage: number },
): Promise<FriendRequests> {
  const document = await upstream.getCollection('/friends/requests', {
    version: 'v2',
    query: { page: input.page, perPage: input.perPage },
    schema: upstreamFriendRequestSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  const requests = document.data.map(toFriendRequest);
  return {
    incoming: requests.filter((request) => request.direction === 'incoming'),
    outgoing: requests.filter((request) => request.direction === 'outgoing'),
    mutual: requests.filter((request) => request.direction === 'mutual'),
    total: meta.total,
  };
}

/** One relation action; answers the relation afterwards as the upstream reports it. */
export async function friendAction(
  upstream: UpstreamClient,
  action: FriendActionName,
  handle: string,
): Promise<FriendActionResult> {
  try {
    const document = await upstream.sendResource(
      'PATCH',
      `/friends/${segment(handle)}/${UPSTREAM_FRIEND_ACTION[action]}`,
      {
        version: 'v2',
        schema: upstreamFriendRelationSchema,
      },
    );
    return { handle, status: parseFriendStatus(document.data.status) };
  } catch (error) {
    // docs/product.md §17: a block either way refuses the request, in words that do not say who blocked.
    if (error instanceof BadResponseError && jsonApiErrorOf(error)?.code === 'friend-request-unavailable') {
      throw new TRPCError({ code: 'FORBIDDEN', message: FRIEND_REQUEST_UNAVAILABLE, cause: error });
    }
    throw error;
  }
}

type Paging = { page: number; perPage: number };

/** One list of the viewer's friends (mutual, going, owners): the same page shape for all three. */
async function activityPage(upstream: UpstreamClient, path: string, input: Paging): Promise<ActivityFriendsPage> {
  const document = await upstream.getCollection(path, {
    version: 'v2',
    query: { page: input.page, perPage: input.perPage },
    schema: upstreamActivityFriendSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  return {
    items: document.data.map((friend) => ({
      ...toProfile(friend, 'FRIENDS'),
      going:
        friend.hasTicket === undefined && friend.saved === undefined
          ? null
          : { hasTicket: friend.hasTicket === true, saved: friend.saved === true },
    })),
    total: meta.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.total, input.perPage),
  };
}

export const mutualFriends = (upstream: UpstreamClient, input: Paging & { handle: string }) =>
  activityPage(upstream, `/friends/mutual/${segment(input.handle)}`, input);

export const friendsGoing = (upstream: UpstreamClient, input: Paging & { eventId: string }) =>
  activityPage(upstream, `/friends/events/${segment(input.eventId)}`, input);

export const friendOwners = (upstream: UpstreamClient, input: Paging & { listingId: string }) =>
  activityPage(upstream, `/friends/listings/${segment(input.listingId)}`, input);
