// Thin: validate (tz must be a known IANA zone, dates and ranges sane), ask the service, return DTOs.
// Browsing is public; the calendar, hosting and the feed belong to the signed-in persona.
import { personaProcedure, publicProcedure, router } from '../trpc/init.ts';
import {
  browseEventsInputSchema,
  eventAddressSchema,
  eventAttendeesInputSchema,
  eventIdInputSchema,
  featuredEventsInputSchema,
  hostEventsInputSchema,
  pagedTzInputSchema,
  saveEventInputSchema,
} from '../../shared/events/schema.ts';
import {
  browseEvents,
  createFeed,
  eventAttendees,
  eventDetail,
  featuredEvents,
  feedState,
  hostedEvents,
  hostEvents,
  pastSavedEvents,
  removeEvent,
  saveEvent,
  savedEvents,
} from './service.ts';

export const eventsRouter = router({
  browse: publicProcedure.input(browseEventsInputSchema).query(({ ctx, input }) => browseEvents(ctx.upstream, input)),
  featured: publicProcedure
    .input(featuredEventsInputSchema)
    .query(({ ctx, input }) => featuredEvents(ctx.upstream, input.tz, input.perPage)),
  detail: publicProcedure.input(eventAddressSchema).query(({ ctx, input }) => eventDetail(ctx.upstream, input)),
  // docs/product.md §21: read by the browser after load (the order is the viewer's own).
  attendees: publicProcedure
    .input(eventAttendeesInputSchema)
    .query(({ ctx, input }) => eventAttendees(ctx.upstream, input)),
  host: publicProcedure.input(hostEventsInputSchema).query(({ ctx, input }) => hostEvents(ctx.upstream, input)),
  hosted: personaProcedure.input(pagedTzInputSchema).query(({ ctx, input }) => hostedEvents(ctx.upstream, input)),
  calendar: personaProcedure.input(pagedTzInputSchema).query(({ ctx, input }) => savedEvents(ctx.upstream, input)),
  past: personaProcedure.input(pagedTzInputSchema).query(({ ctx, input }) => pastSavedEvents(ctx.upstream, input)),
  save: personaProcedure
    .input(saveEventInputSchema)
    .mutation(({ ctx, input }) => saveEvent(ctx.upstream, input.eventId, input.tz)),
  remove: personaProcedure
    .input(eventIdInputSchema)
    .mutation(({ ctx, input }) => removeEvent(ctx.upstream, input.eventId)),
  feed: personaProcedure.query(({ ctx }) => feedState(ctx.upstream)),
  regenerateFeed: personaProcedure.mutation(({ ctx }) => createFeed(ctx.upstream)),
});
