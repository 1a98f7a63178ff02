// Items, the studio showcase and the codex (docs/upstream-api-items.md), registered once per API version:
//   GET /items/{personaHandle}            the persona's items; anyone else sees only what they wear;
//                                         filter[id]=a,b asks which of those listings they own
//   GET /items/{personaHandle}/{itemId}   one item (the listing id), under the same rule
//   PUT /items/{personaHandle}/{itemId}   { data: { type: "item", attributes: { equipped } } }: wear or take
//                                         off, by the persona only; one item per slot
//   GET /{product}-studios                the platform studio's showcase of worlds (e.g. /lumen-studios)
//   GET /user/codex/{personaId}           the caller's codex: the worlds their persona has discovered
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../kit/clock.ts';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { UUID_PATTERN, isUuid, normaliseHandle } from '../kit/ids.ts';
import { parseQuery, single } from '../kit/query.ts';
import { PAGE_LIMITS, pageParam, perPageParam } from '../kit/paging.ts';
import { findPersonaByHandle } from '../personas/repository.ts';
import { experienceModel } from '../experiences/index.ts';
import {
  ApiError,
  JSON_API_CONTENT_TYPE,
  notFound,
  pageLinks,
  serializeCollection,
  serializeResource,
  type JsonApiDocument,
  type JsonApiModel,
  type ResourceObject,
} from '../kit/jsonapi.ts';
import { productImageSizes } from '../media/index.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import {
  equipItem,
  findItem,
  findStudio,
  listCodex,
  listItems,
  listShowcase,
  unequipItem,
  type ItemRow,
} from './repository.ts';
import { attributesObject, isRecord } from '../kit/document.ts';

export interface ItemsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
}

export const ITEM_TYPE = 'item';
export const ITEM_LIMITS = { ...PAGE_LIMITS, defaultPerPage: 48, maxFilterIds: 100 } as const;
const SLOT_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const STUDIO_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

