// Tickets as hosting uses them: a cancelled event's tickets are refunded in the host's transaction.
export { refundEventTickets } from './escrow.ts';
