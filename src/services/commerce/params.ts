// What the commerce catalogue routes accept: query parameters (-> 400 naming the parameter) and write
// documents (-> 422 with a JSON pointer per attribute, one error per problem). Paging, search text and
// the tag rules are the experiences service's own, so both services answer alike.
import { attachmentAltMember, attachmentIdMember } from '../uploads/index.ts';
import { z } from 'zod';
import { handleSchema } from '../../shared/experiences/schema.ts';
import { isUuid } from '../kit/ids.ts';
import { single } from '../kit/query.ts';
import {
  LIMITS,
  listQuerySchema,
  tagParam,
  upstreamPictureUrlSchema,
  upstreamTagsSchema,
} from '../experiences/index.ts';
import { ApiError, type ApiErrorInit } from '../kit/jsonapi.ts';
import { attributesObject, attributesOf, isRecord, parseMembers } from '../kit/document.ts';

export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 10_000,
  maxPrice: 1_000_000,
  maxTags: 5,
  maxImages: 10,
  reviewMax: 2000,
  storeNameMax: 80,
  storeDescriptionMax: 2000,
  maxFilterIds: 100,
} as const;

/** Relationships of a product read; all of them by default (docs/upstream-api.md). */
export const PRODUCT_INCLUDES = ['category', 'defaultImage', 'store', 'images', 'creator'] as const;
export type ProductInclude = (typeof PRODUCT_INCLUDES)[number];

/** A category reference: a uuid or a slug. */
export type CategoryRef = { id: string } | { slug: string };
export function parseCategoryRef(value: string): CategoryRef | undefined {
  if (isUuid(value)) return { id: value.toLowerCase() };
  const slug = value.trim().toLowerCase();
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(slug) && slug.length <= 60 ? { slug } : undefined;
}

/** A store reference: a uuid or a handle (same rules as persona handles). */
export type StoreRef = { id: string } | { handle: string };
export function parseStoreRef(value: string): StoreRef | undefined {
  if (isUuid(value)) return { id: value.toLowerCase() };
  const parsed = handleSchema.safeParse(value);
  return parsed.success ? { handle: parsed.data } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Search (GET /products query, POST /products/_search body)

export interface ProductSearch {
  q?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
  store?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  free?: boolean | undefined;
  sort: ProductSort;
  page: number;
  perPage: number;
}

const priceBound = (name: string) =>
  z
    .number()
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be from 0 to ${PRODUCT_LIMITS.maxPrice}.`)
    .max(PRODUCT_LIMITS.maxPrice, `${name} must be from 0 to ${PRODUCT_LIMITS.maxPrice}.`);
const digits = (name: string) =>
  z
    .string(single(name))
    .regex(/^\d{1,9}$/, `${name} must be a whole number.`)
    .transform(Number);
const optionalText = (name: string, max: number) =>
  z
    .string(single(name))
    .max(max, `${name} must be at most ${max} characters.`)
    .transform((value) => value.trim() || undefined)
    .optional();
const sortSchema = z
  .enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}.` })
  .default('relevance');

/** GET /products?q=&category=&store=&minPrice=&maxPrice=&free=&sort=&page=&perPage= */
export const productSearchQuerySchema = z
  .object({
    q: listQuerySchema.shape.q,
    tag: tagParam,
    category: optionalText('category', 200),
    store: optionalText('store', 200),
    minPrice: digits('minPrice').pipe(priceBound('minPrice')).optional(),
    maxPrice: digits('maxPrice').pipe(priceBound('maxPrice')).optional(),
    free: z
      .enum(['true', 'false'], { error: 'free must be true or false.' })
      .transform((value) => value === 'true')
      .optional(),
    sort: sortSchema,
    page: listQuerySchema.shape.page,
    perPage: listQuerySchema.shape.perPage,
  })
  .refine((value) => value.minPrice === undefined || value.maxPrice === undefined || value.minPrice <= value.maxPrice, {
    message: 'minPrice must not be above maxPrice.',
    path: ['minPrice'],
  });

