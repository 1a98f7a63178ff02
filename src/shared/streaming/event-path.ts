// The event page's address (docs/upstream-api-events.md GET /events/{a}/{b}/{c}: host persona handle, experience handle,
// event id). Notifications and streaming cards link to it.
export function eventPagePath(hostHandle: string, experienceHandle: string, eventId: string): string {
  return `/events/${encodeURIComponent(hostHandle)}/${encodeURIComponent(experienceHandle)}/${encodeURIComponent(eventId)}`;
}
