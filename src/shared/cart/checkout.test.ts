import t from 'tap';
import type { CartItem } from './schema.ts';
import {
  CHECKOUT_FAILED_MESSAGE,
  attemptSignature,
  checkoutAttempt,
  checkoutDecision,
  checkoutFailure,
  checkoutOutcome,
  newIdempotencyKey,
} from './checkout.ts';

const item = (id: string, price: number): CartItem => ({
  id,
  name: id,
  price,
  previousPrice: null,
  storeUrl: `/listings/${id}/x`,
  thumbUrl: '/x.svg',
});
const cart = { items: [item('a', 120), item('b', 250)], total: 370 };

t.test(
  'checkoutDecision: a total of 0 or one the balance covers is bought, otherwise the insufficient-funds modal',
  async (t) => {
    t.same(checkoutDecision({ items: [], total: 0 }, 100), { kind: 'nothing-to-buy' });
    t.same(checkoutDecision(cart, 2500), { kind: 'purchase', productIds: ['a', 'b'], expectedTotal: 370 });
    t.same(
      checkoutDecision(cart, 370),
      { kind: 'purchase', productIds: ['a', 'b'], expectedTotal: 370 },
      'balance equal to total',
    );
    t.same(checkoutDecision(cart, 0), { kind: 'insufficient-funds', total: 370, balance: 0, count: 2 });
    t.same(
      checkoutDecision({ items: [item('f', 0)], total: 0 }, 0),
      { kind: 'purchase', productIds: ['f'], expectedTotal: 0 },
      'free',
    );
    t.same(checkoutDecision(cart, null).kind, 'purchase', 'an unknown balance leaves it to the server');
  },
);

t.test('checkoutOutcome: the server is the authority', async (t) => {
  t.same(checkoutOutcome({ ok: true, orderId: 'o1', total: 370, replayed: false }, 2), {
    kind: 'success',
    orderId: 'o1',
    total: 370,
  });
  t.same(checkoutOutcome({ ok: false, reason: 'insufficient-funds', total: 370, balance: 100, needed: 270 }, 2), {
    kind: 'insufficient-funds',
    total: 370,
    balance: 100,
    count: 2,
  });
  t.same(checkoutOutcome({ ok: false, reason: 'unavailable', names: ['Holo Koi Pond'] }, 2), {
    kind: 'refresh',
    message: 'Holo Koi Pond is no longer available. Your cart has been updated.',
  });
  t.match(checkoutOutcome({ ok: false, reason: 'unavailable', names: ['A', 'B'] }, 2), {
    message: 'A, B are no longer available. Your cart has been updated.',
  });
  t.match(checkoutOutcome({ ok: false, reason: 'unavailable', names: [] }, 2), { message: /no longer available/ });
  t.same(
    checkoutOutcome(
      {
        ok: false,
        reason: 'price-changed',
        message: 'The price changed: the total is now 400, not 370. Review your cart and try again.',
      },
      2,
    ),
    {
      kind: 'refresh',
      message:
        'The price changed: the total is now 400, not 370. Review your cart and try again. Your cart has been updated.',
    },
  );
  t.same(checkoutOutcome({ ok: false, reason: 'cart-changed', message: 'Your cart changed' }, 2), {
    kind: 'refresh',
    message: 'Your cart changed. Your cart has been updated.',
  });
  t.same(checkoutOutcome({ ok: false, reason: 'cart-changed', message: ' ' }, 2), {
    kind: 'refresh',
    message: 'Your cart changed. Your cart has been updated.',
  });
});

t.test('idempotency keys: one per attempt, reused only by a retry of that attempt', async (t) => {
  let n = 0;
  const newKey = () => `key-${++n}`;
  const signature = attemptSignature(['b', 'a'], 370);
  t.equal(signature, attemptSignature(['a', 'b'], 370), 'order does not matter');
  t.not(signature, attemptSignature(['a', 'b'], 400), 'the total does');
  t.not(signature, attemptSignature(['a'], 370), 'the products do');

  const first = checkoutAttempt(null, signature, newKey);
  t.same(first, { key: 'key-1', signature });
  t.equal(checkoutAttempt(first, signature, newKey), first, 'a retry after a failed call keeps the key');
  const changed = checkoutAttempt(first, attemptSignature(['a'], 120), newKey);
  t.equal(changed.key, 'key-2', 'a different cart is a new attempt');
  t.equal(checkoutAttempt(null, signature, newKey).key, 'key-3', 'after an answer the attempt is forgotten: a new key');
});

t.test('newIdempotencyKey: a valid, fresh key with or without randomUUID', async (t) => {
  const pattern = /^[A-Za-z0-9_.:-]{8,200}$/; // idempotencyKeySchema's rule
  const a = newIdempotencyKey();
  t.match(a, pattern);
  t.not(a, newIdempotencyKey());
  const insecure = {
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(171);
      return array;
    },
  };
  t.equal(newIdempotencyKey(insecure as Pick<Crypto, 'getRandomValues'>), `cart-${'ab'.repeat(16)}`);
});

t.test('checkoutFailure: refusals are shown and end the attempt; silence keeps the key for a retry', async (t) => {
  t.same(checkoutFailure(400, 'You already own Neon Hat.'), {
    message: 'You already own Neon Hat.',
    keepAttempt: false,
  });
  t.same(checkoutFailure(409, ' '), { message: CHECKOUT_FAILED_MESSAGE, keepAttempt: false });
  t.same(checkoutFailure(404, null), { message: CHECKOUT_FAILED_MESSAGE, keepAttempt: false });
  t.same(
    checkoutFailure(null, 'Failed to fetch'),
    { message: CHECKOUT_FAILED_MESSAGE, keepAttempt: true },
    'no answer',
  );
  t.same(
    checkoutFailure(504, 'Gateway timeout'),
    { message: CHECKOUT_FAILED_MESSAGE, keepAttempt: true },
    'may have happened',
  );
  t.same(checkoutFailure(502, null).keepAttempt, true);
});
