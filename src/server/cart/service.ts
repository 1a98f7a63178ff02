// The cart over the upstream client (docs/upstream-api.md Cart): the caller's own cart only (the token decides).
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { deserializeDocument } from '../upstream-client/json-api.ts';
import type { CartView, CheckoutResult } from '../../shared/cart/schema.ts';
import { readWholeCoins } from '../../shared/cart/whole-coins.ts';
import {
  upstreamCartLineSchema,
  upstreamCartSchema,
  upstreamErrorMetaSchema,
  upstreamOrderSchema,
} from './upstream-schema.ts';
import { setAsideOwned } from '../../shared/cart/owned.ts';
import { MAX_OWNED_IDS } from '../../shared/items/limits.ts';
import { ownedListings } from '../items/service.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

/**
 * Prices come in any spelling of a whole amount (120, "120", "120.00": src/shared/cart/whole-coins.ts).
 * A line whose price is no whole amount (a fraction, a negative, garbage) is set aside with the items no
 * longer for sale rather than failing the whole cart: the shopper still sees and can buy everything
 * else, and is never shown or charged a price we could not read. The total is then the sum of the lines
 * shown, which is what a checkout of them costs.
 */
function toCartView(cart: typeof upstreamCartSchema._output): CartView {
  const items: CartView['items'] = [];
  const setAside: CartView['delistedItems'] = [];
  for (const item of cart.items) {
    const price = readWholeCoins(item.price);
    if (price === null) {
      setAside.push({ id: item.productId, name: item.name });
      continue;
    }
    const priceAtAdd = readWholeCoins(item.priceAtAdd);
    items.push({
      id: item.productId,
      name: item.name,
      price,
      previousPrice: priceAtAdd === null || priceAtAdd === price ? null : priceAtAdd,
      storeUrl: item.storeUrl,
      thumbUrl: item.thumbUrl,
    });
  }
  const upstreamTotal = readWholeCoins(cart.total);
  return {
    items,
    delistedItems: [...cart.delistedItems.map((item) => ({ id: item.productId, name: item.name })), ...setAside],
    ownedItems: [],
    total:
      setAside.length === 0 && upstreamTotal !== null
        ? upstreamTotal
        : items.reduce((sum, item) => sum + item.price, 0),
  };
}

/**
 * The cart as the persona can buy it: lines they already own (bought elsewhere since they were added)
 * are set aside with a note instead of failing the whole checkout. One ownership read, only when the
 * cart has lines.
 */
export async function withOwnership(
  upstream: UpstreamClient,
  personaHandle: string,
  cart: Promise<CartView>,
): Promise<CartView> {
  const view = await cart;
  if (view.items.length === 0) return view;
  const owned = await ownedListings(
    upstream,
    personaHandle,
    view.items.slice(0, MAX_OWNED_IDS).map((item) => item.id),
  );
  return setAsideOwned(view, new Set(owned.items.map((item) => item.listingId)));
}

/**
 * Whether one product is in the caller's cart: GET /users/cart/products/{id} (404: not there), so a
 * listing page need not read the whole cart.
 */
export async function cartHas(upstream: UpstreamClient, productId: string): Promise<{ inCart: boolean }> {
  try {
    await upstream.getJson(`/users/cart/products/${segment(productId)}`, {
      ...JSONAPI,
      schema: upstreamCartLineSchema,
    });
    return { inCart: true };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) return { inCart: false };
    throw error;
  }
}

export async function readCart(upstream: UpstreamClient): Promise<CartView> {
  const document = await upstream.getResource('/users/cart', { ...JSONAPI, schema: upstreamCartSchema });
  return toCartView(document.data);
}

export async function addToCart(upstream: UpstreamClient, productId: string): Promise<CartView> {
  const document = await upstream.sendResource('POST', '/users/cart', {
    ...JSONAPI,
    body: { data: { type: 'cartItem', attributes: { productId } } },
    schema: upstreamCartSchema,
  });
  return toCartView(document.data);
}

export async function removeFromCart(upstream: UpstreamClient, productId: string): Promise<CartView> {
  await upstream.delete(`/users/cart/products/${segment(productId)}`, JSONAPI);
  return readCart(upstream);
}

export async function clearCart(upstream: UpstreamClient): Promise<CartView> {
  await upstream.delete('/users/cart', JSONAPI);
  return readCart(upstream);
}

export async function clearDelisted(upstream: UpstreamClient): Promise<CartView> {
  await upstream.delete('/users/cart/delisted', JSONAPI);
  return readCart(upstream);
}

/**
 * Checkout (docs/product.md §9): the expected refusals come back as results the UI acts on (the insufficient-funds
 * modal, the delisted notice, a refreshed total); anything else throws.
 */
export async function checkout(
  upstream: UpstreamClient,
  input: { productIds: string[]; expectedTotal: number; idempotencyKey: string },
): Promise<CheckoutResult> {
  try {
    const response = await upstream.raw('POST', '/orders/cart', {
      ...JSONAPI,
      headers: { 'idempotency-key': input.idempotencyKey },
      body: {
        data: {
          type: 'cartCheckout',
          attributes: { productIds: input.productIds, expectedTotal: input.expectedTotal },
        },
      },
    });
    const order = upstreamOrderSchema.parse(deserializeDocument(JSON.parse(response.text)).data);
    return { ok: true, orderId: order.id, total: order.total, replayed: response.status === 200 };
  } catch (error) {
    if (!(error instanceof BadResponseError)) throw error;
    const first = jsonApiErrorOf(error);
    const meta = upstreamErrorMetaSchema.safeParse(first?.meta ?? {});
    const info = meta.success ? meta.data : {};
    switch (first?.code) {
      case 'insufficient-funds':
        return {
          ok: false,
          reason: 'insufficient-funds',
          total: info.total ?? input.expectedTotal,
          balance: info.balance ?? 0,
          needed: info.needed ?? input.expectedTotal,
        };
      case 'product-unavailable':
        return { ok: false, reason: 'unavailable', names: info.names ?? [] };
      case 'price-changed':
      case 'cart-changed':
        return {
          ok: false,
          reason: first.code,
          message: first.detail ?? 'Your cart changed. Review it and try again.',
        };
      default:
        throw error;
    }
  }
}
