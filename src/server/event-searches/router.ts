// Thin: validate input (src/shared/event-searches), ask the service. Every procedure acts for the signed-in
// persona (docs/product.md §8, §23): visitors get UNAUTHORIZED, accounts without a persona FORBIDDEN.
import { personaProcedure, router } from '../trpc/init.ts';
import { eventSearchIdInputSchema, saveEventSearchInputSchema } from '../../shared/event-searches/schema.ts';
import { deleteSearch, listSearches, saveSearch } from './service.ts';

export const eventSearchesRouter = router({
  list: personaProcedure.query(({ ctx }) => listSearches(ctx.upstream)),
  save: personaProcedure
    .input(saveEventSearchInputSchema)
    .mutation(({ ctx, input }) => saveSearch(ctx.upstream, input)),
  remove: personaProcedure
    .input(eventSearchIdInputSchema)
    .mutation(({ ctx, input }) => deleteSearch(ctx.upstream, input.id)),
});
