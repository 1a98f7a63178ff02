// Thin: the store's categories (public, like the catalogue).
import { publicProcedure, router } from '../trpc/init.ts';
import { categoryInputSchema } from '../../shared/categories/schema.ts';
import { categoryDetail, listCategories } from './service.ts';

export const categoriesRouter = router({
  list: publicProcedure.query(({ ctx }) => listCategories(ctx.upstream)),
  detail: publicProcedure.input(categoryInputSchema).query(({ ctx, input }) => categoryDetail(ctx.upstream, input.id)),
});
