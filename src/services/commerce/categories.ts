// GET /categories, /categories/tree, /categories/{id or slug}.
import type { FastifyInstance } from 'fastify';
import { notFound, serializeCollection, serializeResource, type JsonApiModel } from '../kit/jsonapi.ts';
import { listCategories, findCategoryIn, type CategoryRow } from './catalogue-repository.ts';
import { parseCategoryRef } from './params.ts';
import { addSelfLinks } from './resource.ts';
import type { CommerceContext } from './routes.ts';

interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  position: number;
  productCount: number;
  children: CategoryNode[];
}

const categoryModel = (row: CategoryRow): JsonApiModel => ({
  type: 'category',
  id: row.id,
  slug: row.slug,
  name: row.name,
  parentId: row.parent_id,
  position: Number(row.position),
  productCount: Number(row.product_count),
});

/** Nests rows under their parents; rows are already ordered by position. */
function tree(rows: readonly CategoryRow[], parentId: string | null): CategoryNode[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      position: Number(row.position),
      productCount: Number(row.product_count),
      children: tree(rows, row.id),
    }));
}

export function categoriesRoutes(app: FastifyInstance, { db, prefix, send }: CommerceContext): void {
  app.get('/categories', async (_request, reply) => {
    const rows = await listCategories(db);
    const document = serializeCollection(rows.map(categoryModel), { meta: { total: rows.length } });
    addSelfLinks(document, prefix);
    return send(reply, 200, document);
  });

  // Top-level categories, each with its subcategories nested as `children` (plain objects, any depth).
  app.get('/categories/tree', async (_request, reply) => {
    const rows = await listCategories(db);
    const roots = tree(rows, null).map((node): JsonApiModel => ({ ...node, type: 'category' }));
    const document = serializeCollection(roots, { meta: { total: roots.length } });
    addSelfLinks(document, prefix);
    return send(reply, 200, document);
  });

  app.get<{ Params: { id: string } }>('/categories/:id', async (request, reply) => {
    const ref = parseCategoryRef(request.params.id);
    const rows = ref === undefined ? [] : await listCategories(db);
    const row = ref === undefined ? undefined : findCategoryIn(rows, ref);
    if (!row) throw notFound(`No category has the id or slug "${request.params.id}".`);
    const model: JsonApiModel = { ...categoryModel(row), children: tree(rows, row.id) };
    const document = serializeResource(model);
    addSelfLinks(document, prefix);
    return send(reply, 200, document);
  });
}
