// What each experiences route does (routes.ts only says which address runs which): parse -> repository ->
// JSON:API document. Writes are authorised by the bearer token's subject.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database, type Queryable } from '../db/database.ts';
import {
  ApiError,
  JSON_API_CONTENT_TYPE,
  notFound,
  pageLinks,
  serializeCollection,
  serializeResource,
  type JsonApiDocument,
  type ResourceObject,
} from '../kit/jsonapi.ts';
import { isUuid, normaliseHandle } from '../kit/ids.ts';
import { parseQuery } from '../kit/query.ts';
import {
  compareVersions,
  creatorQuerySchema,
  featuredQuerySchema,
  listQuerySchema,
  lookupQuerySchema,
  parseCreateDocument,
  parsePatchDocument,
  type ExperienceSort,
} from './params.ts';
import { findPersonaByHandle, type PersonaRow } from '../personas/repository.ts';
import {
  deleteExperience,
  deleteLike,
  findExperienceByHandles,
  findLikeState,
  insertLike,
  findExperienceById,
  insertExperience,
  listExperiences,
  lockExperienceOwner,
  updateExperience,
  type ExperienceRow,
  type LikeState,
  type ListOptions,
} from './repository.ts';
import { blockingViewer } from '../blocking/index.ts';
import { EXPERIENCE_FIELDS, withFields, experienceModel, personaMeta } from './resource.ts';

/** What every handler needs: the database, who is calling, and where links and pictures point. */
export interface ExperiencesContext {
  db: Database;
  callers: CallerResolver;
  mediaBaseUrl: string;
  /** The API version's prefix (/v1, /v2) that links start with. */
  prefix: string;
}

type ById = FastifyRequest<{ Params: { id: string } }>;

const HANDLE_CONSTRAINT = 'experiences_persona_handle_key';

const send = (reply: FastifyReply, status: number, document: JsonApiDocument<ResourceObject | ResourceObject[]>) =>
  reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

const single = (ctx: ExperiencesContext, row: ExperienceRow) =>
  serializeResource(experienceModel(row, ctx.mediaBaseUrl), {
    include: ['persona'],
    links: { self: `${ctx.prefix}/experience/${row.id}` },
  });

async function listDocument(
  ctx: ExperiencesContext,
  request: FastifyRequest,
  paging: { page: number; perPage: number },
  options: Omit<ListOptions, 'limit' | 'offset'>,
  linkQuery: Record<string, string | undefined>,
  extraMeta: Record<string, unknown> = {},
) {
  const { rows, total, totalCapped } = await listExperiences(ctx.db, {
    ...options,
    viewerId: await blockingViewer(ctx.callers, request),
    limit: paging.perPage,
    offset: (paging.page - 1) * paging.perPage,
  });
  const path = request.url.split('?')[0] ?? request.url;
  const fields = sparseFields(request);
  return serializeCollection(
    rows.map((row) => withFields(experienceModel(row, ctx.mediaBaseUrl), fields)),
    {
      include: ['persona'],
      meta: {
        total,
        ...(totalCapped ? { totalCapped } : {}),
        page: paging.page,
        perPage: paging.perPage,
        ...extraMeta,
      },
      links: pageLinks(path, linkQuery, { ...paging, total }),
    },
  );
}

// JSON:API sparse fieldsets: `fields[experience]=name,handle,…` trims list payloads to what a card needs.
function sparseFields(request: FastifyRequest): ReadonlySet<string> | null {
  const raw = (request.query as Record<string, unknown>)['fields[experience]'];
  if (raw === undefined) return null;
  const names =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  const unknown = names.filter((name) => !(EXPERIENCE_FIELDS as readonly string[]).includes(name));
  if (typeof raw !== 'string' || unknown.length > 0) {
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `fields[experience] lists attributes from: ${EXPERIENCE_FIELDS.join(', ')}.`,
      source: { parameter: 'fields[experience]' },
    });
  }
  return new Set(names);
}

const browse = (
  ctx: ExperiencesContext,
  request: FastifyRequest,
  query: { q?: string | undefined; tag?: string | undefined; page: number; perPage: number; sort: ExperienceSort },
) =>
  listDocument(
    ctx,
    request,
    query,
    { search: query.q, tag: query.tag, sort: query.sort },
    { q: query.q, tag: query.tag, sort: query.sort },
  );

const requirePersona = (ctx: ExperiencesContext, request: FastifyRequest): Promise<PersonaRow> =>
  ctx.callers.required(request, 'publishing experiences');

const missingExperience = (id: string) => notFound(`No experience has the id "${id}".`);

const handleTaken = (error: unknown, handle: string | undefined) => {
  const dbError = databaseErrorOf(error);
  if (dbError?.code === '23505' && dbError.constraint === HANDLE_CONSTRAINT) {
    return new ApiError({
      code: 'handle-taken',
      detail: `You already have an experience with the handle "${handle ?? ''}".`,
      source: { pointer: '/data/attributes/handle' },
    });
  }
  return error;
};

