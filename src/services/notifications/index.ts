// Notifications as other domains use them: attendees told of a change, reminders that follow a moved event,
// and one notice to several personas (wishers of a listing).
export { noticeAttendees } from './attendee-notices.ts';
export { notifyPersonas, type Notice } from './notify.ts';
export type { ReminderScheduler } from './worker.ts';
