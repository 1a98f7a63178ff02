// Thin: validate input, ask the service, return DTOs. Likes need a persona (docs/product.md §5 Likes):
// a visitor gets UNAUTHORIZED, an account without a persona FORBIDDEN, before any upstream call.
import { z } from 'zod';
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  browseExperiencesInputSchema,
  creatorExperiencesInputSchema,
  experienceLikeInputSchema,
  experienceRefSchema,
} from '../../shared/experiences/schema.ts';
import {
  browseExperiences,
  creatorExperiences,
  experienceDetail,
  experienceLike,
  featuredExperiences,
} from './service.ts';

export const experiencesRouter = router({
  browse: publicProcedure
    .input(browseExperiencesInputSchema)
    .query(({ ctx, input }) => browseExperiences(ctx.upstream, input)),
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).default(12) }))
    .query(({ ctx, input }) => featuredExperiences(ctx.upstream, input.limit)),
  byCreator: publicProcedure
    .input(creatorExperiencesInputSchema)
    .query(({ ctx, input }) => creatorExperiences(ctx.upstream, input)),
  detail: publicProcedure.input(experienceRefSchema).query(({ ctx, input }) => experienceDetail(ctx.upstream, input)),
  likeState: personaProcedure
    .input(experienceLikeInputSchema)
    .query(({ ctx, input }) => experienceLike(ctx.upstream, input.experienceId, 'GET')),
  like: personaProcedure
    .input(experienceLikeInputSchema)
    .mutation(({ ctx, input }) => experienceLike(ctx.upstream, input.experienceId, 'PUT')),
  unlike: personaProcedure
    .input(experienceLikeInputSchema)
    .mutation(({ ctx, input }) => experienceLike(ctx.upstream, input.experienceId, 'DELETE')),
});
