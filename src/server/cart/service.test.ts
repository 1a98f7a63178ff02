// The cart as the web tier reads it from an upstream that spells prices its own way (whole
// Lumen Dollars): every spelling of a whole amount is that amount; a line priced in a way that cannot be
// read is set aside, never the whole cart (src/shared/cart/whole-coins.ts).
import t from 'tap';
import type { ServerResponse } from 'node:http';
import { startTestServer } from '../upstream-client/test-server.ts';
import { createUpstreamPool } from '../upstream-client/upstream-client.ts';
import { checkout, readCart } from './service.ts';

const server = await startTestServer();
const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2` }, cache: false });
t.teardown(async () => {
  await pool.close();
  await server.close();
});
const upstream = () => pool.client({ chainId: 'cart-prices', token: 'a-token' });

/** Answers with `json` as written: 120.0 must reach the client as 120.0, not as JSON.stringify's 120. */
const sendRaw = (response: ServerResponse, status: number, json: string) => {
  response.writeHead(status, { 'content-type': 'application/vnd.api+json', 'content-length': Buffer.byteLength(json) });
  response.end(json);
};

const line = (id: string, name: string, price: string) =>
  `{ "productId": "${id}", "name": "${name}", "price": ${price}, "priceAtAdd": ${price}, "storeUrl": "/listings/${id}/x", "thumbUrl": "https://media.example/t.png" }`;
const cartDocument = (lines: string[], total: string) =>
  `{ "data": { "type": "cart", "id": "kai", "attributes": { "items": [${lines.join(', ')}], "delistedItems": [], "total": ${total} } } }`;

t.test('120, 120.0, "120" and "120.00" are all 120', async (t) => {
  for (const spelling of ['120', '120.0', '"120"', '"120.00"']) {
    server.handle((_request, response) =>
      sendRaw(
        response,
        200,
        cartDocument([line('a', 'Jacket', spelling), line('b', 'Kit', '30')], spelling === '120' ? '150' : '"150.00"'),
      ),
    );
    const cart = await readCart(upstream());
    t.same(
      cart.items.map((item) => [item.name, item.price, item.previousPrice]),
      [
        ['Jacket', 120, null],
        ['Kit', 30, null],
      ],
      spelling,
    );
    t.equal(cart.total, 150, spelling);
    t.same(cart.delistedItems, []);
  }
});

t.test('a fractional or negative price sets that line aside; the rest of the cart stands', async (t) => {
  for (const bad of ['"120.5"', '120.5', '-120', '"-120"', '"free"', 'null']) {
    server.handle((_request, response) =>
      sendRaw(response, 200, cartDocument([line('a', 'Jacket', bad), line('b', 'Kit', '30')], '150')),
    );
    const cart = await readCart(upstream());
    t.same(
      cart.items.map((item) => [item.name, item.price]),
      [['Kit', 30]],
      bad,
    );
    t.same(cart.delistedItems, [{ id: 'a', name: 'Jacket' }], `${bad}: named among what cannot be bought now`);
    t.equal(cart.total, 30, `${bad}: the total is what the shown lines cost`);
  }
});

t.test('a price drop is still shown against the price when added, in any spelling', async (t) => {
  server.handle((_request, response) =>
    sendRaw(
      response,
      200,
      `{ "data": { "type": "cart", "id": "kai", "attributes": { "items": [{ "productId": "a", "name": "Jacket", "price": "100.00", "priceAtAdd": 120.0, "storeUrl": "/listings/a/x", "thumbUrl": "https://media.example/t.png" }], "delistedItems": [], "total": 100 } } }`,
    ),
  );
  const cart = await readCart(upstream());
  t.same(
    cart.items.map((item) => [item.price, item.previousPrice]),
    [[100, 120]],
  );
});

t.test('a checkout answered with "150.00" is a checkout of 150', async (t) => {
  server.handle((_request, response) =>
    sendRaw(
      response,
      201,
      `{ "data": { "type": "order", "id": "o-1", "attributes": { "kind": "cart", "status": "completed", "total": "150.00", "createdAt": "2026-11-26T00:00:00.000Z", "items": [{ "productId": "a", "name": "Jacket", "price": 120.0 }, { "productId": "b", "name": "Kit", "price": "30" }] } } }`,
    ),
  );
  const result = await checkout(upstream(), {
    productIds: ['a', 'b'],
    expectedTotal: 150,
    idempotencyKey: 'prices-checkout-1',
  });
  t.same(result, { ok: true, orderId: 'o-1', total: 150, replayed: false });
});
