// The owner's promotion of a listing (docs/upstream-api-wishlist.md "Promotions"):
//   PUT    /products/{id}/promotion   { percentOff, label?, endsAt }: start the listing's promotion now, or
//                                     change the one running (201 started, 200 changed)
//   DELETE /products/{id}/promotion   end it now (204, also when none was running)
// A listing has at most one promotion running that its owner set here; saving it again changes that one
// (same id), so its wishers are told once per promotion (src/services/wishlist/notices.ts), in the same
// transaction that saves it. Promotions start when saved: a promotion that starts later would need its
// notice sent later, which no job does yet.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { ApiError, notFound, serializeResource } from '../kit/jsonapi.ts';
import { parseAttributes } from '../kit/document.ts';
import { isUuid } from '../kit/ids.ts';
import { noticeWishersOfPromotion } from '../wishlist/index.ts';
import { PROMOTION_LIMITS } from '../../shared/listings/limits.ts';
import { lockProductOwner } from './products-repository.ts';
import { iso } from './resource.ts';
import type { CommerceContext } from './routes.ts';

const DAY_MS = 86_400_000;

const promotionSchema = z
  .object({
    percentOff: z
      .number({ error: 'percentOff must be a whole number.' })
      .int('percentOff must be a whole number.')
      .min(PROMOTION_LIMITS.minPercentOff, `percentOff is at least ${PROMOTION_LIMITS.minPercentOff}.`)
      .max(PROMOTION_LIMITS.maxPercentOff, `percentOff is at most ${PROMOTION_LIMITS.maxPercentOff}.`),
    label: z
      .string({ error: 'label must be text.' })
      .trim()
      .min(1, 'label may not be empty (send null for none).')
      .max(PROMOTION_LIMITS.maxLabel, `label is at most ${PROMOTION_LIMITS.maxLabel} characters.`)
      .nullable()
      .optional(),
    endsAt: z.iso.datetime({ offset: true, error: 'endsAt must be an ISO 8601 date and time.' }),
  })
  .strict();

interface PromotionRow {
  id: string;
  product_id: string;
  percent_off: number | null;
  label: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
}

export function promotionsRoutes(app: FastifyInstance, context: CommerceContext): void {
  const { db, callers, send, clock } = context;

  const owned = async (tx: Queryable, id: string, personaId: string) => {
    const owner = await lockProductOwner(tx, id);
    if (owner === undefined) throw notFound(`No listing has the id "${id}".`);
    if (owner.persona_id !== personaId)
      throw new ApiError({ code: 'not-owner', detail: "Only the store's owner can promote this listing." });
    return owner;
  };

  app.put<{ Params: { id: string } }>('/products/:id/promotion', async (request, reply) => {
    const persona = await callers.required(request, 'promoting a listing');
    if (!isUuid(request.params.id)) throw notFound(`No listing has the id "${request.params.id}".`);
    const id = request.params.id.toLowerCase();
    const input = parseAttributes(request.body, 'promotion', promotionSchema);
    const now = clock();
    const endsAt = new Date(input.endsAt);
    if (endsAt.getTime() <= now.getTime() || endsAt.getTime() > now.getTime() + PROMOTION_LIMITS.maxDays * DAY_MS) {
      throw new ApiError({
        code: 'invalid-attribute',
        detail: `endsAt is after now and at most ${PROMOTION_LIMITS.maxDays} days ahead.`,
        source: { pointer: '/data/attributes/endsAt' },
      });
    }
    const { row, created, price } = await db.transaction(async (tx) => {
      const owner = await owned(tx, id, persona.id);
      const [running] = await tx.query<{ id: string }>(
        'select id from promotions where product_id = $1 and starts_at <= $2 and ends_at > $2 order by ends_at, id limit 1 for update',
        [id, now],
      );
      const label = input.label ?? null;
      const [saved] = running
        ? await tx.query<PromotionRow>(
            `update promotions set percent_off = $2, label = $3, ends_at = $4 where id = $1
             returning id, product_id, percent_off, label, starts_at, ends_at`,
            [running.id, input.percentOff, label, endsAt],
          )
        : await tx.query<PromotionRow>(
            `insert into promotions (product_id, percent_off, label, starts_at, ends_at, created_at) values ($1, $2, $3, $4, $5, $4)
             returning id, product_id, percent_off, label, starts_at, ends_at`,
            [id, input.percentOff, label, now, endsAt],
          );
      if (!saved) throw new Error('saving the promotion returned no row');
      await noticeWishersOfPromotion(tx, {
        productId: id,
        promotionId: saved.id,
        percentOff: saved.percent_off === null ? null : Number(saved.percent_off),
        label: saved.label,
        endsAt,
        actorPersonaId: persona.id,
        now,
      });
      return { row: saved, created: !running, price: Number(owner.price) };
    });
    const percentOff = row.percent_off === null ? null : Number(row.percent_off);
    return send(
      reply,
      created ? 201 : 200,
      serializeResource({
        type: 'promotion',
        id: row.id,
        productId: row.product_id,
        percentOff,
        label: row.label,
        price,
        promotionalPrice: percentOff === null ? null : Math.floor((price * (100 - percentOff)) / 100),
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
      }),
    );
  });

  app.delete<{ Params: { id: string } }>('/products/:id/promotion', async (request, reply) => {
    const persona = await callers.required(request, 'promoting a listing');
    if (!isUuid(request.params.id)) throw notFound(`No listing has the id "${request.params.id}".`);
    const id = request.params.id.toLowerCase();
    const now = clock();
    await db.transaction(async (tx) => {
      await owned(tx, id, persona.id);
      // Ends what runs now and what was to come: the listing is back at its price at once.
      await tx.query('delete from promotions where product_id = $1 and ends_at > $2', [id, now]);
    });
    return reply.code(204).send();
  });
}
