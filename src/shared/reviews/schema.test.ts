import t from 'tap';
import { createReviewInputSchema, updateReviewInputSchema } from './schema.ts';

const productId = '0b0c2c8e-6a4f-4a2e-9d1a-0f7a3c2b1e9d';

t.test('create input', async (t) => {
  t.same(createReviewInputSchema.parse({ productId, rating: 3.5, review: '  great  ' }), {
    productId,
    rating: 3.5,
    review: 'great',
    attachmentAlt: null,
  });
  t.same(createReviewInputSchema.parse({ productId, rating: 5, review: '   ' }), {
    productId,
    rating: 5,
    review: null,
    attachmentAlt: null,
  });
  t.same(createReviewInputSchema.parse({ productId, rating: 5 }), {
    productId,
    rating: 5,
    review: null,
    attachmentAlt: null,
  });
  for (const rating of [0, 5.5, 3.3, -1, '4']) {
    t.notOk(createReviewInputSchema.safeParse({ productId, rating, review: null }).success, `rating ${String(rating)}`);
  }
  t.notOk(createReviewInputSchema.safeParse({ productId, rating: 4, review: 'x'.repeat(2001) }).success, 'too long');
  t.notOk(createReviewInputSchema.safeParse({ productId: 'nope', rating: 4 }).success, 'bad id');
  t.notOk(createReviewInputSchema.safeParse({ productId, rating: 4, extra: 1 }).success, 'strict');
});

t.test('update input', async (t) => {
  t.same(updateReviewInputSchema.parse({ id: productId, rating: 0.5, review: null }), {
    id: productId,
    rating: 0.5,
    review: null,
    attachmentAlt: null,
  });
  t.notOk(updateReviewInputSchema.safeParse({ id: productId, rating: 4.25, review: null }).success);
});
