// Snapshot constants the browser needs too (no zod here: browser code imports this module).

/** Cards per page of /snapshots (a multiple of 2, 3 and 4 so the grid's rows fill). */
export const SNAPSHOTS_PAGE_SIZE = 24;
/** Snapshots shown in a profile's or an experience's section. */
export const SNAPSHOTS_SECTION_SIZE = 6;
export const SNAPSHOTS_MAX_PAGE = 1000;
export const SNAPSHOTS_MAX_PAGE_SIZE = 48;
