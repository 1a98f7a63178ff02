// Thin: the signed-in persona's cart and checkout (docs/product.md §9, §8: persona needed to buy). Every answer
// that is a cart sets aside the lines the persona already owns (withOwnership).
import { personaProcedure, router } from '../trpc/init.ts';
import { cartProductInputSchema, checkoutInputSchema } from '../../shared/cart/schema.ts';
import {
  addToCart,
  cartHas,
  checkout,
  clearCart,
  clearDelisted,
  readCart,
  removeFromCart,
  withOwnership,
} from './service.ts';

export const cartRouter = router({
  get: personaProcedure.query(({ ctx }) => withOwnership(ctx.upstream, ctx.user.personaHandle, readCart(ctx.upstream))),
  /** Whether one listing is in the cart (the listing page), without reading the whole cart. */
  has: personaProcedure.input(cartProductInputSchema).query(({ ctx, input }) => cartHas(ctx.upstream, input.productId)),
  add: personaProcedure
    .input(cartProductInputSchema)
    .mutation(({ ctx, input }) =>
      withOwnership(ctx.upstream, ctx.user.personaHandle, addToCart(ctx.upstream, input.productId)),
    ),
  remove: personaProcedure
    .input(cartProductInputSchema)
    .mutation(({ ctx, input }) =>
      withOwnership(ctx.upstream, ctx.user.personaHandle, removeFromCart(ctx.upstream, input.productId)),
    ),
  clear: personaProcedure.mutation(({ ctx }) => clearCart(ctx.upstream)),
  clearDelisted: personaProcedure.mutation(({ ctx }) =>
    withOwnership(ctx.upstream, ctx.user.personaHandle, clearDelisted(ctx.upstream)),
  ),
  checkout: personaProcedure.input(checkoutInputSchema).mutation(({ ctx, input }) => checkout(ctx.upstream, input)),
});
