// Thin: validate input, ask the service, return DTOs.
import { publicProcedure, router } from '../trpc/init.ts';
import { joinWaitlistInputSchema } from '../../shared/visit/schema.ts';
import { joinWaitlist } from './service.ts';

export const visitRouter = router({
  /** Anonymous allowed: the people on this list usually could not create an account yet. */
  joinWaitlist: publicProcedure
    .input(joinWaitlistInputSchema)
    .mutation(({ ctx, input }) => joinWaitlist(ctx.upstream, input)),
});
