// Thin: the signed-in persona's balance, for the browser's balance button, checkout and ticket buying.
// A persona is needed (a balance belongs to one): 401 signed out, 403 without a persona.
import { personaProcedure, router } from '../trpc/init.ts';
import { readBalance } from './service.ts';

export const balanceRouter = router({
  get: personaProcedure.query(({ ctx }) => readBalance(ctx.upstream)),
});
