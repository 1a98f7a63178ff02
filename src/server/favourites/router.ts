// Thin: validate input (src/shared/favourites), ask the service. Favouriting needs a persona (docs/product.md §8: the
// reviews service acts for the bearer token's persona); the status of cards is public (counts for all,
// the viewer's own hearts only with a persona).
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  favouriteInputSchema,
  favouriteStatusInputSchema,
  favouritesListInputSchema,
} from '../../shared/favourites/schema.ts';
import { addFavourite, favouriteStatuses, listFavourites, removeFavourite } from './service.ts';

export const favouritesRouter = router({
  list: personaProcedure
    .input(favouritesListInputSchema)
    .query(({ ctx, input }) => listFavourites(ctx.upstream, input)),
  status: publicProcedure
    .input(favouriteStatusInputSchema)
    .query(({ ctx, input }) => favouriteStatuses(ctx.upstream, input.experienceIds, ctx.user?.personaId != null)),
  add: personaProcedure
    .input(favouriteInputSchema)
    .mutation(({ ctx, input }) => addFavourite(ctx.upstream, input.experienceId)),
  remove: personaProcedure
    .input(favouriteInputSchema)
    .mutation(({ ctx, input }) => removeFavourite(ctx.upstream, input.experienceId)),
});
