// Thin: validate input (src/shared/wishlist), ask the service. Every procedure acts for the signed-in
// persona (docs/product.md §8, §15): visitors get UNAUTHORIZED, accounts without a persona FORBIDDEN.
import { personaProcedure, router } from '../trpc/init.ts';
import {
  wishlistEntryInputSchema,
  wishlistIdsInputSchema,
  wishlistListInputSchema,
} from '../../shared/wishlist/schema.ts';
import { addToWishlist, listWishlist, removeFromWishlist, wishedAmong } from './service.ts';

export const wishlistRouter = router({
  list: personaProcedure.input(wishlistListInputSchema).query(({ ctx, input }) => listWishlist(ctx.upstream, input)),
  idsForListings: personaProcedure
    .input(wishlistIdsInputSchema)
    .query(({ ctx, input }) => wishedAmong(ctx.upstream, input.listingIds)),
  add: personaProcedure
    .input(wishlistEntryInputSchema)
    .mutation(({ ctx, input }) => addToWishlist(ctx.upstream, input.listingId)),
  remove: personaProcedure
    .input(wishlistEntryInputSchema)
    .mutation(({ ctx, input }) => removeFromWishlist(ctx.upstream, input.listingId)),
});
