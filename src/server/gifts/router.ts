// Thin: gifting a listing to a friend (docs/product.md §20). Persona needed; the friends to choose from come from
// friends.list.
import { personaProcedure, router } from '../trpc/init.ts';
import { sendGiftInputSchema } from '../../shared/gifts/schema.ts';
import { sendGift } from './service.ts';

export const giftsRouter = router({
  send: personaProcedure.input(sendGiftInputSchema).mutation(({ ctx, input }) => sendGift(ctx.upstream, input)),
});
