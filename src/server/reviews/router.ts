// Thin: validate input (src/shared/reviews), ask the service (votes and replies: votes.ts). Reviewing needs a persona (docs/product.md §8: the
// reviews service acts for the persona of the bearer token).
import { personaProcedure, router } from '../trpc/init.ts';
import {
  createReviewInputSchema,
  myReviewInputSchema,
  removeReplyInputSchema,
  removeReviewInputSchema,
  replyReviewInputSchema,
  reviewVotesInputSchema,
  updateReviewInputSchema,
  voteReviewInputSchema,
} from '../../shared/reviews/schema.ts';
import { createReview, myReview, removeReview, updateReview } from './service.ts';
import { removeReply, replyToReview, reviewVotes, voteReview } from './votes.ts';

export const reviewsRouter = router({
  mine: personaProcedure.input(myReviewInputSchema).query(({ ctx, input }) => myReview(ctx.upstream, input.productId)),
  create: personaProcedure
    .input(createReviewInputSchema)
    .mutation(({ ctx, input }) => createReview(ctx.upstream, input)),
  update: personaProcedure
    .input(updateReviewInputSchema)
    .mutation(({ ctx, input }) => updateReview(ctx.upstream, input)),
  remove: personaProcedure
    .input(removeReviewInputSchema)
    .mutation(({ ctx, input }) => removeReview(ctx.upstream, input.id)),
  // docs/product.md §16: the viewer's votes (read after hydration), voting, and the item owner's one reply.
  votes: personaProcedure
    .input(reviewVotesInputSchema)
    .query(({ ctx, input }) => reviewVotes(ctx.upstream, input.reviewIds)),
  vote: personaProcedure.input(voteReviewInputSchema).mutation(({ ctx, input }) => voteReview(ctx.upstream, input)),
  reply: personaProcedure
    .input(replyReviewInputSchema)
    .mutation(({ ctx, input }) => replyToReview(ctx.upstream, input)),
  removeReply: personaProcedure
    .input(removeReplyInputSchema)
    .mutation(({ ctx, input }) => removeReply(ctx.upstream, input.reviewId)),
});
