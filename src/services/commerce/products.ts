// Listings: search (GET /products, POST /products/_search), reads, the caller's own listings, and the
// owner's writes (POST, PATCH, soft DELETE). Delisted listings are hidden from search but readable by
// id; deleted ones are 404 everywhere.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import {
  ApiError,
  notFound,
  type ApiErrorInit,
  pageLinks,
  serializeCollection,
  serializeResource,
} from '../kit/jsonapi.ts';
import { listQuerySchema } from '../experiences/index.ts';
import { parseQuery } from '../kit/query.ts';
import { isUuid } from '../kit/ids.ts';
import { noticeWishersOfReturn } from '../wishlist/index.ts';
import { blockingViewer } from '../blocking/index.ts';
import {
  parseCategoryRef,
  parseInclude,
  parseProductFields,
  parseProductCreate,
  parseProductPatch,
  parseSearchBody,
  parseStoreRef,
  productSearchQuerySchema,
  type ProductInclude,
  type ProductSearch,
} from './params.ts';
import {
  findCategoryId,
  findProduct,
  findStoreRef,
  insertProduct,
  listProducts,
  lockProductOwner,
  softDeleteProduct,
  storesOfPersona,
  updateProduct,
  type ProductListOptions,
  type ProductRow,
} from './products-repository.ts';
import { addSelfLinks, productModel, withFields } from './resource.ts';
import type { CommerceContext } from './routes.ts';

const userProductsQuerySchema = listQuerySchema.pick({ page: true, perPage: true });

