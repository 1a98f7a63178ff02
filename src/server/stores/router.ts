// Thin: following stores needs a persona (the subscription belongs to the bearer token's persona).
import { personaProcedure, router } from '../trpc/init.ts';
import { storeIdInputSchema } from '../../shared/stores/schema.ts';
import { follow, mySubscriptions, unfollow } from './service.ts';

export const storesRouter = router({
  subscriptions: personaProcedure.query(({ ctx }) => mySubscriptions(ctx.upstream)),
  follow: personaProcedure.input(storeIdInputSchema).mutation(({ ctx, input }) => follow(ctx.upstream, input.storeId)),
  unfollow: personaProcedure
    .input(storeIdInputSchema)
    .mutation(({ ctx, input }) => unfollow(ctx.upstream, input.storeId)),
});
