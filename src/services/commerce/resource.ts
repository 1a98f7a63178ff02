// Catalogue rows -> JSON:API models (jsona's shape). Dates become ISO strings, ratings numbers, and
// every picture is a set of sizes keyed by name (docs/product.md §5 `defaultImage.sizes` by size name).
import { avatarImageUrl } from '../personas/resource.ts';
import type { JsonApiDocument, JsonApiModel, ResourceObject } from '../kit/jsonapi.ts';
import { PRODUCT_IMAGE_SIZES, productImageSizes, type SizedUrl } from '../media/index.ts';
import { slugify } from '../kit/slugify.ts';
import type { ProductImageJson, ProductRow } from './products-repository.ts';

export const iso = (value: Date | string) => new Date(value).toISOString();

/** numeric comes back as text from both drivers; null when nobody rated. */
export const ratingOf = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function creatorModel(
  persona: { id: string; handle: string; name: string; avatar_url: string | null },
  mediaBaseUrl: string,
): JsonApiModel {
  return {
    type: 'creator',
    id: persona.id,
    personaHandle: persona.handle,
    personaName: persona.name,
    avatarImageUrl: avatarImageUrl(persona, mediaBaseUrl),
  };
}

export interface StoreModelInput {
  id: string;
  handle: string;
  name: string;
  description: string;
  created_at: Date | string;
  updated_at: Date | string;
  persona_id: string;
  persona_handle: string;
  persona_name: string;
  persona_avatar_url: string | null;
  product_count?: number | undefined;
}

export function storeModel(row: StoreModelInput, mediaBaseUrl: string): JsonApiModel {
  const model: JsonApiModel = {
    type: 'store',
    id: row.id,
    handle: row.handle,
    name: row.name,
    description: row.description,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    creator: creatorModel(
      { id: row.persona_id, handle: row.persona_handle, name: row.persona_name, avatar_url: row.persona_avatar_url },
      mediaBaseUrl,
    ),
    relationshipNames: ['creator'],
  };
  if (row.product_count !== undefined) model.productCount = Number(row.product_count);
  return model;
}

/** A listing picture: generated from its seed, or an uploaded URL shown at every size. */
export function imageModel(image: ProductImageJson, mediaBaseUrl: string): JsonApiModel {
  const sizes: Record<string, SizedUrl> =
    image.imageSeed !== null
      ? productImageSizes(mediaBaseUrl, image.imageSeed)
      : Object.fromEntries(
          Object.entries(PRODUCT_IMAGE_SIZES).map(([name, size]) => [name, { ...size, url: image.url ?? '' }]),
        );
  return {
    type: 'image',
    id: image.id,
    position: Number(image.position),
    url: image.url ?? sizes.large?.url ?? null,
    sizes,
  };
}

export function productModel(row: ProductRow, mediaBaseUrl: string): JsonApiModel {
  const images = (row.images ?? []).map((image) => imageModel(image, mediaBaseUrl));
  const count = Number(row.review_count);
  return {
    type: 'product',
    id: row.id,
    name: row.name,
    slug: slugify(row.name) || 'listing',
    description: row.description,
    price: Number(row.price),
    status: row.status,
    tags: [...row.tags],
    reviewSummary: { averageRating: count > 0 ? ratingOf(row.average_rating) : null, count },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    category:
      row.category_id === null
        ? null
        : {
            type: 'category',
            id: row.category_id,
            slug: row.category_slug,
            name: row.category_name,
            parentId: row.category_parent_id,
            position: Number(row.category_position ?? 0),
          },
    defaultImage: images[0] ?? null,
    images,
    store: storeModel(
      {
        id: row.store_id,
        handle: row.store_handle,
        name: row.store_name,
        description: row.store_description,
        created_at: row.store_created_at,
        updated_at: row.store_updated_at,
        persona_id: row.persona_id,
        persona_handle: row.persona_handle,
        persona_name: row.persona_name,
        persona_avatar_url: row.persona_avatar_url,
      },
      mediaBaseUrl,
    ),
    creator: creatorModel(
      { id: row.persona_id, handle: row.persona_handle, name: row.persona_name, avatar_url: row.persona_avatar_url },
      mediaBaseUrl,
    ),
    relationshipNames: ['category', 'defaultImage', 'images', 'store', 'creator'],
  };
}

/** Self links of the resources a client may fetch on their own (jsona would make `links` an attribute). */
export function addSelfLinks(document: JsonApiDocument<ResourceObject | ResourceObject[]>, prefix: string): void {
  const paths: Record<string, string> = {
    product: 'products',
    store: 'stores',
    category: 'categories',
    collection: 'collections',
    review: 'review',
  };
  const resources = [...(Array.isArray(document.data) ? document.data : [document.data]), ...(document.included ?? [])];
  for (const resource of resources) {
    const path = paths[resource.type];
    if (path !== undefined)
      (resource as ResourceObject & { links?: Record<string, string> }).links = {
        self: `${prefix}/${path}/${resource.id}`,
      };
  }
}

/** Keeps only the named attributes; identity and relationships always stay. */
export function withFields(model: JsonApiModel, fields: ReadonlySet<string> | null): JsonApiModel {
  if (!fields) return model;
  const kept: JsonApiModel = { type: model.type, id: model.id, relationshipNames: model.relationshipNames };
  for (const name of [...(model.relationshipNames ?? []), ...fields]) kept[name] = model[name];
  return kept;
}
