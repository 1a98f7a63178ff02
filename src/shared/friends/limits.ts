// Sizes of the friends lists the browser asks for (docs/product.md §18); plain constants, so browser code
// may import them without bringing zod along.

/** A page of mutual friends or friends' activity holds this many people unless asked otherwise. */
export const FRIENDS_ACTIVITY_PAGE_SIZE = 24;

/** Friends management lists read up to this many people per call (the upstream's largest page). */
export const FRIENDS_PAGE_SIZE = 100;