/** POST /products/_search: the same criteria as JSON (`query` for q), numbers as numbers. */
const searchBodySchema = z
  .strictObject({
    query: z
      .string({ error: 'query must be text.' })
      .max(LIMITS.maxQueryLength, `query must be at most ${LIMITS.maxQueryLength} characters.`)
      .nullish(),
    tag: z.string({ error: 'tag must be text.' }).pipe(tagParam.unwrap()).nullish(),
    category: z.string({ error: 'category must be text.' }).max(200).nullish(),
    store: z.string({ error: 'store must be text.' }).max(200).nullish(),
    minPrice: priceBound('minPrice').nullish(),
    maxPrice: priceBound('maxPrice').nullish(),
    free: z.boolean({ error: 'free must be true or false.' }).nullish(),
    sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}.` }).nullish(),
    page: z
      .number()
      .int()
      .min(1, `page must be a whole number from 1 to ${LIMITS.maxPage}.`)
      .max(LIMITS.maxPage, `page must be a whole number from 1 to ${LIMITS.maxPage}.`)
      .nullish(),
    perPage: z
      .number()
      .int()
      .min(1, `perPage must be a whole number from 1 to ${LIMITS.maxPerPage}.`)
      .max(LIMITS.maxPerPage, `perPage must be a whole number from 1 to ${LIMITS.maxPerPage}.`)
      .nullish(),
  })
  .refine((value) => value.minPrice == null || value.maxPrice == null || value.minPrice <= value.maxPrice, {
    message: 'minPrice must not be above maxPrice.',
    path: ['minPrice'],
  });

const blank = (value: string | null | undefined) => (value == null ? undefined : value.trim() || undefined);

export function parseSearchBody(body: unknown): ProductSearch {
  if (body !== undefined && !isRecord(body)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: 'Send a JSON object of search criteria.',
      source: { pointer: '' },
    });
  }
  const parsed = searchBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw unprocessable(parsed.error, '');
  const value = parsed.data;
  return {
    q: blank(value.query),
    tag: value.tag ?? undefined,
    category: blank(value.category),
    store: blank(value.store),
    minPrice: value.minPrice ?? undefined,
    maxPrice: value.maxPrice ?? undefined,
    free: value.free ?? undefined,
    sort: value.sort ?? 'relevance',
    page: value.page ?? 1,
    perPage: value.perPage ?? LIMITS.defaultPerPage,
  };
}

/** `include=category,store` (empty: none); absent: every relationship. */
export function parseInclude(query: unknown): ProductInclude[] {
  const raw = isRecord(query) ? query.include : undefined;
  if (raw === undefined) return [...PRODUCT_INCLUDES];
  const names =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : undefined;
  const known = (name: string): name is ProductInclude => (PRODUCT_INCLUDES as readonly string[]).includes(name);
  if (names === undefined || !names.every(known)) {
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `include lists relationships from: ${PRODUCT_INCLUDES.join(', ')}.`,
      source: { parameter: 'include' },
    });
  }
  return names.filter(known);
}

/** Attributes a caller may name in `fields[product]` (JSON:API sparse fieldsets: cards need few). */
export const PRODUCT_FIELDS = [
  'name',
  'slug',
  'description',
  'price',
  'status',
  'tags',
  'reviewSummary',
  'createdAt',
  'updatedAt',
] as const;

/** `fields[product]=name,price`: the attributes to keep, or null for all of them. */
export function parseProductFields(query: unknown): ReadonlySet<string> | null {
  const raw = isRecord(query) ? query['fields[product]'] : undefined;
  if (raw === undefined) return null;
  const names =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : undefined;
  if (names === undefined || !names.every((name) => (PRODUCT_FIELDS as readonly string[]).includes(name))) {
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `fields[product] lists attributes from: ${PRODUCT_FIELDS.join(', ')}.`,
      source: { parameter: 'fields[product]' },
    });
  }
  return new Set(names);
}

/** `filter[name]=a,b` as a list of uuids (lowercased); undefined when absent. */
export function parseIdFilter(query: unknown, name: string): string[] | undefined {
  const parameter = `filter[${name}]`;
  const raw = isRecord(query) ? query[parameter] : undefined;
  if (raw === undefined) return undefined;
  const ids =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : undefined;
  if (ids === undefined || ids.length > PRODUCT_LIMITS.maxFilterIds || !ids.every(isUuid)) {
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `${parameter} is a comma-separated list of at most ${PRODUCT_LIMITS.maxFilterIds} ids.`,
      source: { parameter },
    });
  }
  return ids.map((id) => id.toLowerCase());
}

// ---------------------------------------------------------------------------------------------------
// Write documents

const text = (name: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be text.`) });

const tagsSchema = upstreamTagsSchema('A listing', PRODUCT_LIMITS.maxTags);

const priceSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'price is required.' : 'price must be a number.') })
  .int('price is a whole number of Lumen Dollars.')
  .min(0, 'price cannot be negative.')
  .max(PRODUCT_LIMITS.maxPrice, `price is at most ${PRODUCT_LIMITS.maxPrice}.`);

