// Notifications as hosting uses them: attendees told of a change, reminders that follow a moved event.
export { noticeAttendees } from './attendee-notices.ts';
export type { ReminderScheduler } from './worker.ts';
