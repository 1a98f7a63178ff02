// Thin: validate input (src/shared/defects), ask the service. Every procedure acts for the signed-in persona
// (docs/product.md §8, §22): visitors get UNAUTHORIZED, accounts without a persona FORBIDDEN; the tRPC route's
// rate limit counts these writes with the others.
import { personaProcedure, router } from '../trpc/init.ts';
import {
  fileDefectInputSchema,
  incomingDefectsInputSchema,
  myDefectsInputSchema,
  setDefectStatusInputSchema,
} from '../../shared/defects/schema.ts';
import { fileDefect, incomingDefects, myDefects, setDefectStatus } from './service.ts';

export const defectsRouter = router({
  file: personaProcedure.input(fileDefectInputSchema).mutation(({ ctx, input }) => fileDefect(ctx.upstream, input)),
  setStatus: personaProcedure
    .input(setDefectStatusInputSchema)
    .mutation(({ ctx, input }) => setDefectStatus(ctx.upstream, input)),
  mine: personaProcedure.input(myDefectsInputSchema).query(({ ctx, input }) => myDefects(ctx.upstream, input)),
  incoming: personaProcedure
    .input(incomingDefectsInputSchema)
    .query(({ ctx, input }) => incomingDefects(ctx.upstream, input)),
});
