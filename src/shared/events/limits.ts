// Constants of the events pages the browser needs (docs/product.md §21), kept free of zod.
/** People going, one page of the event page's list. */
export const ATTENDEES_PER_PAGE = 24;
/** One page of a host's upcoming or past events. */
export const HOST_EVENTS_PER_PAGE = 12;
