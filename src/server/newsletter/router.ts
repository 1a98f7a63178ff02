// Thin: validate input, ask the service, return results. Anonymous: readers subscribe without an account.
import { publicProcedure, router } from '../trpc/init.ts';
import { newsletterTokenInputSchema, subscribeInputSchema } from '../../shared/newsletter/schema.ts';
import { confirm, subscribe, unsubscribe } from './service.ts';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .input(subscribeInputSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.upstream, input.email, ctx.clientAddress)),
  /** The confirmation link's page calls this when its button is pressed (a GET changes nothing). */
  confirm: publicProcedure
    .input(newsletterTokenInputSchema)
    .mutation(({ ctx, input }) => confirm(ctx.upstream, input.token)),
  unsubscribe: publicProcedure
    .input(newsletterTokenInputSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.upstream, input.token)),
});
