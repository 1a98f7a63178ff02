// Thin: notifications and reminders belong to the bearer token's persona.
import { personaProcedure, router } from '../trpc/init.ts';
import {
  eventIdInputSchema,
  eventReminderInputSchema,
  markReadInputSchema,
  notificationPreferenceInputSchema,
  notificationsListInputSchema,
} from '../../shared/notifications/schema.ts';
import { listNotifications, markRead, preferences, reminderState, setPreference, setReminder } from './service.ts';

export const notificationsRouter = router({
  list: personaProcedure
    .input(notificationsListInputSchema)
    .query(({ ctx, input }) => listNotifications(ctx.upstream, input)),
  markRead: personaProcedure.input(markReadInputSchema).mutation(({ ctx, input }) => markRead(ctx.upstream, input)),
  reminder: personaProcedure
    .input(eventIdInputSchema)
    .query(({ ctx, input }) => reminderState(ctx.upstream, input.eventId)),
  setReminder: personaProcedure
    .input(eventReminderInputSchema)
    .mutation(({ ctx, input }) => setReminder(ctx.upstream, input)),
  preferences: personaProcedure.query(({ ctx }) => preferences(ctx.upstream)),
  setPreference: personaProcedure
    .input(notificationPreferenceInputSchema)
    .mutation(({ ctx, input }) => setPreference(ctx.upstream, input)),
});
