import t from 'tap';
import { GIFT_MESSAGE_MAX, giftMessageLength, normaliseGiftMessage } from './limits.ts';
import { sendGiftInputSchema } from './schema.ts';

t.test('a message is counted as a person counts it: an emoji is one character', async (t) => {
  t.equal(giftMessageLength(''), 0);
  t.equal(giftMessageLength('Happy birthday'), 14);
  t.equal(giftMessageLength('🎁🎉'), 2);
  t.equal(giftMessageLength('日本語'), 3);
});

t.test('a message is stored trimmed, and only spaces is none', async (t) => {
  t.equal(normaliseGiftMessage('  Hi!  '), 'Hi!');
  t.equal(normaliseGiftMessage('   '), null);
  t.equal(normaliseGiftMessage(''), null);
  t.equal(normaliseGiftMessage(undefined), null);
  t.equal(normaliseGiftMessage(null), null);
});

t.test('the input: a listing, a friend, the agreed price, a key, at most 280 characters of message', async (t) => {
  const valid = {
    productId: '3b6e1d27-d084-41d1-8b34-ef4e392be8e5',
    recipientHandle: 'mira',
    expectedPrice: 120,
    idempotencyKey: 'gift-0123456789',
  };
  t.ok(sendGiftInputSchema.safeParse(valid).success);
  t.ok(sendGiftInputSchema.safeParse({ ...valid, message: '🎁'.repeat(GIFT_MESSAGE_MAX) }).success, '280 emoji fit');
  t.ok(
    sendGiftInputSchema.safeParse({ ...valid, message: `  ${'x'.repeat(GIFT_MESSAGE_MAX)}  ` }).success,
    'spaces around do not count',
  );
  t.notOk(sendGiftInputSchema.safeParse({ ...valid, message: 'x'.repeat(GIFT_MESSAGE_MAX + 1) }).success);
  t.notOk(sendGiftInputSchema.safeParse({ ...valid, expectedPrice: -1 }).success);
  t.notOk(sendGiftInputSchema.safeParse({ ...valid, expectedPrice: 0.5 }).success);
  t.notOk(sendGiftInputSchema.safeParse({ ...valid, productId: 'nope' }).success);
  t.notOk(sendGiftInputSchema.safeParse({ ...valid, idempotencyKey: 'short' }).success);
  t.notOk(sendGiftInputSchema.safeParse({ ...valid, other: 1 }).success, 'nothing else is accepted');
});
