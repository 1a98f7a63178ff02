// Thin: validate input (the form's own rules, src/shared/reports), ask the service. Reporting needs a
// persona (docs/product.md §7/§8: the report link shows only to users with a personaId).
import { personaProcedure, router } from '../trpc/init.ts';
import {
  productReportInputSchema,
  profileReportInputSchema,
  screenshotReportInputSchema,
} from '../../shared/reports/schema.ts';
import { reportProduct, reportProfile, reportSnapshot } from './service.ts';

export const reportsRouter = router({
  reportProfile: personaProcedure
    .input(profileReportInputSchema)
    .mutation(({ ctx, input }) => reportProfile(ctx.upstream, input)),
  reportProduct: personaProcedure
    .input(productReportInputSchema)
    .mutation(({ ctx, input }) => reportProduct(ctx.upstream, input)),
  reportSnapshot: personaProcedure
    .input(screenshotReportInputSchema)
    .mutation(({ ctx, input }) => reportSnapshot(ctx.upstream, input)),
});
