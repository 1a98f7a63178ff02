// Saved event searches (docs/product.md §23; docs/upstream-api-saved-searches.md), registered once per API
// version. Every call acts for the bearer token's persona, on its own searches only:
//   GET    /user/event-searches        the caller's searches, newest first (at most 20)
//   POST   /user/event-searches        saves one: a name and the filters of /events (201)
//   DELETE /user/event-searches/{id}   deletes one of the caller's searches (204; anyone else's is 404)
// The notices a new event sends are written by the events service's create (matches.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound, serializeCollection, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseAttributes } from '../kit/document.ts';
import { isUuid } from '../kit/ids.ts';
import { eventsPathOf, filtersKey } from '../../shared/event-searches/filters.ts';
import { MAX_SAVED_SEARCHES } from '../../shared/event-searches/limits.ts';
import {
  refineFilters,
  SAVED_SEARCH_MESSAGES,
  savedSearchFilterShape,
  savedSearchNameSchema,
} from '../../shared/event-searches/schema.ts';
import {
  countSearches,
  deleteSearch,
  findByKey,
  insertSearch,
  listSearches,
  lockPersona,
  type SavedSearchRow,
} from './repository.ts';
import { filtersOf } from './matches.ts';

export interface EventSearchesRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
}

export const SAVED_SEARCH_TYPE = 'event-search';
const UNIQUE_VIOLATION = '23505';

const saveSchema = z
  .strictObject({ name: savedSearchNameSchema, ...savedSearchFilterShape })
  .superRefine(refineFilters);

const iso = (value: Date | string) => new Date(value).toISOString();

export async function eventSearchesRoutes(app: FastifyInstance, opts: EventSearchesRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // Every answer is the caller's own: private, never shared.
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  const model = (row: SavedSearchRow) => {
    const filters = filtersOf(row);
    return {
      type: SAVED_SEARCH_TYPE,
      id: row.id,
      name: row.name,
      q: filters.q,
      category: filters.category,
      day: filters.day,
      from: filters.from,
      to: filters.to,
      timeZone: filters.timeZone,
      eventsPath: eventsPathOf(filters),
      createdAt: iso(row.created_at),
    };
  };
  const exists = () =>
    new ApiError({ code: 'saved-search-exists', detail: SAVED_SEARCH_MESSAGES.duplicate, source: { pointer: '' } });

  app.get('/user/event-searches', async (request, reply) => {
    const persona = await callers.required(request, 'reading your saved searches');
    const rows = await listSearches(db, persona.id);
    return send(
      reply,
      200,
      serializeCollection(rows.map(model), { meta: { total: rows.length, max: MAX_SAVED_SEARCHES } }),
    );
  });

  app.post('/user/event-searches', async (request, reply) => {
    const persona = await callers.required(request, 'saving searches');
    const input = parseAttributes(request.body, SAVED_SEARCH_TYPE, saveSchema);
    const filters = {
      q: input.q,
      category: input.category,
      day: input.day,
      from: input.from,
      to: input.to,
      timeZone: input.timeZone,
    };
    const key = filtersKey(filters);
    const row = await db
      .transaction(async (tx) => {
        await lockPersona(tx, persona.id);
        if (await findByKey(tx, persona.id, key)) throw exists();
        if ((await countSearches(tx, persona.id)) >= MAX_SAVED_SEARCHES) {
          throw new ApiError({ code: 'saved-search-limit', detail: SAVED_SEARCH_MESSAGES.limit });
        }
        return insertSearch(tx, { personaId: persona.id, name: input.name, ...filters, key, at: clock() });
      })
      .catch((error: unknown) => {
        // The same filters saved by a racing request of the same persona.
        throw databaseErrorOf(error)?.code === UNIQUE_VIOLATION ? exists() : error;
      });
    reply.header('location', `${prefix}/user/event-searches/${row.id}`);
    return send(reply, 201, serializeResource(model(row)));
  });

  app.delete<{ Params: { id: string } }>('/user/event-searches/:id', async (request, reply) => {
    const persona = await callers.required(request, 'deleting saved searches');
    const { id } = request.params;
    const missing = () => notFound(`You have no saved search with the id "${id}".`);
    if (!isUuid(id)) throw missing();
    if (!(await deleteSearch(db, persona.id, id.toLowerCase()))) throw missing();
    return reply.code(204).send();
  });
}
