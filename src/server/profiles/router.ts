// Thin: validate input, ask the service, return DTOs. Public reads: with a session the upstream call
// carries the user's token, so friendStatus is from the viewer's point of view.
import { publicProcedure, router } from '../trpc/init.ts';
import { profileHandleInputSchema, profileSearchInputSchema } from '../../shared/profiles/schema.ts';
import { profileByHandle, profileCard, searchProfiles } from './service.ts';

export const profilesRouter = router({
  byHandle: publicProcedure
    .input(profileHandleInputSchema)
    .query(({ ctx, input }) => profileByHandle(ctx.upstream, input.handle)),
  card: publicProcedure
    .input(profileHandleInputSchema)
    .query(({ ctx, input }) => profileCard(ctx.upstream, input.handle)),
  search: publicProcedure
    .input(profileSearchInputSchema)
    .query(({ ctx, input }) => searchProfiles(ctx.upstream, input)),
});