export function productsRoutes(app: FastifyInstance, context: CommerceContext): void {
  const { db, callers, mediaBaseUrl, prefix, send, clock } = context;

  const single = (row: ProductRow, include: ProductInclude[]) => {
    const document = serializeResource(productModel(row, mediaBaseUrl), { include });
    addSelfLinks(document, prefix);
    return document;
  };

  const missing = (id: string) => notFound(`No listing has the id "${id}".`);

  /** category and store name things by id or slug/handle; unknown ones are refused (400 query, 422 body). */
  async function resolveFilters(search: ProductSearch, source: 'query' | 'body') {
    const refused = (name: string, detail: string): ApiErrorInit =>
      source === 'query'
        ? { code: 'invalid-parameter', detail, source: { parameter: name } }
        : { code: 'invalid-attribute', detail, source: { pointer: `/${name}` } };
    const errors: ApiErrorInit[] = [];
    let categoryId: string | undefined;
    let storeId: string | undefined;
    if (search.category !== undefined) {
      const ref = parseCategoryRef(search.category);
      categoryId = ref === undefined ? undefined : await findCategoryId(db, ref);
      if (categoryId === undefined)
        errors.push(refused('category', `No category has the id or slug "${search.category}".`));
    }
    if (search.store !== undefined) {
      const ref = parseStoreRef(search.store);
      storeId = ref === undefined ? undefined : (await findStoreRef(db, ref))?.id;
      if (storeId === undefined) errors.push(refused('store', `No store has the id or handle "${search.store}".`));
    }
    if (errors.length > 0) throw new ApiError(errors);
    return { categoryId, storeId };
  }

  async function searchDocument(request: FastifyRequest, search: ProductSearch, source: 'query' | 'body') {
    const include = parseInclude(request.query);
    const fields = parseProductFields(request.query);
    const { categoryId, storeId } = await resolveFilters(search, source);
    const options: ProductListOptions = {
      search: search.q,
      tag: search.tag,
      categoryId,
      storeId,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      free: search.free,
      sort: search.sort,
      viewerId: await blockingViewer(callers, request),
      limit: search.perPage,
      offset: (search.page - 1) * search.perPage,
    };
    const { rows, total, totalCapped } = await listProducts(db, options);
    // Links always point at the GET form, which carries every criterion as a query parameter.
    const linkQuery = {
      q: search.q,
      tag: search.tag,
      category: search.category,
      store: search.store,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      free: search.free === undefined ? undefined : String(search.free),
      sort: search.sort,
    };
    const document = serializeCollection(
      rows.map((row) => withFields(productModel(row, mediaBaseUrl), fields)),
      {
        include,
        meta: { total, ...(totalCapped ? { totalCapped } : {}), page: search.page, perPage: search.perPage },
        links: pageLinks(`${prefix}/products`, linkQuery, { page: search.page, perPage: search.perPage, total }),
      },
    );
    addSelfLinks(document, prefix);
    return document;
  }

  // ---- reads ------------------------------------------------------------------------------------

  app.get('/products', async (request, reply) => {
    const query = parseQuery(productSearchQuerySchema, request.query);
    return send(reply, 200, await searchDocument(request, query, 'query'));
  });

  app.post('/products/_search', async (request, reply) => {
    const search = parseSearchBody(request.body);
    return send(reply, 200, await searchDocument(request, search, 'body'));
  });

  app.get('/user/products', async (request, reply) => {
    const persona = await callers.required(request, 'listing your products');
    const query = parseQuery(userProductsQuerySchema, request.query);
    const include = parseInclude(request.query);
    const { rows, total } = await listProducts(db, {
      ownerPersonaId: persona.id,
      sort: 'newest',
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const document = serializeCollection(
      rows.map((row) => productModel(row, mediaBaseUrl)),
      {
        include,
        meta: { total, page: query.page, perPage: query.perPage },
        links: pageLinks(`${prefix}/user/products`, {}, { ...query, total }),
      },
    );
    addSelfLinks(document, prefix);
    return send(reply, 200, document);
  });

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const { id } = request.params;
    const include = parseInclude(request.query);
    const row = isUuid(id) ? await findProduct(db, id.toLowerCase()) : undefined;
    if (!row) throw missing(id);
    return send(reply, 200, single(row, include));
  });

  // ---- writes -----------------------------------------------------------------------------------

  const requirePersona = (request: FastifyRequest): Promise<PersonaRow> =>
    callers.required(request, 'selling in the store');

  async function categoryIdOf(value: string | null | undefined): Promise<string | null | undefined> {
    if (value === undefined || value === null) return value;
    const ref = parseCategoryRef(value);
    const id = ref === undefined ? undefined : await findCategoryId(db, ref);
    if (id === undefined) {
      throw new ApiError({
        code: 'invalid-attribute',
        detail: `No category has the id or slug "${value}".`,
        source: { pointer: '/data/attributes/category' },
      });
    }
    return id;
  }

  /** The store a new listing goes to: the one named, else the caller's only store. */
  async function targetStore(persona: PersonaRow, value: string | undefined): Promise<string> {
    const pointer = { pointer: '/data/attributes/store' };
    if (value !== undefined) {
      const ref = parseStoreRef(value);
      const store = ref === undefined ? undefined : await findStoreRef(db, ref);
      if (!store)
        throw new ApiError({
          code: 'invalid-attribute',
          detail: `No store has the id or handle "${value}".`,
          source: pointer,
        });
      if (store.persona_id !== persona.id)
        throw new ApiError({ code: 'not-owner', detail: 'Only its owner can list products in this store.' });
      return store.id;
    }
    const stores = await storesOfPersona(db, persona.id);
    const [only] = stores;
    if (stores.length === 1 && only) return only.id;
    throw new ApiError({
      code: 'invalid-attribute',
      detail:
        stores.length === 0
          ? 'Open a store (POST /stores) before listing products.'
          : 'You have several stores: name one in store.',
      source: pointer,
    });
  }

  app.post('/products', async (request, reply) => {
    const persona = await requirePersona(request);
    const attributes = parseProductCreate(request.body);
    const storeId = await targetStore(persona, attributes.store);
    const categoryId = (await categoryIdOf(attributes.category)) ?? null;
    const row = await db.transaction(async (tx) => {
      const id = await insertProduct(tx, {
        storeId,
        categoryId,
        name: attributes.name,
        description: attributes.description ?? '',
        price: attributes.price,
        status: attributes.status ?? 'listed',
        tags: attributes.tags ?? [],
        // 12 URL-safe characters: the seed of the listing's first generated picture.
        imageSeed: randomBytes(9).toString('base64url'),
      });
      return findProduct(tx, id);
    });
    if (!row) throw new Error('created listing vanished');
    reply.header('location', `${prefix}/products/${row.id}`);
    return send(reply, 201, single(row, parseInclude(request.query)));
  });

  /** The caller's persona and a well-formed id, or the 401/403/404 that stops the write. */
  async function writeTarget(request: FastifyRequest<{ Params: { id: string } }>) {
    const persona = await requirePersona(request);
    const { id } = request.params;
    if (!isUuid(id)) throw missing(id);
    return { persona, id: id.toLowerCase() };
  }

  /** Locks the caller's own listing for the rest of the transaction; answers its status before the write. */
  async function lockOwned(
    tx: Queryable,
    id: string,
    persona: PersonaRow,
    action: string,
  ): Promise<'listed' | 'delisted'> {
    const owner = await lockProductOwner(tx, id);
    if (owner === undefined) throw missing(id);
    if (owner.persona_id !== persona.id)
      throw new ApiError({ code: 'not-owner', detail: `Only the store's owner can ${action} this listing.` });
    return owner.status;
  }

  app.patch<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const { persona, id } = await writeTarget(request);
    const patch = parseProductPatch(request.body, id);
    const categoryId = await categoryIdOf(patch.category);
    const row = await db.transaction(async (tx) => {
      const before = await lockOwned(tx, id, persona, 'change');
      await updateProduct(tx, id, {
        name: patch.name,
        description: patch.description,
        price: patch.price,
        status: patch.status,
        tags: patch.tags,
        categoryId,
      });
      // Back in the store after being delisted: whoever wished it hears so, with this write (docs/product.md §15).
      if (before === 'delisted' && patch.status === 'listed') {
        await noticeWishersOfReturn(tx, { productId: id, actorPersonaId: persona.id, now: clock() });
      }
      return findProduct(tx, id);
    });
    if (!row) throw missing(id);
    return send(reply, 200, single(row, parseInclude(request.query)));
  });

  app.delete<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const { persona, id } = await writeTarget(request);
    await db.transaction(async (tx) => {
      await lockOwned(tx, id, persona, 'delete');
      await softDeleteProduct(tx, id);
    });
    return reply.code(204).send();
  });
}
