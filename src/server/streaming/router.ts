// Thin: the list and one streaming event are public; a token needs the caller's own persona (the
// upstream refuses another persona's id with 403 and a stream that is not live with 409).
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import { agoraTokenInputSchema, streamingIdInputSchema } from '../../shared/streaming/schema.ts';
import { agoraToken, streamingEvent, streamingList } from './service.ts';

export const streamingRouter = router({
  list: publicProcedure.query(({ ctx }) => streamingList(ctx.upstream)),
  detail: publicProcedure
    .input(streamingIdInputSchema)
    .query(({ ctx, input }) => streamingEvent(ctx.upstream, input.id)),
  // A mutation: each press of "Watch live" gets a fresh short-lived token, never a cached one.
  token: personaProcedure.input(agoraTokenInputSchema).mutation(({ ctx, input }) => agoraToken(ctx.upstream, input)),
});