// ---- reads ----------------------------------------------------------------------------------------

/** GET /experiences: the catalogue, searched, filtered by tag and sorted. */
export async function browseExperiences(ctx: ExperiencesContext, request: FastifyRequest, reply: FastifyReply) {
  const query = parseQuery(listQuerySchema, request.query);
  return send(reply, 200, await browse(ctx, request, query));
}

/** GET /featured. */
export async function featuredExperiences(ctx: ExperiencesContext, request: FastifyRequest, reply: FastifyReply) {
  const query = parseQuery(featuredQuerySchema, request.query);
  return send(reply, 200, await listDocument(ctx, request, query, { sort: 'featured', featuredOnly: true }, {}));
}

/** GET /experiences/{personaHandle}: one creator's experiences, with the creator in meta. */
export async function creatorExperiences(
  ctx: ExperiencesContext,
  request: FastifyRequest<{ Params: { personaHandle: string } }>,
  reply: FastifyReply,
) {
  const query = parseQuery(creatorQuerySchema, request.query);
  const handle = normaliseHandle(request.params.personaHandle);
  const persona = handle === undefined ? undefined : await findPersonaByHandle(ctx.db, handle);
  if (!persona) throw notFound(`No creator has the handle "${request.params.personaHandle}".`);
  const document = await listDocument(
    ctx,
    request,
    query,
    { sort: query.sort, personaId: persona.id, tag: query.tag },
    { sort: query.sort, tag: query.tag },
    { persona: personaMeta(persona, ctx.mediaBaseUrl) },
  );
  return send(reply, 200, document);
}

/** GET /experiences/{personaHandle}/{experienceHandle}. */
export async function experienceByHandles(
  ctx: ExperiencesContext,
  request: FastifyRequest<{ Params: { personaHandle: string; experienceHandle: string } }>,
  reply: FastifyReply,
) {
  const personaHandle = normaliseHandle(request.params.personaHandle);
  const handle = normaliseHandle(request.params.experienceHandle);
  const row = personaHandle && handle ? await findExperienceByHandles(ctx.db, personaHandle, handle) : undefined;
  if (!row) throw notFound(`No experience at ${request.params.personaHandle}/${request.params.experienceHandle}.`);
  return send(reply, 200, single(ctx, row));
}

/** GET /experience: the catalogue, or one experience by persona_handle and handle (with the client-version check). */
export async function lookupExperience(ctx: ExperiencesContext, request: FastifyRequest, reply: FastifyReply) {
  const query = parseQuery(lookupQuerySchema, request.query);
  const { persona_handle: personaParam, handle: handleParam, compat_version: compatVersion } = query;
  if (personaParam === undefined && handleParam === undefined) {
    return send(reply, 200, await browse(ctx, request, query));
  }
  if (personaParam === undefined || handleParam === undefined) {
    const missing = personaParam === undefined ? 'persona_handle' : 'handle';
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `A lookup needs both persona_handle and handle; ${missing} is missing.`,
      source: { parameter: missing },
    });
  }
  const personaHandle = normaliseHandle(personaParam);
  const handle = normaliseHandle(handleParam);
  const row = personaHandle && handle ? await findExperienceByHandles(ctx.db, personaHandle, handle) : undefined;
  if (!row) throw notFound(`No experience at ${personaParam}/${handleParam}.`);
  if (compatVersion !== undefined && compareVersions(row.compat_version, compatVersion) > 0) {
    throw new ApiError({
      code: 'client-outdated',
      detail: `This experience needs client ${row.compat_version} or newer; this client is ${compatVersion}.`,
      source: { parameter: 'compat_version' },
      meta: { requiredVersion: row.compat_version, clientVersion: compatVersion },
    });
  }
  return send(reply, 200, single(ctx, row));
}

/** GET /experience/{id}. */
export async function experienceById(ctx: ExperiencesContext, request: ById, reply: FastifyReply) {
  const { id } = request.params;
  const row = isUuid(id) ? await findExperienceById(ctx.db, id) : undefined;
  if (!row) throw missingExperience(id);
  return send(reply, 200, single(ctx, row));
}

// ---- writes ---------------------------------------------------------------------------------------

/** POST /experience: publishes one for the caller's persona. */
export async function createExperience(ctx: ExperiencesContext, request: FastifyRequest, reply: FastifyReply) {
  const persona = await requirePersona(ctx, request);
  const attributes = parseCreateDocument(request.body);
  // 12 URL-safe characters: the seed of the experience's generated pictures.
  const imageSeed = randomBytes(9).toString('base64url');
  const row = await ctx.db
    .transaction(async (tx) => {
      const id = await insertExperience(tx, persona.id, attributes, imageSeed);
      return findExperienceById(tx, id);
    })
    .catch((error: unknown) => {
      throw handleTaken(error, attributes.handle);
    });
  if (!row) throw new Error('created experience vanished');
  reply.header('location', `${ctx.prefix}/experience/${row.id}`);
  return send(reply, 201, single(ctx, row));
}

