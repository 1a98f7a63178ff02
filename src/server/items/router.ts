// Thin: validate input (src/shared/items), ask the service. The inventory, equipping and the codex act
// for the session's persona (its handle and id never come from the browser); what a persona wears and
// the studio showcase are public.
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  codexInputSchema,
  inventoryInputSchema,
  itemDetailInputSchema,
  ownedInputSchema,
  setEquippedInputSchema,
  showcaseInputSchema,
  wornInputSchema,
} from '../../shared/items/schema.ts';
import {
  itemDetail,
  listCodex,
  listInventory,
  listWorn,
  ownedListings,
  setEquipped,
  studioShowcase,
} from './service.ts';

export const itemsRouter = router({
  mine: personaProcedure
    .input(inventoryInputSchema)
    .query(({ ctx, input }) => listInventory(ctx.upstream, ctx.user.personaHandle, input)),
  /** Per viewer: read from the browser (or signed-in renders), never into a page kept for visitors. */
  owned: personaProcedure
    .input(ownedInputSchema)
    .query(({ ctx, input }) => ownedListings(ctx.upstream, ctx.user.personaHandle, input.listingIds)),
  worn: publicProcedure.input(wornInputSchema).query(({ ctx, input }) => listWorn(ctx.upstream, input.personaHandle)),
  detail: publicProcedure
    .input(itemDetailInputSchema)
    .query(({ ctx, input }) => itemDetail(ctx.upstream, input.personaHandle, input.itemId)),
  setEquipped: personaProcedure
    .input(setEquippedInputSchema)
    .mutation(({ ctx, input }) => setEquipped(ctx.upstream, ctx.user.personaHandle, input)),
});

export const studiosRouter = router({
  showcase: publicProcedure
    .input(showcaseInputSchema)
    .query(({ ctx, input }) => studioShowcase(ctx.upstream, input.studio)),
});

export const codexRouter = router({
  mine: personaProcedure
    .input(codexInputSchema)
    .query(({ ctx, input }) => listCodex(ctx.upstream, ctx.user.personaId, input)),
});
