// Thin: the signed-in persona's receipts (one order's page, when a listing was bought), sales (a listing's
// buyers, for its seller) and redelivery of what they bought.
import { personaProcedure, router } from '../trpc/init.ts';
import {
  orderInputSchema,
  pageInputSchema,
  productOrdersInputSchema,
  productPurchaseInputSchema,
  redeliverInputSchema,
} from '../../shared/orders/schema.ts';
import { myOrders, mySales, orderDetail, productPurchase, productSales, redeliver } from './service.ts';

export const ordersRouter = router({
  mine: personaProcedure.input(pageInputSchema).query(({ ctx, input }) => myOrders(ctx.upstream, input.page)),
  sales: personaProcedure.input(pageInputSchema).query(({ ctx, input }) => mySales(ctx.upstream, input.page)),
  detail: personaProcedure.input(orderInputSchema).query(({ ctx, input }) => orderDetail(ctx.upstream, input.id)),
  /** When the viewer bought a listing (null: never). */
  purchaseOf: personaProcedure
    .input(productPurchaseInputSchema)
    .query(({ ctx, input }) => productPurchase(ctx.upstream, input.productId)),
  /** A listing's sales, for its seller only. */
  productSales: personaProcedure
    .input(productOrdersInputSchema)
    .query(({ ctx, input }) => productSales(ctx.upstream, input.productId, input.page)),
  redeliver: personaProcedure
    .input(redeliverInputSchema)
    .mutation(({ ctx, input }) => redeliver(ctx.upstream, input.productId)),
});
