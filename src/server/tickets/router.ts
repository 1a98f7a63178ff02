// Thin: ticket definitions of an event (anyone), buying and redeeming (a persona, docs/product.md §8), the
// persona's tickets and ticket orders.
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  buyTicketInputSchema,
  checkCodeInputSchema,
  definitionsInputSchema,
  myTicketsInputSchema,
  redeemInputSchema,
  ticketInputSchema,
  ticketOrdersInputSchema,
} from '../../shared/tickets/schema.ts';
import {
  buyTicket,
  checkRedemptionCode,
  definitionsOf,
  myTicketOrders,
  myTickets,
  redeemCode,
  ticketDetail,
} from './service.ts';

export const ticketsRouter = router({
  definitions: publicProcedure
    .input(definitionsInputSchema)
    .query(({ ctx, input }) => definitionsOf(ctx.upstream, input.eventId)),
  buy: personaProcedure.input(buyTicketInputSchema).mutation(({ ctx, input }) => buyTicket(ctx.upstream, input)),
  mine: personaProcedure.input(myTicketsInputSchema).query(({ ctx, input }) => myTickets(ctx.upstream, input)),
  orders: personaProcedure
    .input(ticketOrdersInputSchema)
    .query(({ ctx, input }) => myTicketOrders(ctx.upstream, input.page)),
  detail: personaProcedure.input(ticketInputSchema).query(({ ctx, input }) => ticketDetail(ctx.upstream, input.id)),
  /** What a code gives, before redeeming it; counted by the guessing limit, hence a mutation. */
  checkCode: personaProcedure
    .input(checkCodeInputSchema)
    .mutation(({ ctx, input }) => checkRedemptionCode(ctx.upstream, input, ctx.clientAddress)),
  redeem: personaProcedure
    .input(redeemInputSchema)
    .mutation(({ ctx, input }) => redeemCode(ctx.upstream, input, ctx.clientAddress)),
});
