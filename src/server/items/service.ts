// Items, the studio showcase and the codex over the upstream client (docs/upstream-api-items.md):
//   GET /v1/items/{personaHandle}, GET and PUT /v1/items/{personaHandle}/{itemId}, GET /{product}-studios
//   and GET /user/codex/{personaId}. The signed-in persona's handle and id come from the session, never
//   from the browser: a persona can only ever ask for its own inventory, equip its own items and read
//   its own codex.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { listingPath } from '../../shared/listings/listing-rules.ts';
import type {
  CodexPage,
  EquipResult,
  InventoryItem,
  InventoryPage,
  OwnedListings,
  Showcase,
  WornItems,
} from '../../shared/items/schema.ts';
import { CODEX_PAGE_SIZE, INVENTORY_PAGE_SIZE, MAX_OWNED_IDS } from '../../shared/items/limits.ts';
import { pageCountOf, toExperienceCard } from '../experiences/mapping.ts';
import {
  upstreamCodexEntrySchema,
  upstreamCodexMetaSchema,
  upstreamItemSchema,
  upstreamShowcaseWorldSchema,
  upstreamStudioMetaSchema,
  type UpstreamItem,
} from './upstream-schema.ts';

const ITEMS = { version: 'v1', mediaType: 'jsonapi' } as const;
const EXPERIENCES = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;
/** The most items one persona wears (one per slot); the profile asks for all of them in one page. */
const WORN_PAGE_SIZE = 20;

export function toInventoryItem(item: UpstreamItem): InventoryItem {
  return {
    id: item.id,
    name: item.name,
    kind: item.kind ?? null,
    kindName: item.kindName ?? null,
    slot: item.slot ?? null,
    equipped: item.equipped,
    equippedAt: item.equippedAt ?? null,
    acquiredAt: item.acquiredAt,
    imageUrl: item.imageUrl ?? null,
    listingPath: listingPath({ id: item.listingId ?? item.id, name: item.name }),
    listingAvailable: item.listingAvailable ?? true,
    creatorHandle: item.creatorHandle,
    creatorName: item.creatorName,
  };
}

/** Upstream refusals a person can cause -> words they can act on; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  const code = jsonApiErrorOf(error)?.code;
  if (error.status === 404) {
    return new TRPCError({
      code: 'NOT_FOUND',
      message: 'That item is not in your inventory. Reload the page to see what is there now.',
      cause: error,
    });
  }
  if (error.status === 403 && code === 'not-owner') {
    return new TRPCError({
      code: 'FORBIDDEN',
      message: 'Only the persona who owns an item can wear it or take it off.',
      cause: error,
    });
  }
  if (error.status === 422 && code === 'not-equippable') {
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: 'That item is not something an avatar wears: only outfits, hair and accessories can be equipped.',
      cause: error,
    });
  }
  return error;
}

function pageOf(meta: Record<string, unknown> | undefined, fallback: number): number {
  return typeof meta?.total === 'number' ? meta.total : fallback;
}

/** The signed-in persona's whole inventory, worn items first. */
export async function listInventory(
  upstream: UpstreamClient,
  personaHandle: string,
  input: { page: number },
): Promise<InventoryPage> {
  const document = await upstream.getCollection(`/items/${segment(personaHandle)}`, {
    ...ITEMS,
    query: { page: input.page, perPage: INVENTORY_PAGE_SIZE },
    schema: upstreamItemSchema,
  });
  const total = pageOf(document.meta, document.data.length);
  return {
    items: document.data.map(toInventoryItem),
    total,
    page: input.page,
    perPage: INVENTORY_PAGE_SIZE,
    pageCount: pageCountOf(total, INVENTORY_PAGE_SIZE),
  };
}

/**
 * Which of these listings the persona owns: one read of their items filtered by id (never their orders).
 * Called only with the session's own persona, so the answer is the whole truth, not just what is worn.
 */
