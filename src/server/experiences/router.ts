// Thin: validate input, ask the service, return DTOs.
import { z } from 'zod';
import { publicProcedure, router } from '../trpc/init.ts';
import {
  browseExperiencesInputSchema,
  creatorExperiencesInputSchema,
  experienceRefSchema,
} from '../../shared/experiences/schema.ts';
import { browseExperiences, creatorExperiences, experienceDetail, featuredExperiences } from './service.ts';

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
});
