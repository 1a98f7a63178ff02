// Thin: validate input (src/shared/reviews), ask the service. Reviewing needs a persona (docs/product.md §8: the
// reviews service acts for the persona of the bearer token).
import { personaProcedure, router } from '../trpc/init.ts';
import {
  createReviewInputSchema,
  myReviewInputSchema,
  removeReviewInputSchema,
  updateReviewInputSchema,
} from '../../shared/reviews/schema.ts';
import { createReview, myReview, removeReview, updateReview } from './service.ts';

export const reviewsRouter = router({
  mine: personaProcedure.input(myReviewInputSchema).query(({ ctx, input }) => myReview(ctx.upstream, input.productId)),
  create: personaProcedure.input(createReviewInputSchema).mutation(({ ctx, input }) => createReview(ctx.upstream, input)),
  update: personaProcedure.input(updateReviewInputSchema).mutation(({ ctx, input }) => updateReview(ctx.upstream, input)),
  remove: personaProcedure.input(removeReviewInputSchema).mutation(({ ctx, input }) => removeReview(ctx.upstream, input.id)),
});