export async function ownedListings(
  upstream: UpstreamClient,
  personaHandle: string,
  listingIds: readonly string[],
): Promise<OwnedListings> {
  const ids = [...new Set(listingIds.map((id) => id.toLowerCase()))];
  const document = await upstream.getCollection(`/items/${segment(personaHandle)}`, {
    ...ITEMS,
    query: { 'filter[id]': ids.join(','), perPage: MAX_OWNED_IDS },
    schema: upstreamItemSchema,
  });
  const asked = new Set(ids);
  return {
    items: document.data
      .map((item) => ({
        listingId: (item.listingId ?? item.id).toLowerCase(),
        wearable: (item.slot ?? null) !== null,
        equipped: item.equipped,
      }))
      .filter((item) => asked.has(item.listingId)),
  };
}

/** What a persona wears (anyone may see it). */
export async function listWorn(upstream: UpstreamClient, personaHandle: string): Promise<WornItems> {
  const document = await upstream.getCollection(`/items/${segment(personaHandle)}`, {
    ...ITEMS,
    query: { 'filter[equipped]': 'true', perPage: WORN_PAGE_SIZE },
    schema: upstreamItemSchema,
  });
  return { personaHandle, items: document.data.map(toInventoryItem) };
}

export async function itemDetail(
  upstream: UpstreamClient,
  personaHandle: string,
  itemId: string,
): Promise<InventoryItem> {
  try {
    const document = await upstream.getResource(`/items/${segment(personaHandle)}/${segment(itemId)}`, {
      ...ITEMS,
      schema: upstreamItemSchema,
    });
    return toInventoryItem(document.data);
  } catch (error) {
    throw refusal(error);
  }
}

/** Wear or take off one of the persona's items; answers the item as it is now and what it replaced. */
export async function setEquipped(
  upstream: UpstreamClient,
  personaHandle: string,
  input: { itemId: string; equipped: boolean },
): Promise<EquipResult> {
  try {
    const document = await upstream.sendResource('PUT', `/items/${segment(personaHandle)}/${segment(input.itemId)}`, {
      ...ITEMS,
      body: { data: { type: 'item', id: input.itemId, attributes: { equipped: input.equipped } } },
      schema: upstreamItemSchema,
    });
    const unequipped = Array.isArray(document.meta?.unequipped)
      ? document.meta.unequipped.filter((id): id is string => typeof id === 'string')
      : [];
    return { item: toInventoryItem(document.data), unequipped };
  } catch (error) {
    throw refusal(error);
  }
}

/** GET /{studio}-studios: the studio's showcase of worlds in its curated order. */
export async function studioShowcase(upstream: UpstreamClient, studio: string): Promise<Showcase> {
  const document = await upstream.getCollection(`/${segment(studio)}-studios`, {
    ...EXPERIENCES,
    schema: upstreamShowcaseWorldSchema,
  });
  const meta = upstreamStudioMetaSchema.safeParse(document.meta);
  if (!meta.success)
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: 'The studio answered without saying who it is. Try again in a moment.',
    });
  return {
    studio: meta.data.studio,
    worlds: document.data.map((world) => ({ ...toExperienceCard(world), note: world.showcaseNote })),
  };
}

/** GET /user/codex/{personaId}: the worlds the signed-in persona has discovered, newest first. */
export async function listCodex(
  upstream: UpstreamClient,
  personaId: string,
  input: { page: number },
): Promise<CodexPage> {
  const document = await upstream.getCollection(`/user/codex/${segment(personaId)}`, {
    ...EXPERIENCES,
    query: { page: input.page, perPage: CODEX_PAGE_SIZE },
    schema: upstreamCodexEntrySchema,
  });
  const meta = upstreamCodexMetaSchema.safeParse(document.meta);
  const total = meta.success ? meta.data.total : document.data.length;
  return {
    entries: document.data.map((entry) => ({
      ...toExperienceCard(entry),
      discoveredAt: entry.discoveredAt,
      lastVisitedAt: entry.lastVisitedAt,
      visits: entry.codexVisits,
    })),
    total,
    worlds: meta.success ? meta.data.worlds : total,
    page: input.page,
    perPage: CODEX_PAGE_SIZE,
    pageCount: pageCountOf(total, CODEX_PAGE_SIZE),
  };
}
