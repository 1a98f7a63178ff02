// Thin: the signed-in creator's own analytics (the upstream answers only the token's persona's).
import { personaProcedure, router } from '../trpc/init.ts';
import { analyticsQuerySchema } from '../../shared/analytics/schema.ts';
import { creatorAnalytics } from './service.ts';

export const analyticsRouter = router({
  mine: personaProcedure
    .input(analyticsQuerySchema)
    .query(({ ctx, input }) => creatorAnalytics(ctx.upstream, input.days)),
});
