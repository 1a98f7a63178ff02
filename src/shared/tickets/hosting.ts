// Limits of what an event's host manages of its tickets, shared by the host's forms, the web tier and
// the tickets service.
export { TICKET_HOSTING_LIMITS } from '../events/hosting.ts';
