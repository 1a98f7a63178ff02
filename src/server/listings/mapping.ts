// Upstream commerce resources -> the DTOs of src/shared/listings/schema.ts.
import type {
  CategoryNode,
  CollectionSummary,
  CreatorStoreSummary,
  ListingCard,
  ListingDetail,
  ListingImage,
  ListingPromotion,
  ListingReview,
} from '../../shared/listings/schema.ts';
import { listingSlug } from '../../shared/listings/listing-rules.ts';
import { toReviewAttachment } from '../reviews/mapping.ts';
import type { z } from 'zod';
import type {
  UpstreamCategoryNode,
  UpstreamCollection,
  UpstreamImage,
  UpstreamProduct,
  UpstreamStore,
  upstreamPromotionSchema,
  upstreamReviewSchema,
} from './upstream-schema.ts';

/** docs/product.md §5: defaultImage.sizes by size name; cards use 'card' (480×480). */
export function sizeUrl(image: UpstreamImage | null | undefined, name: string): string | null {
  const sizes = image?.sizes;
  return sizes?.[name]?.url ?? image?.url ?? null;
}

/** docs/product.md §5 Listings result items: the card fields, creator.personaHandle kept. */
export function toListingCard(product: UpstreamProduct): ListingCard {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug || listingSlug(product.name),
    price: product.price,
    imageUrl: sizeUrl(product.defaultImage, 'card'),
    creator: {
      personaHandle: product.creator?.personaHandle ?? product.store?.creator?.personaHandle ?? '',
      personaName: product.creator?.personaName ?? product.store?.creator?.personaName ?? '',
    },
    reviewSummary: {
      averageRating: product.reviewSummary?.averageRating ?? null,
      count: product.reviewSummary?.count ?? 0,
    },
  };
}

function toListingImage(image: UpstreamImage): ListingImage | null {
  const large = sizeUrl(image, 'large');
  if (large === null) return null;
  const largeSize = image.sizes?.large;
  return {
    id: image.id,
    thumbUrl: sizeUrl(image, 'thumb') ?? large,
    cardUrl: sizeUrl(image, 'card') ?? large,
    largeUrl: large,
    width: largeSize?.width ?? 1200,
    height: largeSize?.height ?? 1200,
  };
}

export function toPromotion(promotion: z.infer<typeof upstreamPromotionSchema>): ListingPromotion {
  return {
    label: promotion.label ?? null,
    percentOff: promotion.percentOff ?? null,
    price: promotion.price,
    promotionalPrice: promotion.promotionalPrice ?? null,
    endsAt: promotion.endsAt ?? null,
  };
}

export function toListingDetail(product: UpstreamProduct, promotion: ListingPromotion | null): ListingDetail {
  const card = toListingCard(product);
  const images = [...(product.images ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(toListingImage)
    .filter((image): image is ListingImage => image !== null);
  const category =
    product.category && product.category.name
      ? { id: product.category.id, slug: product.category.slug ?? '', name: product.category.name }
      : null;
  return {
    ...card,
    description: product.description ?? '',
    status: product.status ?? 'listed',
    tags: product.tags ?? [],
    category,
    store: { id: product.store?.id ?? '', handle: product.store?.handle ?? '', name: product.store?.name ?? '' },
    creator: { ...card.creator, avatarImageUrl: product.creator?.avatarImageUrl ?? null },
    images,
    promotion,
  };
}

export function toReview(review: z.infer<typeof upstreamReviewSchema>): ListingReview {
  return {
    id: review.id,
    rating: review.rating,
    review: review.review,
    personaHandle: review.personaHandle,
    personaName: review.personaName,
    createdAt: review.createdAt,
    attachment: toReviewAttachment(review.attachment),
    helpfulCount: review.helpfulCount,
    reply: review.reply,
  };
}

export function toCategoryNode(node: UpstreamCategoryNode): CategoryNode {
  return {
    id: node.id,
    slug: node.slug,
    name: node.name,
    productCount: node.productCount ?? 0,
    children: (node.children ?? []).map(toCategoryNode),
  };
}

export function toCollectionSummary(collection: UpstreamCollection): CollectionSummary {
  return {
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    description: collection.description ?? '',
    productCount: collection.productCount ?? collection.products?.length ?? 0,
    imageUrl: collection.image?.sizes.card?.url ?? null,
  };
}

export function toStoreSummary(store: UpstreamStore): CreatorStoreSummary {
  return {
    id: store.id,
    handle: store.handle ?? '',
    name: store.name ?? '',
    description: store.description ?? '',
    productCount: store.productCount ?? 0,
  };
}
