// The creator tools over the upstream client (docs/upstream-api-creator.md): experiences (POST/PATCH/DELETE /experience),
// stores (GET /user/stores, POST/PATCH/DELETE /stores), listings (GET /user/products, POST/PATCH/DELETE
// /products) and listing pictures (POST/DELETE /images). The upstream authorises every write by the
// bearer token's subject; reads of one item check ownership here too, so an edit form never opens on
// someone else's thing.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { toListingDetail, toPromotion } from '../listings/mapping.ts';
import { upstreamPromotionSchema } from '../listings/upstream-schema.ts';
import type { ListingPromotion } from '../../shared/listings/schema.ts';
import type {
  CreatorExperience,
  CreatorProduct,
  CreatorProductPage,
  CreatorStore,
} from '../../shared/creator/schema.ts';
import { creatorWriteError } from './errors.ts';
import {
  upstreamCreatorExperienceSchema,
  upstreamListMetaSchema,
  upstreamProductSchema,
  upstreamStoreSchema,
  upstreamImageSchema,
  type UpstreamCreatorExperience,
} from './upstream-schema.ts';
import type { UpstreamProduct, UpstreamStore } from '../listings/upstream-schema.ts';

const EXPERIENCES = { version: 'v2' } as const;
const COMMERCE = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;
/** The dashboard lists every experience and listing of a creator on one page, up to this many. */
const DASHBOARD_PAGE_SIZE = 48;

const experienceMessages = {
  conflict: 'You already have an experience with this handle. Choose another.',
  forbidden: 'Only its creator can change this experience.',
  notFound: 'That experience no longer exists.',
};
const storeMessages = {
  conflict: 'That store handle is taken. Choose another.',
  forbidden: 'Only its owner can change this store.',
  notFound: 'That store no longer exists.',
};
const productMessages = {
  forbidden: "Only the store's owner can change this listing.",
  notFound: 'That listing no longer exists.',
};

// ---- experiences --------------------------------------------------------------------------------

function toCreatorExperience(experience: UpstreamCreatorExperience): CreatorExperience {
  const sizes = experience.image?.sizes ?? [];
  return {
    id: experience.id,
    name: experience.name,
    handle: experience.handle,
    personaHandle: experience.personaHandle,
    summary: experience.summary ?? '',
    description: experience.description ?? '',
    tags: experience.tags ?? [],
    imageUrl: sizes[1]?.url ?? sizes[0]?.url ?? null,
    coverUrl: experience.coverUrl ?? null,
    galleryUrls: (experience.galleryUrls ?? []).filter((url): url is string => url !== null),
    headCount: experience.headCount,
    curation: experience.curation,
    updatedAt: experience.updatedAt,
  };
}

export async function myExperiences(upstream: UpstreamClient, personaHandle: string): Promise<CreatorExperience[]> {
  const document = await upstream.getCollection(`/experiences/${segment(personaHandle)}`, {
    ...EXPERIENCES,
    query: { sort: 'newest', perPage: DASHBOARD_PAGE_SIZE },
    schema: upstreamCreatorExperienceSchema,
  });
  return document.data.map(toCreatorExperience);
}

/** One of the caller's experiences (for the edit form); someone else's is NOT_FOUND, like a missing one. */
export async function myExperience(
  upstream: UpstreamClient,
  personaHandle: string,
  id: string,
): Promise<CreatorExperience> {
  const document = await upstream
    .getResource(`/experience/${segment(id)}`, { ...EXPERIENCES, schema: upstreamCreatorExperienceSchema })
    .catch((error: unknown) => {
      throw creatorWriteError(error, experienceMessages);
    });
  if (document.data.personaHandle !== personaHandle)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'You have no experience with that id.' });
  return toCreatorExperience(document.data);
}

type Attributes = Record<string, unknown>;
/** Only the attributes that were given (a PATCH leaves the rest as they are). */
const defined = (attributes: Attributes): Attributes =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));

export async function createExperience(upstream: UpstreamClient, attributes: Attributes): Promise<CreatorExperience> {
  const document = await upstream
    .sendResource('POST', '/experience', {
      ...EXPERIENCES,
      body: { data: { type: 'experience', attributes: defined(attributes) } },
      schema: upstreamCreatorExperienceSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, experienceMessages);
    });
  return toCreatorExperience(document.data);
}

