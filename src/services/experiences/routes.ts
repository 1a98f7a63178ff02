// The experiences service of docs/upstream-api.md, registered once per API version (/v1, /v2: same contract).
// Thin: parse -> repository -> JSON:API document. Writes are authorised by the bearer token's subject.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
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
  findExperienceByHandles,
  findExperienceById,
  insertExperience,
  listExperiences,
  lockExperienceOwner,
  updateExperience,
  type ExperienceRow,
  type ListOptions,
} from './repository.ts';
import { EXPERIENCE_FIELDS, withFields, experienceModel, personaMeta } from './resource.ts';

export interface ExperiencesRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
}

const HANDLE_CONSTRAINT = 'experiences_persona_handle_key';
const CATALOGUE_MAX_AGE_S = 5;
const CATALOGUE_SWR_S = 30;

export async function experiencesRoutes(app: FastifyInstance, opts: ExperiencesRoutesOptions): Promise<void> {
  const { db, verifier, mediaBaseUrl } = opts;
  const prefix = app.prefix;

  const send = (reply: FastifyReply, status: number, document: JsonApiDocument<ResourceObject | ResourceObject[]>) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  const single = (row: ExperienceRow) =>
    serializeResource(experienceModel(row, mediaBaseUrl), {
      include: ['persona'],
      links: { self: `${prefix}/experience/${row.id}` },
    });

  async function listDocument(
    request: FastifyRequest,
    paging: { page: number; perPage: number },
    options: Omit<ListOptions, 'limit' | 'offset'>,
    linkQuery: Record<string, string | undefined>,
    extraMeta: Record<string, unknown> = {},
  ) {
    const { rows, total, totalCapped } = await listExperiences(db, {
      ...options,
      limit: paging.perPage,
      offset: (paging.page - 1) * paging.perPage,
    });
    const path = request.url.split('?')[0] ?? request.url;
    const fields = sparseFields(request);
    return serializeCollection(
      rows.map((row) => withFields(experienceModel(row, mediaBaseUrl), fields)),
      {
        include: ['persona'],
        meta: { total, ...(totalCapped ? { totalCapped } : {}), page: paging.page, perPage: paging.perPage, ...extraMeta },
        links: pageLinks(path, linkQuery, { ...paging, total }),
      },
    );
  }

  // JSON:API sparse fieldsets: `fields[experience]=name,handle,…` trims list payloads to what a card needs.
  function sparseFields(request: FastifyRequest): ReadonlySet<string> | null {
    const raw = (request.query as Record<string, unknown>)['fields[experience]'];
    if (raw === undefined) return null;
    const names = typeof raw === 'string' ? raw.split(',').map((name) => name.trim()).filter(Boolean) : [];
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
    request: FastifyRequest,
    query: { q?: string | undefined; tag?: string | undefined; page: number; perPage: number; sort: ExperienceSort },
  ) => listDocument(request, query, { search: query.q, tag: query.tag, sort: query.sort }, { q: query.q, tag: query.tag, sort: query.sort });

  const callers = callerResolver(db, verifier);
  const requirePersona = (request: FastifyRequest): Promise<PersonaRow> => callers.required(request, 'publishing experiences');

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

  // ---- reads ------------------------------------------------------------------------------------

  // The catalogue is public and changes slowly: shared caches (the web tier's upstream client) may keep a
  // successful read for a few seconds and serve it stale while revalidating. Vary keeps answers given
  // to a signed-in caller apart from anonymous ones.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200) {
      reply.header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_S}, stale-while-revalidate=${CATALOGUE_SWR_S}`);
      reply.header('vary', 'Authorization');
    } else {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.get('/experiences', async (request, reply) => {
    const query = parseQuery(listQuerySchema, request.query);
    return send(reply, 200, await browse(request, query));
  });

  app.get('/featured', async (request, reply) => {
    const query = parseQuery(featuredQuerySchema, request.query);
    return send(reply, 200, await listDocument(request, query, { sort: 'featured', featuredOnly: true }, {}));
  });

  app.get<{ Params: { personaHandle: string } }>('/experiences/:personaHandle', async (request, reply) => {
    const query = parseQuery(creatorQuerySchema, request.query);
    const handle = normaliseHandle(request.params.personaHandle);
    const persona = handle === undefined ? undefined : await findPersonaByHandle(db, handle);
    if (!persona) throw notFound(`No creator has the handle "${request.params.personaHandle}".`);
    const document = await listDocument(
      request,
      query,
      { sort: query.sort, personaId: persona.id, tag: query.tag },
      { sort: query.sort, tag: query.tag },
      { persona: personaMeta(persona, mediaBaseUrl) },
    );
    return send(reply, 200, document);
  });

  app.get<{ Params: { personaHandle: string; experienceHandle: string } }>(
    '/experiences/:personaHandle/:experienceHandle',
    async (request, reply) => {
      const personaHandle = normaliseHandle(request.params.personaHandle);
      const handle = normaliseHandle(request.params.experienceHandle);
      const row =
        personaHandle && handle ? await findExperienceByHandles(db, personaHandle, handle) : undefined;
      if (!row) throw notFound(`No experience at ${request.params.personaHandle}/${request.params.experienceHandle}.`);
      return send(reply, 200, single(row));
    },
  );

  app.get('/experience', async (request, reply) => {
    const query = parseQuery(lookupQuerySchema, request.query);
    const { persona_handle: personaParam, handle: handleParam, compat_version: compatVersion } = query;
    if (personaParam === undefined && handleParam === undefined) {
      return send(reply, 200, await browse(request, query));
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
    const row = personaHandle && handle ? await findExperienceByHandles(db, personaHandle, handle) : undefined;
    if (!row) throw notFound(`No experience at ${personaParam}/${handleParam}.`);
    if (compatVersion !== undefined && compareVersions(row.compat_version, compatVersion) > 0) {
      throw new ApiError({
        code: 'client-outdated',
        detail: `This experience needs client ${row.compat_version} or newer; this client is ${compatVersion}.`,
        source: { parameter: 'compat_version' },
        meta: { requiredVersion: row.compat_version, clientVersion: compatVersion },
      });
    }
    return send(reply, 200, single(row));
  });

  app.get<{ Params: { id: string } }>('/experience/:id', async (request, reply) => {
    const { id } = request.params;
    const row = isUuid(id) ? await findExperienceById(db, id) : undefined;
    if (!row) throw missingExperience(id);
    return send(reply, 200, single(row));
  });

  // ---- writes -----------------------------------------------------------------------------------

  app.post('/experience', async (request, reply) => {
    const persona = await requirePersona(request);
    const attributes = parseCreateDocument(request.body);
    // 12 URL-safe characters: the seed of the experience's generated pictures.
    const imageSeed = randomBytes(9).toString('base64url');
    const row = await db
      .transaction(async (tx) => {
        const id = await insertExperience(tx, persona.id, attributes, imageSeed);
        return findExperienceById(tx, id);
      })
      .catch((error: unknown) => {
        throw handleTaken(error, attributes.handle);
      });
    if (!row) throw new Error('created experience vanished');
    reply.header('location', `${prefix}/experience/${row.id}`);
    return send(reply, 201, single(row));
  });

  /** The caller's persona and a well-formed id, or the 401/403/404 that stops the write. */
  async function writeTarget(request: FastifyRequest<{ Params: { id: string } }>) {
    const persona = await requirePersona(request);
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

  app.patch<{ Params: { id: string } }>('/experience/:id', async (request, reply) => {
    const { persona, id } = await writeTarget(request);
    const patch = parsePatchDocument(request.body, id);
    const row = await db
      .transaction(async (tx) => {
        await lockOwned(tx, id, persona, 'change');
        await updateExperience(tx, id, patch);
        return findExperienceById(tx, id);
      })
      .catch((error: unknown) => {
        throw handleTaken(error, patch.handle);
      });
    if (!row) throw missingExperience(id);
    return send(reply, 200, single(row));
  });

  app.delete<{ Params: { id: string } }>('/experience/:id', async (request, reply) => {
    const { persona, id } = await writeTarget(request);
    await db.transaction(async (tx) => {
      await lockOwned(tx, id, persona, 'delete');
      await deleteExperience(tx, id);
    });
    return reply.code(204).send();
  });
}
