// Thin: validate input (src/shared/event-ratings), ask the service. Reading ratings is public (the list leaves
// out the viewer's blocks, so the browser asks for it after load); rating and removing act for the signed-in
// persona (docs/product.md §8, §24): visitors get UNAUTHORIZED, accounts without a persona FORBIDDEN.
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  eventRatingsInputSchema,
  hostRatingsInputSchema,
  rateEventInputSchema,
  removeRatingInputSchema,
} from '../../shared/event-ratings/schema.ts';
import { eventRatings, hostRatings, rateEvent, removeRating } from './service.ts';

export const eventRatingsRouter = router({
  list: publicProcedure.input(eventRatingsInputSchema).query(({ ctx, input }) => eventRatings(ctx.upstream, input)),
  rate: personaProcedure.input(rateEventInputSchema).mutation(({ ctx, input }) => rateEvent(ctx.upstream, input)),
  remove: personaProcedure
    .input(removeRatingInputSchema)
    .mutation(({ ctx, input }) => removeRating(ctx.upstream, input)),
  host: publicProcedure.input(hostRatingsInputSchema).query(({ ctx, input }) => hostRatings(ctx.upstream, input)),
});