const productFields = {
  name: text('name')
    .trim()
    .min(1, 'name cannot be empty.')
    .max(PRODUCT_LIMITS.nameMax, `name has at most ${PRODUCT_LIMITS.nameMax} characters.`),
  description: text('description').max(
    PRODUCT_LIMITS.descriptionMax,
    `description has at most ${PRODUCT_LIMITS.descriptionMax} characters.`,
  ),
  price: priceSchema,
  category: z.string({ error: 'category must be a category id or slug, or null.' }).max(200).nullable(),
  tags: tagsSchema,
  status: z.enum(['listed', 'delisted'], { error: 'status must be listed or delisted.' }),
};

const createProductSchema = z.strictObject({
  name: productFields.name,
  price: productFields.price,
  description: productFields.description.optional(),
  category: productFields.category.optional(),
  tags: productFields.tags.optional(),
  status: productFields.status.optional(),
  store: z.string({ error: 'store must be a store id or handle.' }).max(200).optional(),
});

const patchProductSchema = z.strictObject({
  name: productFields.name.optional(),
  price: productFields.price.optional(),
  description: productFields.description.optional(),
  category: productFields.category.optional(),
  tags: productFields.tags.optional(),
  status: productFields.status.optional(),
});

export type ProductCreate = z.output<typeof createProductSchema>;
export type ProductPatch = z.output<typeof patchProductSchema>;

const storeFields = {
  handle: text('handle').pipe(handleSchema),
  name: text('name')
    .trim()
    .min(1, 'name cannot be empty.')
    .max(PRODUCT_LIMITS.storeNameMax, `name has at most ${PRODUCT_LIMITS.storeNameMax} characters.`),
  description: text('description').max(
    PRODUCT_LIMITS.storeDescriptionMax,
    `description has at most ${PRODUCT_LIMITS.storeDescriptionMax} characters.`,
  ),
};
const createStoreSchema = z.strictObject({
  handle: storeFields.handle,
  name: storeFields.name,
  description: storeFields.description.optional(),
});
const patchStoreSchema = z.strictObject({
  handle: storeFields.handle.optional(),
  name: storeFields.name.optional(),
  description: storeFields.description.optional(),
});
export type StoreCreate = z.output<typeof createStoreSchema>;
export type StorePatch = z.output<typeof patchStoreSchema>;

const urlSchema = upstreamPictureUrlSchema('url');
const imageSeedSchema = z
  .string({ error: 'imageSeed must be text.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'imageSeed is 1 to 64 of A-Z a-z 0-9 _ -.');
const positionSchema = z
  .number({ error: 'position must be a number.' })
  .int('position must be a whole number.')
  .min(0, 'position must be from 0 to 99.')
  .max(99, 'position must be from 0 to 99.');

const createImageSchema = z
  .strictObject({
    productId: z
      .string({ error: (issue) => (issue.input === undefined ? 'productId is required.' : 'productId must be text.') })
      .refine(isUuid, 'productId must be a product id.'),
    url: urlSchema.optional(),
    imageSeed: imageSeedSchema.optional(),
    position: positionSchema.optional(),
  })
  .refine((value) => value.url === undefined || value.imageSeed === undefined, {
    message: 'Give url or imageSeed, not both.',
    path: ['url'],
  });
const patchImageSchema = z
  .strictObject({
    url: urlSchema.optional(),
    imageSeed: imageSeedSchema.optional(),
    position: positionSchema.optional(),
  })
  .refine((value) => value.url === undefined || value.imageSeed === undefined, {
    message: 'Give url or imageSeed, not both.',
    path: ['url'],
  });
export type ImageCreate = z.output<typeof createImageSchema>;
export type ImagePatch = z.output<typeof patchImageSchema>;

const ratingSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'rating is required.' : 'rating must be a number.') })
  .min(0.5, 'rating is from 0.5 to 5.')
  .max(5, 'rating is from 0.5 to 5.')
  .refine((value) => Number.isInteger(value * 2), 'rating goes in half steps (0.5, 1, 1.5 … 5).');
/** Review text: trimmed; empty or null means "no text" (docs/product.md §5: the review text may be null). */
const reviewTextSchema = z
  .string({ error: 'review must be text or null.' })
  .max(PRODUCT_LIMITS.reviewMax, `review has at most ${PRODUCT_LIMITS.reviewMax} characters.`)
  .nullable()
  .transform((value) => (value === null ? null : value.trim() || null));

export const REVIEW_ITEM_TYPES = ['product', 'experience'] as const;
export type ReviewItemType = (typeof REVIEW_ITEM_TYPES)[number];

