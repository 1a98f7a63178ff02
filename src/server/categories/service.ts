// The store's categories over the upstream client (GET /categories, GET /categories/{id or slug}; the
// wire contract is docs/upstream-api.md). A category's listings are the catalogue's (listings.browse).
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError } from '../upstream-client/errors.ts';
import type { CategoryDetail, CategorySummary } from '../../shared/categories/schema.ts';

const COMMERCE = { version: 'v2', mediaType: 'jsonapi' } as const;

const count = z.coerce.number().int().min(0);
const upstreamCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  position: z.coerce.number(),
  productCount: count,
});
// A category's children are plain objects, without parentId (they sit under the category).
const upstreamChildSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  position: z.coerce.number(),
  productCount: count,
});
const upstreamCategoryDetailSchema = upstreamCategorySchema.extend({ children: z.array(upstreamChildSchema) });

/** GET /categories: every category, flat, with how many listings each holds. */
export async function listCategories(upstream: UpstreamClient): Promise<CategorySummary[]> {
  const document = await upstream.getCollection('/categories', { ...COMMERCE, schema: upstreamCategorySchema });
  return document.data.map(({ id, slug, name, parentId, position, productCount }) => ({
    id,
    slug,
    name,
    parentId,
    position,
    productCount,
  }));
}

/** GET /categories/{id or slug}: one category, its subcategories and the category above it. */
export async function categoryDetail(upstream: UpstreamClient, idOrSlug: string): Promise<CategoryDetail> {
  let data: z.output<typeof upstreamCategoryDetailSchema>;
  try {
    ({ data } = await upstream.getResource(`/categories/${encodeURIComponent(idOrSlug)}`, {
      ...COMMERCE,
      schema: upstreamCategoryDetailSchema,
    }));
  } catch (error) {
    if (error instanceof BadResponseError && (error.status === 404 || error.status === 400)) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: 'No category has this name. See every category on /categories.',
        cause: error,
      });
    }
    throw error;
  }
  const parent =
    data.parentId === null
      ? null
      : ((await listCategories(upstream)).find((category) => category.id === data.parentId) ?? null);
  return {
    id: data.id,
    slug: data.slug,
    name: data.name,
    parentId: data.parentId,
    position: data.position,
    productCount: data.productCount,
    children: data.children.map((child) => ({ ...child, parentId: data.id })),
    parent: parent ? { slug: parent.slug, name: parent.name } : null,
  };
}
