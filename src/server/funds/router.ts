// Thin: bundles for anyone; buying and paying for the signed-in persona only.
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  buyBundleInputSchema,
  paymentDecisionInputSchema,
  paymentStatusInputSchema,
} from '../../shared/funds/schema.ts';
import { buyBundle, decidePayment, listBundles, paymentMethods, paymentStatus } from './service.ts';

export const fundsRouter = router({
  bundles: publicProcedure.query(({ ctx }) => listBundles(ctx.upstream)),
  paymentMethods: personaProcedure.query(({ ctx }) => paymentMethods(ctx.upstream)),
  buy: personaProcedure.input(buyBundleInputSchema).mutation(({ ctx, input }) => buyBundle(ctx.upstream, input)),
  status: personaProcedure
    .input(paymentStatusInputSchema)
    .query(({ ctx, input }) => paymentStatus(ctx.upstream, input.transactionId)),
  decide: personaProcedure
    .input(paymentDecisionInputSchema)
    .mutation(({ ctx, input }) => decidePayment(ctx.upstream, input)),
});
