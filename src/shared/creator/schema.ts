// Contracts of the creator tools: what the creator.* procedures accept and return. Tags use
// the one tag schema (src/shared/tags/schema.ts). Browser code imports only TYPES from here.
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';
import { tagsSchema } from '../tags/schema.ts';
import { pictureUrlSchema } from '../media/schema.ts';
import { EXPERIENCE_LIMITS, PRODUCT_LIMITS, STORE_LIMITS } from './limits.ts';
import { PROMOTION_LIMITS } from '../listings/limits.ts';

const idSchema = z.uuid({ error: 'That is not an id.' });
export const creatorIdInputSchema = z.object({ id: idSchema });

/** A picture's address: one Lumen serves (what the signed upload gives) or https on an allowed host. */
export const imageUrlSchema = pictureUrlSchema;

const name = (max: number) =>
  z.string().trim().min(1, 'Give it a name.').max(max, `A name has at most ${max} characters.`);
const text = (max: number, what: string) => z.string().max(max, `${what} has at most ${max} characters.`);

// ---- experiences ----

export const experienceFormSchema = z.object({
  name: name(EXPERIENCE_LIMITS.nameMax),
  handle: handleSchema,
  summary: text(EXPERIENCE_LIMITS.summaryMax, 'The summary').default(''),
  description: text(EXPERIENCE_LIMITS.descriptionMax, 'The description').default(''),
  tags: tagsSchema().default([]),
  coverUrl: imageUrlSchema.nullable().default(null),
  galleryUrls: z
    .array(imageUrlSchema)
    .max(EXPERIENCE_LIMITS.galleryMax, `At most ${EXPERIENCE_LIMITS.galleryMax} gallery pictures.`)
    .default([]),
});
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;

export const createExperienceInputSchema = experienceFormSchema;
export const updateExperienceInputSchema = z.object({
  id: idSchema,
  name: experienceFormSchema.shape.name.optional(),
  handle: handleSchema.optional(),
  summary: text(EXPERIENCE_LIMITS.summaryMax, 'The summary').optional(),
  description: text(EXPERIENCE_LIMITS.descriptionMax, 'The description').optional(),
  tags: tagsSchema().optional(),
  coverUrl: imageUrlSchema.nullable().optional(),
  galleryUrls: z
    .array(imageUrlSchema)
    .max(EXPERIENCE_LIMITS.galleryMax, `At most ${EXPERIENCE_LIMITS.galleryMax} gallery pictures.`)
    .optional(),
});
export type UpdateExperienceInput = z.input<typeof updateExperienceInputSchema>;

// ---- stores ----

export const storeFormSchema = z.object({
  name: name(STORE_LIMITS.nameMax),
  handle: handleSchema,
  description: text(STORE_LIMITS.descriptionMax, 'The description').default(''),
});
export const updateStoreInputSchema = z.object({
  id: idSchema,
  name: storeFormSchema.shape.name.optional(),
  handle: handleSchema.optional(),
  description: text(STORE_LIMITS.descriptionMax, 'The description').optional(),
});

// ---- products ----

/** A number, never coerced: "", null, true and "0x10" are refused rather than read as 0, 1 or 16. */
export const priceSchema = z
  .number({ error: 'The price is a whole number of Lumen Dollars.' })
  .int('The price is a whole number of Lumen Dollars.')
  .min(0, 'The price cannot be negative.')
  .max(PRODUCT_LIMITS.maxPrice, `The price is at most ${PRODUCT_LIMITS.maxPrice.toLocaleString('en-US')}.`);

const categorySchema = z
  .string()
  .trim()
  .max(80, 'That is not a category.')
  .regex(/^[A-Za-z0-9-]+$/, 'That is not a category.');

export const productFormSchema = z.object({
  name: name(PRODUCT_LIMITS.nameMax),
  description: text(PRODUCT_LIMITS.descriptionMax, 'The description').default(''),
  price: priceSchema,
  category: categorySchema.nullable().default(null),
  tags: tagsSchema().default([]),
  /** Which of the creator's stores (id); optional when they have only one. */
  storeId: idSchema.optional(),
  status: z.enum(['listed', 'delisted']).default('listed'),
  /** Uploaded pictures to attach, in order. */
  imageUrls: z
    .array(imageUrlSchema)
    .max(PRODUCT_LIMITS.maxImages, `At most ${PRODUCT_LIMITS.maxImages} pictures.`)
    .default([]),
});
export type ProductFormInput = z.input<typeof productFormSchema>;

export const updateProductInputSchema = z.object({
  id: idSchema,
  name: productFormSchema.shape.name.optional(),
  description: text(PRODUCT_LIMITS.descriptionMax, 'The description').optional(),
  price: priceSchema.optional(),
  category: categorySchema.nullable().optional(),
  tags: tagsSchema().optional(),
  status: z.enum(['listed', 'delisted']).optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

export const productImageInputSchema = z.object({ productId: idSchema, url: imageUrlSchema });
/** A listing's promotion (docs/product.md §15): a percentage off, an optional label, until a moment. */
export const promotionInputSchema = z
  .object({
    id: idSchema,
    percentOff: z
      .number({ error: 'Give a percentage.' })
      .int('The percentage is a whole number.')
      .min(PROMOTION_LIMITS.minPercentOff, `At least ${PROMOTION_LIMITS.minPercentOff}% off.`)
      .max(PROMOTION_LIMITS.maxPercentOff, `At most ${PROMOTION_LIMITS.maxPercentOff}% off.`),
    label: z
      .string()
      .trim()
      .max(PROMOTION_LIMITS.maxLabel, `A label has at most ${PROMOTION_LIMITS.maxLabel} characters.`)
      .optional(),
    endsAt: z.iso.datetime({ offset: true, error: 'Choose when the promotion ends.' }),
  })
  .strict();
export type PromotionInput = z.input<typeof promotionInputSchema>;

export const productsPageInputSchema = z.object({ page: z.number().int().min(1).max(1000).default(1) });

// ---- DTOs (plain TypeScript: the server builds them, the browser reads them) ----

export interface CreatorExperience {
  id: string;
  name: string;
  handle: string;
  personaHandle: string;
  summary: string;
  description: string;
  tags: string[];
  /** The card picture (the uploaded cover, or the generated one). */
  imageUrl: string | null;
  coverUrl: string | null;
  galleryUrls: string[];
  headCount: number;
  curation: number;
  updatedAt: string;
}

export interface CreatorStore {
  id: string;
  handle: string;
  name: string;
  description: string;
  productCount: number;
}

export interface CreatorProductImage {
  id: string;
  url: string;
}

export interface CreatorProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  status: 'listed' | 'delisted';
  tags: string[];
  category: { id: string; slug: string; name: string } | null;
  store: { id: string; handle: string; name: string } | null;
  imageUrl: string | null;
  images: CreatorProductImage[];
  updatedAt: string | null;
}

export interface CreatorProductPage {
  items: CreatorProduct[];
  total: number;
  page: number;
  pageCount: number;
}