const createReviewSchema = z.strictObject({
  item: z.object(
    {
      type: z.enum(REVIEW_ITEM_TYPES, { error: 'item.type must be product or experience.' }),
      id: z.string({ error: 'item.id must be an id.' }).refine(isUuid, 'item.id must be an id.'),
    },
    { error: 'item must be { "type": "product", "id": "…" }.' },
  ),
  rating: ratingSchema,
  review: reviewTextSchema.optional(),
  attachmentId: attachmentIdMember,
  attachmentAlt: attachmentAltMember,
});
const patchReviewSchema = z.strictObject({
  rating: ratingSchema.optional(),
  review: reviewTextSchema.optional(),
  attachmentId: attachmentIdMember,
  attachmentAlt: attachmentAltMember,
});
export type ReviewCreate = z.output<typeof createReviewSchema>;
export type ReviewPatch = z.output<typeof patchReviewSchema>;

const READ_ONLY = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'reviewSummary',
  'defaultImage',
  'images',
  'creator',
  'slug',
  'personaHandle',
  'personaName',
  'productCount',
  'sizes',
]);

function unprocessable(error: z.ZodError, base = '/data/attributes'): ApiError {
  const errors: ApiErrorInit[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({
          code: 'invalid-attribute',
          detail: READ_ONLY.has(key) ? `${key} is read-only.` : `${key} is not accepted here.`,
          source: { pointer: `${base}/${key}` },
        });
      }
      continue;
    }
    errors.push({
      code: 'invalid-attribute',
      detail: issue.message,
      source: { pointer: `${base}/${issue.path.map(String).join('/')}` },
    });
  }
  return new ApiError(errors);
}

function parseWith<S extends z.ZodType>(schema: S, body: unknown, type: string, id?: string): z.output<S> {
  const parsed = schema.safeParse(attributesOf(body, type, id));
  if (!parsed.success) throw unprocessable(parsed.error);
  return parsed.data;
}

export const parseProductCreate = (body: unknown): ProductCreate => parseWith(createProductSchema, body, 'product');
export const parseProductPatch = (body: unknown, id: string): ProductPatch =>
  parseWith(patchProductSchema, body, 'product', id);
export const parseStoreCreate = (body: unknown): StoreCreate => parseWith(createStoreSchema, body, 'store');
export const parseStorePatch = (body: unknown, id: string): StorePatch =>
  parseWith(patchStoreSchema, body, 'store', id);
export const parseImageCreate = (body: unknown): ImageCreate => parseWith(createImageSchema, body, 'image');
export const parseImagePatch = (body: unknown, id: string): ImagePatch =>
  parseWith(patchImageSchema, body, 'image', id);
export const parseReviewCreate = (body: unknown): ReviewCreate => parseWith(createReviewSchema, body, 'review');
export const parseReviewPatch = (body: unknown, id: string): ReviewPatch =>
  parseWith(patchReviewSchema, body, 'review', id);

// ---------------------------------------------------------------------------------------------------
// POST /report/products (docs/upstream-api.md: data{type productReport, attributes{id, reason}}; the top-level form
// { type, id, reason } is read the same way, like POST /report/profiles).

export const PRODUCT_REPORT_TYPE = 'productReport';
export interface ProductReportInput {
  id: string;
  reason: string;
  description: string;
  attachmentId?: string | null | undefined;
}
const reportSchema = z.object({
  id: text('id').trim().min(1, 'id is required.').max(200, 'id has at most 200 characters.'),
  reason: text('reason').trim().min(1, 'Choose a reason.').max(1200, 'reason has at most 1200 characters.'),
  description: z
    .string({ error: 'description must be text.' })
    .trim()
    .max(1000, 'description has at most 1000 characters.')
    .nullish()
    .transform((value) => value ?? ''),
  attachmentId: attachmentIdMember,
});

export function parseProductReport(body: unknown): ProductReportInput {
  if (!isRecord(body)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: 'Send { "data": { "type": "productReport", "attributes": { "id": "…", "reason": "…" } } }.',
      source: { pointer: '' },
    });
  }
  const enveloped = isRecord(body.data);
  const envelope = enveloped && isRecord(body.data) ? body.data : body;
  const base = enveloped ? '/data' : '';
  if (envelope.type !== PRODUCT_REPORT_TYPE) {
    throw new ApiError({
      code: 'type-mismatch',
      detail: `type must be "${PRODUCT_REPORT_TYPE}".`,
      source: { pointer: `${base}/type` },
    });
  }
  let members: Record<string, unknown> = envelope;
  let pointer = base;
  if (enveloped) {
    members = attributesObject(envelope.attributes);
    pointer = '/data/attributes';
  }
  return parseMembers(members, reportSchema, pointer);
}
