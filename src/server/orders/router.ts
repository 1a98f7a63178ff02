// Thin: the signed-in persona's receipts and sales, and redelivery of what they bought.
import { personaProcedure, router } from '../trpc/init.ts';
import { pageInputSchema, redeliverInputSchema } from '../../shared/orders/schema.ts';
import { myOrders, mySales, redeliver } from './service.ts';

export const ordersRouter = router({
  mine: personaProcedure.input(pageInputSchema).query(({ ctx, input }) => myOrders(ctx.upstream, input.page)),
  sales: personaProcedure.input(pageInputSchema).query(({ ctx, input }) => mySales(ctx.upstream, input.page)),
  redeliver: personaProcedure.input(redeliverInputSchema).mutation(({ ctx, input }) => redeliver(ctx.upstream, input.productId)),
});