export async function updateExperience(
  upstream: UpstreamClient,
  id: string,
  attributes: Attributes,
): Promise<CreatorExperience> {
  const document = await upstream
    .sendResource('PATCH', `/experience/${segment(id)}`, {
      ...EXPERIENCES,
      body: { data: { type: 'experience', id, attributes: defined(attributes) } },
      schema: upstreamCreatorExperienceSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, experienceMessages);
    });
  return toCreatorExperience(document.data);
}

export async function deleteExperience(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  await upstream.delete(`/experience/${segment(id)}`, EXPERIENCES).catch((error: unknown) => {
    throw creatorWriteError(error, experienceMessages);
  });
  return { id };
}

// ---- stores ---------------------------------------------------------------------------------------

function toCreatorStore(store: UpstreamStore): CreatorStore {
  return {
    id: store.id,
    handle: store.handle ?? '',
    name: store.name ?? store.handle ?? '',
    description: store.description ?? '',
    productCount: store.productCount ?? 0,
  };
}

export async function myStores(upstream: UpstreamClient): Promise<CreatorStore[]> {
  const document = await upstream.getCollection('/user/stores', { ...COMMERCE, schema: upstreamStoreSchema });
  return document.data.map(toCreatorStore);
}

export async function createStore(upstream: UpstreamClient, attributes: Attributes): Promise<CreatorStore> {
  const document = await upstream
    .sendResource('POST', '/stores', {
      ...COMMERCE,
      body: { data: { type: 'store', attributes: defined(attributes) } },
      schema: upstreamStoreSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, storeMessages);
    });
  return toCreatorStore(document.data);
}

export async function updateStore(upstream: UpstreamClient, id: string, attributes: Attributes): Promise<CreatorStore> {
  const document = await upstream
    .sendResource('PATCH', `/stores/${segment(id)}`, {
      ...COMMERCE,
      body: { data: { type: 'store', id, attributes: defined(attributes) } },
      schema: upstreamStoreSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, storeMessages);
    });
  return toCreatorStore(document.data);
}

export async function deleteStore(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  await upstream.delete(`/stores/${segment(id)}`, COMMERCE).catch((error: unknown) => {
    // A store with listings is refused (409 store-not-empty) with words that say what to do.
    throw creatorWriteError(error, storeMessages);
  });
  return { id };
}

// ---- listings -------------------------------------------------------------------------------------

function toCreatorProduct(product: UpstreamProduct): CreatorProduct {
  const detail = toListingDetail(product, null);
  return {
    id: detail.id,
    name: detail.name,
    slug: detail.slug,
    description: detail.description,
    price: detail.price,
    status: detail.status,
    tags: detail.tags,
    category: detail.category,
    store: product.store
      ? { id: product.store.id, handle: product.store.handle ?? '', name: product.store.name ?? '' }
      : null,
    imageUrl: detail.imageUrl,
    images: detail.images.map((image) => ({ id: image.id, url: image.thumbUrl })),
    updatedAt: null,
  };
}

export async function myProducts(upstream: UpstreamClient, page: number): Promise<CreatorProductPage> {
  const document = await upstream.getCollection('/user/products', {
    ...COMMERCE,
    query: { page, perPage: DASHBOARD_PAGE_SIZE, include: 'category,defaultImage,store,images,creator' },
    schema: upstreamProductSchema,
  });
  const meta = upstreamListMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toCreatorProduct),
    total: meta.total,
    page,
    pageCount: pageCountOf(meta.total, DASHBOARD_PAGE_SIZE),
  };
}

export async function myProduct(upstream: UpstreamClient, personaHandle: string, id: string): Promise<CreatorProduct> {
  const document = await upstream
    .getResource(`/products/${segment(id)}`, { ...COMMERCE, schema: upstreamProductSchema })
    .catch((error: unknown) => {
      throw creatorWriteError(error, productMessages);
    });
  if (document.data.creator?.personaHandle !== personaHandle)
    throw new TRPCError({ code: 'NOT_FOUND', message: 'You have no listing with that id.' });
  return toCreatorProduct(document.data);
}

