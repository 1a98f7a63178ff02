// The friends service of docs/upstream-api.md (GET /friends, GET /friends/requests, PATCH /friends/{id}/request|
// accept|reject|unfriend; mutual friends and friends' activity, GET /friends/mutual/{id},
// /friends/events/{eventId}, /friends/listings/{productId}), registered once per API version. Every route needs a persona: the bearer
// token's subject decides who acts; the id in the URL only names the other persona (uuid or handle).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PersonaRow } from '../personas/repository.ts';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
import { parseQuery } from '../kit/query.ts';
import { JSON_API_CONTENT_TYPE, notFound, pageLinks, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { relationError, parseProfileRef, findProfile, profileCollection } from '../profiles/index.ts';
import { pagingQuerySchema } from '../kit/paging.ts';
import { FRIEND_ACTIONS, applyFriendAction, listFriendRequests, listFriends } from './repository.ts';
import { isUuid } from '../kit/ids.ts';
import {
  listFriendOwners,
  listFriendsGoing,
  listMutualFriends,
  type ActivityPage,
  type GoingRow,
  type Paging,
} from './activity.ts';

export interface FriendsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
}

export const FRIEND_RELATION_TYPE = 'friend-relation';

const iso = (value: Date | string) => new Date(value).toISOString();
const FK_VIOLATION = '23503';

export async function friendsRoutes(app: FastifyInstance, opts: FriendsRoutesOptions): Promise<void> {
  const { db, verifier, mediaBaseUrl } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, verifier);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);
  const pathOf = (url: string) => url.split('?')[0] ?? url;
  /** A page of profiles with its paging meta and links (the lists of this service all answer this way). */
  const sendProfilePage = <R extends PersonaRow>(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { rows: readonly R[]; total: number; page: number; perPage: number; meta?: Record<string, unknown> },
    perItem?: (row: R) => Record<string, unknown>,
  ) =>
    send(
      reply,
      200,
      profileCollection(page.rows, {
        mediaBaseUrl,
        selfLink: (row) => `${prefix}/profiles/${row.id}`,
        ...(perItem ? { perItem } : {}),
        meta: { total: page.total, ...page.meta, page: page.page, perPage: page.perPage },
        links: { ...pageLinks(pathOf(request.url), {}, { page: page.page, perPage: page.perPage, total: page.total }) },
      }),
    );

  registerCacheHeaders(app);

  app.get('/friends', async (request, reply) => {
    const me = await callers.required(request, 'having friends');
    const query = parseQuery(pagingQuerySchema, request.query);
    const { rows, total } = await listFriends(db, me.id, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return sendProfilePage(request, reply, { rows, total, page: query.page, perPage: query.perPage }, (row) => ({
      friendStatus: 'FRIENDS',
      friendsSince: iso(row.friends_since),
    }));
  });

  app.get('/friends/requests', async (request, reply) => {
    const me = await callers.required(request, 'having friend requests');
    const query = parseQuery(pagingQuerySchema, request.query);
    const { rows, total, incoming, outgoing } = await listFriendRequests(db, me.id, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return sendProfilePage(
      request,
      reply,
      { rows, total, page: query.page, perPage: query.perPage, meta: { incoming, outgoing } },
      (row) => {
        const direction = row.incoming && row.outgoing ? 'mutual' : row.incoming ? 'incoming' : 'outgoing';
        const friendStatus =
          direction === 'mutual'
            ? 'MUTUAL_FRIEND_REQUESTS'
            : direction === 'incoming'
              ? 'REQUESTING_FRIENDSHIP'
              : 'FRIEND_REQUEST_SENT';
        return { direction, friendStatus, requestedAt: iso(row.requested_at) };
      },
    );
  });

  // docs/product.md §18: lists of the caller's own friends only, so nobody learns of a stranger's friends.
  type Params = { Params: { id: string } };
  const activity = async <R extends PersonaRow>(
    request: FastifyRequest<Params>,
    reply: FastifyReply,
    purpose: string,
    subject: (me: string, id: string) => Promise<{ id: string } | undefined>,
    list: (me: string, id: string, paging: Paging) => Promise<ActivityPage<R>>,
    perItem?: (row: R) => Record<string, unknown>,
  ) => {
    const me = await callers.required(request, purpose);
    const query = parseQuery(pagingQuerySchema, request.query);
    const { id } = request.params;
    const missing = () => notFound(`Nothing has the id "${id}".`);
    const named = await subject(me.id, id);
    if (!named) throw missing();
    const { found, rows, total } = await list(me.id, named.id, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    if (!found) throw missing();
    return sendProfilePage(request, reply, { rows, total, page: query.page, perPage: query.perPage }, perItem);
  };
  const byUuid = async (_me: string, id: string) => (isUuid(id) ? { id: id.toLowerCase() } : undefined);

  app.get<Params>('/friends/mutual/:id', (request, reply) =>
    activity(
      request,
      reply,
      'seeing mutual friends',
      async (me, id) => {
        const ref = parseProfileRef(id);
        const other = ref === undefined ? undefined : await findProfile(db, ref);
        if (other?.id === me) throw relationError('self-relation', 'You have no mutual friends with yourself.');
        return other;
      },
      (me, other, paging) => listMutualFriends(db, me, other, paging),
    ),
  );

  app.get<Params>('/friends/events/:id', (request, reply) =>
    activity(
      request,
      reply,
      "seeing friends' plans",
      byUuid,
      (me, eventId, paging) => listFriendsGoing(db, me, eventId, paging),
      (row: GoingRow) => ({ hasTicket: row.has_ticket, saved: row.saved }),
    ),
  );

  app.get<Params>('/friends/listings/:id', (request, reply) =>
    activity(request, reply, 'seeing what friends own', byUuid, (me, productId, paging) =>
      listFriendOwners(db, me, productId, paging),
    ),
  );

  for (const action of FRIEND_ACTIONS) {
    app.patch<{ Params: { id: string } }>(`/friends/:id/${action}`, async (request, reply) => {
      const me = await callers.required(request, 'managing friends');
      const { id } = request.params;
      const ref = parseProfileRef(id);
      const other = ref === undefined ? undefined : await findProfile(db, ref);
      const missing = () => notFound(`No profile has the id or handle "${id}".`);
      if (!other) throw missing();
      if (other.id === me.id) {
        throw relationError('self-relation', 'You cannot be friends with yourself.');
      }
      const status = await db
        .transaction((tx) => applyFriendAction(tx, action, me.id, other.id))
        .catch((error: unknown) => {
          // The other persona was deleted after we looked it up.
          throw databaseErrorOf(error)?.code === FK_VIOLATION ? missing() : error;
        });
      return send(reply, 200, serializeResource({ type: FRIEND_RELATION_TYPE, id: other.id, status }));
    });
  }
}
