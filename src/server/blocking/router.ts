// Thin: validate input (src/shared/blocking), ask the service. Every procedure acts for the signed-in persona
// (docs/product.md §8, §17): visitors get UNAUTHORIZED, accounts without a persona FORBIDDEN.
import { personaProcedure, router } from '../trpc/init.ts';
import { blocksListInputSchema, blockTargetInputSchema } from '../../shared/blocking/schema.ts';
import { block, blockState, listBlocks, unblock } from './service.ts';

export const blockingRouter = router({
  list: personaProcedure.input(blocksListInputSchema).query(({ ctx, input }) => listBlocks(ctx.upstream, input)),
  state: personaProcedure
    .input(blockTargetInputSchema)
    .query(({ ctx, input }) => blockState(ctx.upstream, input.handle)),
  block: personaProcedure.input(blockTargetInputSchema).mutation(({ ctx, input }) => block(ctx.upstream, input.handle)),
  unblock: personaProcedure
    .input(blockTargetInputSchema)
    .mutation(({ ctx, input }) => unblock(ctx.upstream, input.handle)),
});
