// Thin: the signed-in persona's cart and checkout (docs/product.md §9, §8: persona needed to buy).
import { personaProcedure, router } from '../trpc/init.ts';
import { cartProductInputSchema, checkoutInputSchema } from '../../shared/cart/schema.ts';
import { addToCart, checkout, clearCart, clearDelisted, readCart, removeFromCart } from './service.ts';

export const cartRouter = router({
  get: personaProcedure.query(({ ctx }) => readCart(ctx.upstream)),
  add: personaProcedure.input(cartProductInputSchema).mutation(({ ctx, input }) => addToCart(ctx.upstream, input.productId)),
  remove: personaProcedure
    .input(cartProductInputSchema)
    .mutation(({ ctx, input }) => removeFromCart(ctx.upstream, input.productId)),
  clear: personaProcedure.mutation(({ ctx }) => clearCart(ctx.upstream)),
  clearDelisted: personaProcedure.mutation(({ ctx }) => clearDelisted(ctx.upstream)),
  checkout: personaProcedure.input(checkoutInputSchema).mutation(({ ctx, input }) => checkout(ctx.upstream, input)),
});