const pagingSchema = z.object({
  page: pageParam,
  perPage: perPageParam(ITEM_LIMITS.defaultPerPage),
});
const itemListQuerySchema = pagingSchema.extend({
  'filter[equipped]': z
    .enum(['true', 'false'], { error: 'filter[equipped] is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  'filter[slot]': z
    .string(single('filter[slot]'))
    .max(60, 'filter[slot] is a slot name such as outfits, hair or accessories.')
    .regex(SLOT_PATTERN, 'filter[slot] is a slot name such as outfits, hair or accessories.')
    .optional(),
  // Which of these listings the persona owns: one cheap read for a page of cards or a cart.
  'filter[id]': z
    .string(single('filter[id]'))
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter((id) => id !== ''),
    )
    .refine(
      (ids) => ids.length > 0 && ids.length <= ITEM_LIMITS.maxFilterIds && ids.every((id) => UUID_PATTERN.test(id)),
      `filter[id] is a comma-separated list of 1 to ${ITEM_LIMITS.maxFilterIds} listing ids.`,
    )
    .optional(),
});

/** PUT body: `{ data: { type: "item", id?: itemId, attributes: { equipped: boolean } } }`. */
function parseItemPut(body: unknown, itemId: string): { equipped: boolean } {
  const example = 'Send { "data": { "type": "item", "attributes": { "equipped": true } } }.';
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: example,
      source: { pointer: isRecord(body) ? '/data' : '' },
    });
  }
  const data = body.data;
  if (data.type !== ITEM_TYPE)
    throw new ApiError({
      code: 'type-mismatch',
      detail: 'data.type must be "item".',
      source: { pointer: '/data/type' },
    });
  if (data.id !== undefined && (typeof data.id !== 'string' || data.id.toLowerCase() !== itemId)) {
    throw new ApiError({
      code: 'id-mismatch',
      detail: 'data.id must be the item id of the address.',
      source: { pointer: '/data/id' },
    });
  }
  const parsed = z
    .strictObject({ equipped: z.boolean({ error: 'equipped must be true or false.' }) })
    .safeParse(attributesObject(data.attributes));
  if (parsed.success) return parsed.data;
  throw new ApiError(
    parsed.error.issues.map((issue) => ({
      code: 'invalid-attribute' as const,
      detail:
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.join(', ')} cannot be changed here: only equipped.`
          : issue.message,
      source: { pointer: `/data/attributes/${issue.path.map(String).join('/')}` },
    })),
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

function itemModel(row: ItemRow, personaHandle: string, mediaBaseUrl: string): JsonApiModel {
  const imageUrl = row.image_seed !== null ? productImageSizes(mediaBaseUrl, row.image_seed).card.url : row.image_url;
  return {
    type: ITEM_TYPE,
    id: row.product_id,
    personaHandle,
    name: row.name,
    description: row.description,
    kind: row.category_slug,
    kindName: row.category_name,
    slot: row.slot,
    equippable: row.slot !== null,
    equipped: row.equipped_at !== null,
    equippedAt: row.equipped_at === null ? null : iso(row.equipped_at),
    acquiredAt: iso(row.acquired_at),
    orderId: row.order_id,
    imageUrl,
    listingId: row.product_id,
    listingAvailable: row.status === 'listed' && !row.deleted,
    creatorHandle: row.creator_handle,
    creatorName: row.creator_name,
  };
}

export async function itemsRoutes(app: FastifyInstance, opts: ItemsRoutesOptions): Promise<void> {
  const { db, mediaBaseUrl, clock } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // Anonymous reads (what someone wears, the showcase) are public for a few seconds; the owner's own
  // inventory and the codex are private; writes no-store.
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: JsonApiDocument<ResourceObject | ResourceObject[]>) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  /** The persona of the address and whether the caller is that persona. */
  async function personaOf(request: Parameters<typeof callers.optional>[0], raw: string) {
    const handle = normaliseHandle(raw);
    const persona = handle === undefined ? undefined : await findPersonaByHandle(db, handle);
    if (!persona) throw notFound(`No persona has the handle "${raw}".`);
    const caller = await callers.optional(request);
    return { persona, isOwner: caller.kind === 'persona' && caller.persona.id === persona.id };
  }
  const missingItem = (handle: string, id: string) => notFound(`@${handle} has no item "${id}".`);

  app.get<{ Params: { handle: string } }>('/items/:handle', async (request, reply) => {
    const query = parseQuery(itemListQuerySchema, request.query);
    const { persona, isOwner } = await personaOf(request, request.params.handle);
    // What a persona owns is theirs to see; what they wear is visible to everyone.
    const filter = query['filter[equipped]'];
    const hidden = !isOwner && filter === false;
    const { rows, total } = await listItems(db, {
      personaId: persona.id,
      equipped: isOwner ? filter : true,
      slot: query['filter[slot]'],
      ids: query['filter[id]'],
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const models = hidden ? [] : rows.map((row) => itemModel(row, persona.handle, mediaBaseUrl));
    return send(
      reply,
      200,
      serializeCollection(models, {
        meta: { total: hidden ? 0 : total, page: query.page, perPage: query.perPage, owner: isOwner },
        links: pageLinks(
          `${prefix}/items/${persona.handle}`,
          {
            'filter[equipped]': query['filter[equipped]'] === undefined ? undefined : String(query['filter[equipped]']),
            'filter[slot]': query['filter[slot]'],
            'filter[id]': query['filter[id]']?.join(','),
          },
          { ...query, total: hidden ? 0 : total },
        ),
      }),
    );
  });

  app.get<{ Params: { handle: string; itemId: string } }>('/items/:handle/:itemId', async (request, reply) => {
    const { persona, isOwner } = await personaOf(request, request.params.handle);
    const { itemId } = request.params;
    if (!isUuid(itemId)) throw missingItem(persona.handle, itemId);
    const row = await findItem(db, persona.id, itemId.toLowerCase());
    // Someone else's unworn item reads as missing: the inventory is private.
    if (!row || (!isOwner && row.equipped_at === null)) throw missingItem(persona.handle, itemId);
    return send(
      reply,
      200,
      serializeResource(itemModel(row, persona.handle, mediaBaseUrl), {
        links: { self: `${prefix}/items/${persona.handle}/${row.product_id}` },
      }),
    );
  });

  app.put<{ Params: { handle: string; itemId: string } }>('/items/:handle/:itemId', async (request, reply) => {
    const caller = await callers.required(request, 'wearing items');
    const handle = normaliseHandle(request.params.handle);
    const persona = handle === undefined ? undefined : await findPersonaByHandle(db, handle);
    if (!persona) throw notFound(`No persona has the handle "${request.params.handle}".`);
    if (persona.id !== caller.id)
      throw new ApiError({
        code: 'not-owner',
        detail: 'Only the persona who owns these items can wear or take them off.',
      });
    const { itemId } = request.params;
    if (!isUuid(itemId)) throw missingItem(persona.handle, itemId);
    const id = itemId.toLowerCase();
    const { equipped } = parseItemPut(request.body, id);
    const row = await findItem(db, persona.id, id);
    if (!row) throw missingItem(persona.handle, itemId);
    let unequipped: string[] = [];
    if (equipped) {
      if (row.slot === null) {
        throw new ApiError({
          code: 'not-equippable',
          detail: `${row.name} is not something an avatar wears: only outfits, hair and accessories can be equipped.`,
          source: { pointer: '/data/attributes/equipped' },
        });
      }
      const previous = await equipItem(db, persona.id, id, row.slot, clock());
      if (previous) unequipped = [previous];
    } else {
      await unequipItem(db, persona.id, id);
    }
    const after = await findItem(db, persona.id, id);
    if (!after) throw missingItem(persona.handle, itemId);
    return send(
      reply,
      200,
      serializeResource(itemModel(after, persona.handle, mediaBaseUrl), {
        meta: { unequipped },
        links: { self: `${prefix}/items/${persona.handle}/${id}` },
      }),
    );
  });

  app.get<{ Params: { product: string } }>('/:product-studios', async (request, reply) => {
    const slug = request.params.product.toLowerCase();
    const studio = STUDIO_PATTERN.test(slug) ? await findStudio(db, slug) : undefined;
    if (!studio) throw notFound(`No studio answers at "${request.params.product}-studios".`);
    const rows = await listShowcase(db, studio.slug);
    const models = rows.map((row) => ({
      ...experienceModel(row, mediaBaseUrl),
      showcasePosition: Number(row.showcase_position),
      showcaseNote: row.showcase_note,
    }));
    return send(
      reply,
      200,
      serializeCollection(models, {
        include: ['persona'],
        meta: {
          total: models.length,
          studio: { slug: studio.slug, name: studio.name, tagline: studio.tagline, description: studio.description },
        },
      }),
    );
  });

  app.get<{ Params: { id: string } }>('/user/codex/:id', async (request, reply) => {
    const caller = await callers.required(request, 'reading a codex');
    const query = parseQuery(pagingSchema, request.query);
    const { id } = request.params;
    // The codex is its persona's own record: any other persona's id is refused, an unknown one is missing.
    if (!isUuid(id) || id.toLowerCase() !== caller.id) {
      const [exists] = isUuid(id) ? await db.query('select 1 from personas where id = $1', [id.toLowerCase()]) : [];
      if (!exists) throw notFound(`No persona has the id "${id}".`);
      throw new ApiError({ code: 'not-owner', detail: "A codex is its persona's own: you can read only yours." });
    }
    const { rows, total, worlds } = await listCodex(db, {
      personaId: caller.id,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const models = rows.map((row) => ({
      ...experienceModel(row, mediaBaseUrl),
      discoveredAt: iso(row.discovered_at),
      lastVisitedAt: iso(row.last_visited_at),
      codexVisits: Number(row.codex_visits),
    }));
    return send(
      reply,
      200,
      serializeCollection(models, {
        include: ['persona'],
        meta: { total, page: query.page, perPage: query.perPage, worlds, personaHandle: caller.handle },
        links: pageLinks(`${prefix}/user/codex/${caller.id}`, {}, { ...query, total }),
      }),
    );
  });
}
