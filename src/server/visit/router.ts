// Thin: validate input, ask the service, return DTOs.
import { publicProcedure, router } from '../trpc/init.ts';
import { compatInputSchema, joinWaitlistInputSchema } from '../../shared/visit/schema.ts';
import { checkCompat, joinWaitlist } from './service.ts';

export const visitRouter = router({
  /** Anonymous allowed: the people on this list usually could not create an account yet. */
  joinWaitlist: publicProcedure
    .input(joinWaitlistInputSchema)
    .mutation(({ ctx, input }) => joinWaitlist(ctx.upstream, input)),
  /** Before launching a world: can the client this site offers enter it? Public, like the world. */
  compat: publicProcedure.input(compatInputSchema).query(({ ctx, input }) => checkCompat(ctx.upstream, input)),
});
