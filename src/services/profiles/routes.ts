// The profiles service of docs/upstream-api.md (GET /profiles, GET /profiles/{id}), registered once per API version.
// Public reads; with a bearer token each profile also tells the caller's friend status (docs/product.md §6).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AccessTokenVerifier, type Caller, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { parseQuery } from '../kit/query.ts';
import { friendStatus, friendStatuses, type FriendStatus } from '../friends/index.ts';
import { JSON_API_CONTENT_TYPE, notFound, pageLinks, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseProfileRef, profileListQuerySchema } from './params.ts';
import { findProfile, listProfiles } from './repository.ts';
import { profileCollection, profileModel } from './resource.ts';

export interface ProfilesRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
}

export async function profilesRoutes(app: FastifyInstance, opts: ProfilesRoutesOptions): Promise<void> {
  const { db, verifier, mediaBaseUrl } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, verifier);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  registerCacheHeaders(app);

  app.get('/profiles', async (request, reply) => {
    const query = parseQuery(profileListQuerySchema, request.query);
    const caller = await callers.optional(request);
    const { rows, total } = await listProfiles(db, {
      search: query.q,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const statuses =
      caller.kind === 'persona'
        ? await friendStatuses(
            db,
            caller.persona.id,
            rows.map((row) => row.id),
          )
        : undefined;
    const path = request.url.split('?')[0] ?? request.url;
    return send(
      reply,
      200,
      profileCollection(rows, {
        mediaBaseUrl,
        selfLink: (row) => `${prefix}/profiles/${row.id}`,
        perItem: (row) => (statuses ? { friendStatus: statuses.get(row.id) ?? 'NOT_FRIENDS' } : undefined),
        meta: { total, page: query.page, perPage: query.perPage },
        links: { ...pageLinks(path, { q: query.q }, { page: query.page, perPage: query.perPage, total }) },
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/profiles/:id', async (request, reply) => {
    const { id } = request.params;
    const ref = parseProfileRef(id);
    const caller = await callers.optional(request);
    const persona = ref === undefined ? undefined : await findProfile(db, ref);
    if (!persona) throw notFound(`No profile has the id or handle "${id}".`);
    return send(
      reply,
      200,
      serializeResource(profileModel(persona, mediaBaseUrl), {
        meta: { friendStatus: await statusFor(caller, persona.id) },
        links: { self: `${prefix}/profiles/${persona.id}` },
      }),
    );
  });

  /** PROFILE for anyone who cannot have relations (anonymous, or an account without a persona). */
  async function statusFor(caller: Caller, other: string): Promise<FriendStatus> {
    return caller.kind === 'persona' ? friendStatus(db, caller.persona.id, other) : 'PROFILE';
  }
}
