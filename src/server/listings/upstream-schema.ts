// What we accept from the commerce catalogue after JSON:API deserialisation (docs/upstream-api.md,
// "Upstream API: commerce catalogue"). Relationships arrive flattened; one that was not included is
// just { type, id }, so every related attribute is optional here and the mapping decides the fallback.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { NO_PICTURE_URL } from '../../shared/media/picture-url.ts';
import { DEFAULT_PORTRAIT_URL } from '../../shared/profiles/bio.ts';
import { wholeCoinsSchema } from '../../shared/cart/whole-coins.ts';
import { upstreamReviewAttachmentMember, upstreamReviewReplySchema } from '../reviews/upstream-schema.ts';

// A picture that breaks the rule (src/shared/media/picture-url.ts) is replaced: old rows never render.
const sizeSchema = z.object({
  url: shownPictureUrlSchema(NO_PICTURE_URL),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const upstreamImageSchema = z.object({
  id: z.string(),
  position: z.number().optional(),
  url: shownPictureUrlSchema(null).nullish(),
  /** Keyed by size name: thumb, card, large. */
  sizes: z.record(z.string(), sizeSchema).optional(),
});
export type UpstreamImage = z.infer<typeof upstreamImageSchema>;

export const upstreamCreatorSchema = z.object({
  id: z.string(),
  personaHandle: z.string().optional(),
  personaName: z.string().optional(),
  avatarImageUrl: shownPictureUrlSchema(DEFAULT_PORTRAIT_URL).nullish(),
});

export const upstreamStoreSchema = z.object({
  id: z.string(),
  handle: z.string().optional(),
  name: z.string().optional(),
  description: z.string().nullish(),
  productCount: z.number().int().nonnegative().optional(),
  creator: upstreamCreatorSchema.nullish(),
});
export type UpstreamStore = z.infer<typeof upstreamStoreSchema>;

const upstreamCategoryRefSchema = z.object({
  id: z.string(),
  slug: z.string().optional(),
  name: z.string().optional(),
});

export const upstreamProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  description: z.string().nullish(),
  // 120, "120" or "120.00" alike (src/shared/cart/whole-coins.ts); a fraction or a negative is refused.
  price: wholeCoinsSchema,
  status: z.enum(['listed', 'delisted']).optional(),
  tags: z.array(z.string()).nullish(),
  reviewSummary: z.object({ averageRating: z.number().nullable(), count: z.number().int().nonnegative() }).nullish(),
  category: upstreamCategoryRefSchema.nullish(),
  defaultImage: upstreamImageSchema.nullish(),
  images: z.array(upstreamImageSchema).nullish(),
  store: upstreamStoreSchema.nullish(),
  creator: upstreamCreatorSchema.nullish(),
});
export type UpstreamProduct = z.infer<typeof upstreamProductSchema>;

/** What a card needs: the attributes (JSON:API sparse fieldset) and the relationships to include. */
export const CARD_FIELDS = ['name', 'slug', 'price', 'reviewSummary'] as const;
export const CARD_INCLUDES = ['defaultImage', 'creator'] as const;
export const DETAIL_INCLUDES = ['category', 'defaultImage', 'store', 'images', 'creator'] as const;

export const upstreamListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive().optional(),
  perPage: z.number().int().positive().optional(),
});

/** GET /reviewsummary/{id}: ratings counted in half stars (ten keys), average null when nobody rated. */
export const upstreamReviewSummarySchema = z.object({
  id: z.string(),
  averageRating: z.number().min(0).max(5).nullable(),
  count: z.number().int().nonnegative(),
  distribution: z.record(z.string(), z.number().int().nonnegative()).default({}),
});

export const upstreamReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  review: z.string().nullable(),
  personaHandle: z.string(),
  personaName: z.string(),
  createdAt: z.string(),
  // The one picture a review may carry (docs/upstream-api.md "Attachments").
  attachment: upstreamReviewAttachmentMember,
  // docs/product.md §16; services without votes or replies leave them out.
  helpfulCount: z.number().int().min(0).optional().default(0),
  reply: upstreamReviewReplySchema,
});

/** Plain objects under `children`, any depth. */
export interface UpstreamCategoryNode {
  id: string;
  slug: string;
  name: string;
  productCount?: number | undefined;
  children?: UpstreamCategoryNode[] | undefined;
}
export const upstreamCategoryNodeSchema: z.ZodType<UpstreamCategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    productCount: z.number().int().nonnegative().optional(),
    children: z.array(upstreamCategoryNodeSchema).optional(),
  }),
);

export const upstreamCollectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  productCount: z.number().int().nonnegative().optional(),
  image: z.object({ sizes: z.record(z.string(), sizeSchema) }).nullish(),
  products: z.array(upstreamProductSchema).optional(),
});
export type UpstreamCollection = z.infer<typeof upstreamCollectionSchema>;

export const upstreamPromotionSchema = z.object({
  id: z.string(),
  percentOff: z.number().nullish(),
  label: z.string().nullish(),
  price: wholeCoinsSchema,
  promotionalPrice: wholeCoinsSchema.nullish(),
  startsAt: z.string().nullish(),
  endsAt: z.string().nullish(),
});
