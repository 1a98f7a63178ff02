// Blocking (docs/product.md §17; docs/upstream-api-blocking.md), registered once per API version. Every call acts
// for the bearer token's persona; the id in the path (uuid or handle) only names the other persona:
//   GET    /user/blocks?page=&perPage=   the personas the caller blocked, newest first (profiles, meta.blockedAt)
//   GET    /user/blocks/{persona}        whether the caller blocks this persona ({ blocked })
//   PUT    /user/blocks/{persona}        block (201 new, 200 already); ends friendship and requests between them
//   DELETE /user/blocks/{persona}        unblock (204, also when there was no block)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { JSON_API_CONTENT_TYPE, notFound, pageLinks, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { intParam, parseQuery } from '../kit/query.ts';
import { findProfile, parseProfileRef, profileCollection, relationError } from '../profiles/index.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { BLOCKS_PAGE_SIZE, MAX_BLOCKS_PAGE_SIZE } from '../../shared/blocking/limits.ts';
import { addBlock, isBlocking, listBlocks, removeBlock } from './repository.ts';

export interface BlockingRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
}

export const BLOCK_TYPE = 'block';

const listQuerySchema = z.object({
  page: intParam('page', 1, 1000).default(1),
  perPage: intParam('perPage', 1, MAX_BLOCKS_PAGE_SIZE).default(BLOCKS_PAGE_SIZE),
});

const iso = (value: Date | string) => new Date(value).toISOString();
const FK_VIOLATION = '23503';

export async function blockingRoutes(app: FastifyInstance, opts: BlockingRoutesOptions): Promise<void> {
  const { db, clock, mediaBaseUrl } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // Every answer is the caller's own: private, never shared (the kit's policy for calls with a token).
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);
  const blockDocument = (other: PersonaRow, blocked: boolean) =>
    serializeResource({ type: BLOCK_TYPE, id: other.id, personaId: other.id, avatarHandle: other.handle, blocked });

  /** The caller and the other persona the path names (404 when none; 422 self-relation for oneself). */
  async function pair(request: FastifyRequest<{ Params: { persona: string } }>, action: string) {
    const me = await callers.required(request, action);
    const ref = parseProfileRef(request.params.persona);
    const other = ref === undefined ? undefined : await findProfile(db, ref);
    if (!other) throw notFound(`No profile has the id or handle "${request.params.persona}".`);
    if (other.id === me.id) throw relationError('self-relation', 'You cannot block yourself.');
    return { me, other };
  }

  app.get('/user/blocks', async (request, reply) => {
    const me = await callers.required(request, 'reading your blocks');
    const query = parseQuery(listQuerySchema, request.query);
    const { rows, total } = await listBlocks(db, me.id, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const path = request.url.split('?')[0] ?? request.url;
    return send(
      reply,
      200,
      profileCollection(rows, {
        mediaBaseUrl,
        selfLink: (row) => `${prefix}/profiles/${row.id}`,
        perItem: (row) => ({ blockedAt: iso(row.blocked_at) }),
        meta: { total, page: query.page, perPage: query.perPage },
        links: { ...pageLinks(path, {}, { page: query.page, perPage: query.perPage, total }) },
      }),
    );
  });

  app.get<{ Params: { persona: string } }>('/user/blocks/:persona', async (request, reply) => {
    const { me, other } = await pair(request, 'reading your blocks');
    return send(reply, 200, blockDocument(other, await isBlocking(db, me.id, other.id)));
  });

  app.put<{ Params: { persona: string } }>('/user/blocks/:persona', async (request, reply) => {
    const { me, other } = await pair(request, 'blocking personas');
    const added = await db
      .transaction((tx) => addBlock(tx, me.id, other.id, clock()))
      .catch((error: unknown) => {
        // The other persona was deleted after we looked it up.
        throw databaseErrorOf(error)?.code === FK_VIOLATION ? notFound(`No profile has the id "${other.id}".`) : error;
      });
    return send(reply, added ? 201 : 200, blockDocument(other, true));
  });

  app.delete<{ Params: { persona: string } }>('/user/blocks/:persona', async (request, reply) => {
    const { me, other } = await pair(request, 'unblocking personas');
    await removeBlock(db, me.id, other.id);
    return reply.code(204).send();
  });
}
