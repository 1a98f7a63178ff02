// Listing pictures: POST /images, PATCH /images/{id}, DELETE /images/{id}. Only the listing's owner
// writes. A picture is an uploaded URL (from the signed upload flow) or a generated-art seed; the one
// at the lowest position is the listing's defaultImage.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { ApiError, notFound, serializeResource } from '../kit/jsonapi.ts';
import { isUuid } from '../kit/ids.ts';
import { PRODUCT_LIMITS, parseImageCreate, parseImagePatch } from './params.ts';
import {
  countImages,
  deleteImage,
  findImage,
  insertImage,
  lockProductOwner,
  placeImage,
  setImageSource,
  type ImageRow,
} from './products-repository.ts';
import { imageModel } from './resource.ts';
import type { CommerceContext } from './routes.ts';

export function imagesRoutes(app: FastifyInstance, { db, callers, mediaBaseUrl, prefix, send }: CommerceContext): void {
  const requirePersona = (request: FastifyRequest): Promise<PersonaRow> =>
    callers.required(request, 'changing listing pictures');

  const document = (row: ImageRow) => {
    const model = imageModel(
      { id: row.id, position: row.position, imageSeed: row.image_seed, url: row.url },
      mediaBaseUrl,
    );
    return serializeResource(
      { ...model, productId: row.product_id },
      { links: { self: `${prefix}/images/${row.id}` } },
    );
  };

  async function lockOwnedProduct(
    tx: Queryable,
    productId: string,
    persona: PersonaRow,
    missing: () => ApiError,
  ): Promise<void> {
    const owner = await lockProductOwner(tx, productId);
    if (owner === undefined) throw missing();
    if (owner.persona_id !== persona.id)
      throw new ApiError({ code: 'not-owner', detail: "Only the store's owner can change this listing's pictures." });
  }

  app.post('/images', async (request, reply) => {
    const persona = await requirePersona(request);
    const attributes = parseImageCreate(request.body);
    const productId = attributes.productId.toLowerCase();
    const missing = () => notFound(`No listing has the id "${attributes.productId}".`);
    const row = await db.transaction(async (tx) => {
      await lockOwnedProduct(tx, productId, persona, missing);
      const { count, next } = await countImages(tx, productId);
      if (count >= PRODUCT_LIMITS.maxImages || next > 99) {
        throw new ApiError({
          code: 'image-limit',
          detail: `A listing has at most ${PRODUCT_LIMITS.maxImages} pictures.`,
        });
      }
      const url = attributes.url ?? null;
      const imageSeed = url === null ? (attributes.imageSeed ?? randomBytes(9).toString('base64url')) : null;
      const id = await insertImage(tx, { productId, position: next, imageSeed, url });
      if (attributes.position !== undefined && attributes.position !== next)
        await placeImage(tx, productId, id, attributes.position, next);
      return findImage(tx, id);
    });
    if (!row) throw new Error('created image vanished');
    reply.header('location', `${prefix}/images/${row.id}`);
    return send(reply, 201, document(row));
  });

  async function target(request: FastifyRequest<{ Params: { id: string } }>) {
    const persona = await requirePersona(request);
    const { id } = request.params;
    const missing = () => notFound(`No image has the id "${id}".`);
    if (!isUuid(id)) throw missing();
    return { persona, id: id.toLowerCase(), missing };
  }

  app.patch<{ Params: { id: string } }>('/images/:id', async (request, reply) => {
    const { persona, id, missing } = await target(request);
    const patch = parseImagePatch(request.body, id);
    const row = await db.transaction(async (tx) => {
      const image = await findImage(tx, id);
      if (!image) throw missing();
      await lockOwnedProduct(tx, image.product_id, persona, missing);
      if (patch.url !== undefined) await setImageSource(tx, id, { url: patch.url, imageSeed: null });
      if (patch.imageSeed !== undefined) await setImageSource(tx, id, { url: null, imageSeed: patch.imageSeed });
      if (patch.position !== undefined && patch.position !== image.position)
        await placeImage(tx, image.product_id, id, patch.position, image.position);
      return findImage(tx, id);
    });
    if (!row) throw missing();
    return send(reply, 200, document(row));
  });

  app.delete<{ Params: { id: string } }>('/images/:id', async (request, reply) => {
    const { persona, id, missing } = await target(request);
    await db.transaction(async (tx) => {
      const image = await findImage(tx, id);
      if (!image) throw missing();
      await lockOwnedProduct(tx, image.product_id, persona, missing);
      await deleteImage(tx, id);
    });
    return reply.code(204).send();
  });
}
