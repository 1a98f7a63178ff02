// The store front's editorial parts: GET /collections, /collections/{id or slug} (with its listings),
// GET /featured-images (banners running now) and GET /promotions/product/{id} (promotions running now).
import type { FastifyInstance } from 'fastify';
import { notFound, serializeCollection, serializeResource, type JsonApiModel } from '../kit/jsonapi.ts';
import { experienceImageSizes, productImageSizes } from '../media/index.ts';
import {
  listActivePromotions,
  listCollections,
  listFeaturedImages,
  type CollectionRow,
  type FeaturedImageRow,
} from './catalogue-repository.ts';
import { isUuid } from '../kit/ids.ts';
import { parseCategoryRef } from './params.ts';
import { findListedProducts, findProduct } from './products-repository.ts';
import { addSelfLinks, iso, productModel } from './resource.ts';
import type { CommerceContext } from './routes.ts';

/** Cards of a collection page need the same relationships as a search result. */
const COLLECTION_INCLUDES = [
  'products',
  'products.category',
  'products.defaultImage',
  'products.store',
  'products.creator',
];

export function collectionsRoutes(app: FastifyInstance, { db, mediaBaseUrl, prefix, send }: CommerceContext): void {
  const collectionModel = (row: CollectionRow): JsonApiModel => ({
    type: 'collection',
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    position: Number(row.position),
    productCount: row.product_ids.length,
    image: row.image_seed === null ? null : { sizes: productImageSizes(mediaBaseUrl, row.image_seed) },
  });

  app.get('/collections', async (_request, reply) => {
    const rows = await listCollections(db);
    const document = serializeCollection(rows.map(collectionModel), { meta: { total: rows.length } });
    addSelfLinks(document, prefix);
    return send(reply, 200, document);
  });

  app.get<{ Params: { id: string } }>('/collections/:id', async (request, reply) => {
    const { id } = request.params;
    const ref = isUuid(id) ? { id: id.toLowerCase() } : parseCategoryRef(id);
    const [row] = ref === undefined ? [] : await listCollections(db, 'id' in ref ? { id: ref.id } : { slug: ref.slug });
    if (!row) throw notFound(`No collection has the id or slug "${id}".`);
    const products = await findListedProducts(db, row.product_ids);
    const model: JsonApiModel = {
      ...collectionModel(row),
      products: products.map((product) => productModel(product, mediaBaseUrl)),
      relationshipNames: ['products'],
    };
    const document = serializeResource(model, { include: COLLECTION_INCLUDES });
    addSelfLinks(document, prefix);
    return send(reply, 200, document);
  });

  const featuredModel = (row: FeaturedImageRow): JsonApiModel => ({
    type: 'featuredImage',
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.link_url,
    position: Number(row.position),
    // Banners are wide: the experience art sizes (thumb, card, cover, cover-mobile), or the uploaded URL.
    image: row.image_seed !== null ? { sizes: experienceImageSizes(mediaBaseUrl, row.image_seed) } : { url: row.url },
    productId: row.product_id,
    collectionId: row.collection_id,
    startsAt: row.starts_at === null ? null : iso(row.starts_at),
    endsAt: row.ends_at === null ? null : iso(row.ends_at),
  });

  app.get('/featured-images', async (_request, reply) => {
    const rows = await listFeaturedImages(db);
    return send(reply, 200, serializeCollection(rows.map(featuredModel), { meta: { total: rows.length } }));
  });

  app.get<{ Params: { id: string } }>('/promotions/product/:id', async (request, reply) => {
    const { id } = request.params;
    const product = isUuid(id) ? await findProduct(db, id.toLowerCase()) : undefined;
    if (!product) throw notFound(`No listing has the id "${id}".`);
    const rows = await listActivePromotions(db, product.id);
    const price = Number(product.price);
    const models = rows.map((row): JsonApiModel => ({
      type: 'promotion',
      id: row.id,
      productId: row.product_id,
      percentOff: row.percent_off === null ? null : Number(row.percent_off),
      label: row.label,
      price,
      // What the listing would cost with this promotion, rounded down to whole Lumen Dollars.
      promotionalPrice: row.percent_off === null ? null : Math.floor((price * (100 - Number(row.percent_off))) / 100),
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
    }));
    return send(reply, 200, serializeCollection(models, { meta: { total: models.length } }));
  });
}