/** The caller's persona and a well-formed id, or the 401/403/404 that stops the write. */
async function writeTarget(ctx: ExperiencesContext, request: ById) {
  const persona = await requirePersona(ctx, request);
  const { id } = request.params;
  if (!isUuid(id)) throw missingExperience(id);
  return { persona, id };
}

/** Locks the experience for this transaction; 404 when it does not exist, 403 when it is not theirs. */
async function lockOwned(tx: Queryable, id: string, persona: PersonaRow, action: string): Promise<void> {
  const owner = await lockExperienceOwner(tx, id);
  if (owner === undefined) throw missingExperience(id);
  if (owner !== persona.id) {
    throw new ApiError({ code: 'not-owner', detail: `Only its creator can ${action} this experience.` });
  }
}

/** PATCH /experience/{id}: its creator changes the attributes sent. */
export async function updateOwnExperience(ctx: ExperiencesContext, request: ById, reply: FastifyReply) {
  const { persona, id } = await writeTarget(ctx, request);
  const patch = parsePatchDocument(request.body, id);
  const row = await ctx.db
    .transaction(async (tx) => {
      await lockOwned(tx, id, persona, 'change');
      await updateExperience(tx, id, patch);
      return findExperienceById(tx, id);
    })
    .catch((error: unknown) => {
      throw handleTaken(error, patch.handle);
    });
  if (!row) throw missingExperience(id);
  return send(reply, 200, single(ctx, row));
}

/** DELETE /experience/{id}: its creator deletes it. */
export async function deleteOwnExperience(ctx: ExperiencesContext, request: ById, reply: FastifyReply) {
  const { persona, id } = await writeTarget(ctx, request);
  await ctx.db.transaction(async (tx) => {
    await lockOwned(tx, id, persona, 'delete');
    await deleteExperience(tx, id);
  });
  return reply.code(204).send();
}

// ---- likes (docs/product.md §5 Likes) ---------------------------------------------------------------

/** The caller's like of one experience: `like` resource whose id is the experience's. */
const likeDocument = (ctx: ExperiencesContext, id: string, state: LikeState) =>
  serializeResource(
    { type: 'like', id, liked: state.liked, likeCount: state.likeCount },
    { links: { self: `${ctx.prefix}/experience/${id}/like`, experience: `${ctx.prefix}/experience/${id}` } },
  );

async function likeTarget(ctx: ExperiencesContext, request: ById, action: string) {
  const persona = await ctx.callers.required(request, action);
  const { id } = request.params;
  if (!isUuid(id)) throw missingExperience(id);
  return { persona, id: id.toLowerCase() };
}

/** GET /experience/{id}/like: whether the caller likes it, and its count. */
export async function likeState(ctx: ExperiencesContext, request: ById, reply: FastifyReply) {
  const { persona, id } = await likeTarget(ctx, request, 'reading your likes');
  const state = await findLikeState(ctx.db, id, persona.id);
  if (!state) throw missingExperience(id);
  return send(reply, 200, likeDocument(ctx, id, state));
}

/** PUT /experience/{id}/like: likes it (idempotent: 201 when new, 200 when it was already liked). */
export async function likeExperience(ctx: ExperiencesContext, request: ById, reply: FastifyReply) {
  const { persona, id } = await likeTarget(ctx, request, 'liking experiences');
  const result = await ctx.db
    .transaction(async (tx) => {
      // The existence check and the insert in one transaction; the foreign key refuses a vanished experience.
      if (!(await findLikeState(tx, id, persona.id))) throw missingExperience(id);
      const created = await insertLike(tx, id, persona.id);
      return { created, state: await findLikeState(tx, id, persona.id) };
    })
    .catch((error: unknown) => {
      if (databaseErrorOf(error)?.code === '23503') throw missingExperience(id);
      throw error;
    });
  if (!result.state) throw missingExperience(id);
  return send(reply, result.created ? 201 : 200, likeDocument(ctx, id, result.state));
}

/** DELETE /experience/{id}/like: unlikes it (idempotent: 200 with the state either way). */
export async function unlikeExperience(ctx: ExperiencesContext, request: ById, reply: FastifyReply) {
  const { persona, id } = await likeTarget(ctx, request, 'liking experiences');
  const state = await ctx.db.transaction(async (tx) => {
    await deleteLike(tx, id, persona.id);
    return findLikeState(tx, id, persona.id);
  });
  if (!state) throw missingExperience(id);
  return send(reply, 200, likeDocument(ctx, id, state));
}
