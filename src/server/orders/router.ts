// Thin: the signed-in persona's receipts and sales.
import { personaProcedure, router } from '../trpc/init.ts';
import { pageInputSchema } from '../../shared/orders/schema.ts';
import { myOrders, mySales } from './service.ts';

export const ordersRouter = router({
  mine: personaProcedure.input(pageInputSchema).query(({ ctx, input }) => myOrders(ctx.upstream, input.page)),
  sales: personaProcedure.input(pageInputSchema).query(({ ctx, input }) => mySales(ctx.upstream, input.page)),
});
