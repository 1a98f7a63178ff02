// Thin: gifting a listing to a friend (docs/product.md §20). Persona needed; the friends to choose from come from
// friends.list.
import { personaProcedure, router } from '../trpc/init.ts';
import { receivedGiftsInputSchema, sendGiftInputSchema } from '../../shared/gifts/schema.ts';
import { receivedGifts, sendGift } from './service.ts';

export const giftsRouter = router({
  send: personaProcedure.input(sendGiftInputSchema).mutation(({ ctx, input }) => sendGift(ctx.upstream, input)),
  received: personaProcedure
    .input(receivedGiftsInputSchema)
    .query(({ ctx, input }) => receivedGifts(ctx.upstream, input.page)),
});
