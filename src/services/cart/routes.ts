// The cart service (docs/upstream-api.md Cart): GET/POST/DELETE /users/cart, GET/DELETE /users/cart/products/{id},
// DELETE /users/cart/delisted (the delisted notice's close), POST /orders/cart (checkout). Always the
// caller's own cart: no id in a URL names a cart.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { idempotencyKeyOf, parseAttributes } from '../kit/document.ts';
import { IDEMPOTENCY_KEY_PATTERN, findOrderByKey, purchase, orderResource } from '../orders/index.ts';
import { addToCart, clearCart, clearDelisted, readCart, removeFromCart, type Cart } from './repository.ts';
import { UUID_PATTERN } from '../kit/ids.ts';

export interface CartRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
}

const cartItemSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).regex(UUID_PATTERN, 'productId must be a product id.'),
});

const checkoutSchema = z.object({
  expectedTotal: z
    .number({ error: 'expectedTotal is required: the total the buyer agreed to.' })
    .int('expectedTotal is a whole number of Lumen Dollars.')
    .min(0, 'expectedTotal cannot be negative.'),
  productIds: z
    .array(z.string().regex(UUID_PATTERN, 'productIds holds product ids.'), {
      error: 'productIds is required: the items the buyer saw.',
    })
    .min(1, 'There is nothing to buy.')
    .max(200),
});

function cartDocument(personaId: string, cart: Cart) {
  return {
    data: {
      type: 'cart',
      id: personaId,
      attributes: { items: cart.items, delistedItems: cart.delistedItems, total: cart.total, count: cart.items.length },
    },
  };
}

export async function cartRoutes(app: FastifyInstance, opts: CartRoutesOptions): Promise<void> {
  const { db } = opts;
  const callers = callerResolver(db, opts.verifier);
  registerCacheHeaders(app);
  const send = async (reply: import('fastify').FastifyReply, personaId: string, status = 200) =>
    reply
      .code(status)
      .type(JSON_API_CONTENT_TYPE)
      .send(cartDocument(personaId, await readCart(db, personaId, opts.mediaBaseUrl)));

  app.get('/users/cart', async (request, reply) => {
    const buyer = await callers.required(request, 'using a cart');
    return send(reply, buyer.id);
  });

  app.post('/users/cart', async (request, reply) => {
    const buyer = await callers.required(request, 'using a cart');
    const { productId } = parseAttributes(request.body, 'cartItem', cartItemSchema);
    const result = await addToCart(db, buyer.id, productId);
    return send(reply, buyer.id, result === 'added' ? 201 : 200);
  });

  app.delete('/users/cart', async (request, reply) => {
    const buyer = await callers.required(request, 'using a cart');
    await clearCart(db, buyer.id);
    return reply.code(204).send();
  });

  app.delete('/users/cart/delisted', async (request, reply) => {
    const buyer = await callers.required(request, 'using a cart');
    await clearDelisted(db, buyer.id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/users/cart/products/:id', async (request, reply) => {
    const buyer = await callers.required(request, 'using a cart');
    const cart = await readCart(db, buyer.id, opts.mediaBaseUrl);
    const line = cart.items.find((item) => item.productId === request.params.id);
    const delisted = cart.delistedItems.find((item) => item.productId === request.params.id);
    if (!line && !delisted) throw notFound('This product is not in your cart.');
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: { type: 'cartItem', id: request.params.id, attributes: line ?? { ...delisted, delisted: true } },
    });
  });

  app.delete<{ Params: { id: string } }>('/users/cart/products/:id', async (request, reply) => {
    const buyer = await callers.required(request, 'using a cart');
    if (UUID_PATTERN.test(request.params.id)) await removeFromCart(db, buyer.id, request.params.id);
    return reply.code(204).send();
  });

  // Checkout: buys the listed items the buyer saw, at the total they agreed to.
  app.post('/orders/cart', async (request, reply) => {
    const buyer = await callers.required(request, 'buying');
    const key = idempotencyKeyOf(request.headers, IDEMPOTENCY_KEY_PATTERN);
    const input = parseAttributes(request.body, 'cartCheckout', checkoutSchema);
    // Lines delisted since the buyer looked pass on, so the refusal names them (product-unavailable).
    const cart = await readCart(db, buyer.id, opts.mediaBaseUrl);
    const inCart = new Set([...cart.items, ...cart.delistedItems].map((item) => item.productId));
    const replay = await findOrderByKey(db, buyer.id, key);
    if (!replay && !input.productIds.every((id) => inCart.has(id))) {
      throw new ApiError({
        code: 'cart-changed',
        detail: 'Your cart changed since you opened it. Review it and check out again.',
      });
    }
    const result = await purchase(db, {
      buyerId: buyer.id,
      idempotencyKey: key,
      kind: 'cart',
      productIds: input.productIds,
      expectedTotal: input.expectedTotal,
    });
    return reply
      .code(result.replayed ? 200 : 201)
      .type(JSON_API_CONTENT_TYPE)
      .send({ data: orderResource(result.order, result.items) });
  });
}