export async function createProduct(
  upstream: UpstreamClient,
  attributes: Attributes,
  imageUrls: readonly string[],
): Promise<CreatorProduct> {
  const document = await upstream
    .sendResource('POST', '/products', {
      ...COMMERCE,
      body: { data: { type: 'product', attributes: defined(attributes) } },
      schema: upstreamProductSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, productMessages);
    });
  if (imageUrls.length === 0) return toCreatorProduct(document.data);
  // The service gives a new listing a generated picture; uploaded ones replace it.
  const generated = (document.data.images ?? []).map((image) => image.id);
  for (const url of imageUrls) await addProductImage(upstream, document.data.id, url);
  for (const imageId of generated) await removeProductImage(upstream, imageId);
  return refreshed(upstream, document.data.id);
}

async function refreshed(upstream: UpstreamClient, id: string): Promise<CreatorProduct> {
  const document = await upstream.getResource(`/products/${segment(id)}`, {
    ...COMMERCE,
    schema: upstreamProductSchema,
  });
  return toCreatorProduct(document.data);
}

export async function updateProduct(
  upstream: UpstreamClient,
  id: string,
  attributes: Attributes,
): Promise<CreatorProduct> {
  const document = await upstream
    .sendResource('PATCH', `/products/${segment(id)}`, {
      ...COMMERCE,
      body: { data: { type: 'product', id, attributes: defined(attributes) } },
      schema: upstreamProductSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, productMessages);
    });
  return toCreatorProduct(document.data);
}

/** Soft delete upstream: past orders keep the listing; carts get the delisted notice. */
export async function deleteProduct(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  await upstream.delete(`/products/${segment(id)}`, COMMERCE).catch((error: unknown) => {
    throw creatorWriteError(error, productMessages);
  });
  return { id };
}

export async function addProductImage(
  upstream: UpstreamClient,
  productId: string,
  url: string,
): Promise<{ id: string }> {
  const document = await upstream
    .sendResource('POST', '/images', {
      ...COMMERCE,
      body: { data: { type: 'image', attributes: { productId, url } } },
      schema: upstreamImageSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, productMessages);
    });
  return { id: document.data.id };
}

export async function removeProductImage(upstream: UpstreamClient, imageId: string): Promise<{ id: string }> {
  await upstream.delete(`/images/${segment(imageId)}`, COMMERCE).catch((error: unknown) => {
    throw creatorWriteError(error, {
      forbidden: "Only the store's owner can change this listing's pictures.",
      notFound: 'That picture no longer exists.',
    });
  });
  return { id: imageId };
}

// ---- promotions (docs/upstream-api-wishlist.md "Promotions") --------------------------------------

/** The listing's promotion running now, or null. */
export async function productPromotion(upstream: UpstreamClient, id: string): Promise<ListingPromotion | null> {
  const document = await upstream
    .getCollection(`/promotions/product/${segment(id)}`, { ...COMMERCE, schema: upstreamPromotionSchema })
    .catch((error: unknown) => {
      throw creatorWriteError(error, productMessages);
    });
  const first = document.data[0];
  return first ? toPromotion(first) : null;
}

/** Starts the listing's promotion now, or changes the one running; its wishers are told once upstream. */
export async function setPromotion(
  upstream: UpstreamClient,
  input: { id: string; percentOff: number; label?: string | undefined; endsAt: string },
): Promise<ListingPromotion> {
  const label = input.label === undefined || input.label === '' ? null : input.label;
  const document = await upstream
    .sendResource('PUT', `/products/${segment(input.id)}/promotion`, {
      ...COMMERCE,
      body: { data: { type: 'promotion', attributes: { percentOff: input.percentOff, label, endsAt: input.endsAt } } },
      schema: upstreamPromotionSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, {
        ...productMessages,
        forbidden: "Only the store's owner can promote this listing.",
      });
    });
  return toPromotion(document.data);
}

export async function endPromotion(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  await upstream.delete(`/products/${segment(id)}/promotion`, COMMERCE).catch((error: unknown) => {
    throw creatorWriteError(error, {
      ...productMessages,
      forbidden: "Only the store's owner can promote this listing.",
    });
  });
  return { id };
}
