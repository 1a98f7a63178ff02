// Defect reports' constants (docs/product.md §22), read by the services, the web tier and the browser.

/** The buyer's reports, with their statuses. */
export const MY_DEFECTS_PATH = '/defects';
/** The seller's inbox of reports about their listings (`?listing={id}` narrows it to one). */
export const CREATOR_DEFECTS_PATH = '/creator/defects';

/** A report's title: trimmed, 1–120 characters. */
export const DEFECT_TITLE_MAX_LENGTH = 120;
/** A report's description: trimmed, 1–2000 characters. */
export const DEFECT_DESCRIPTION_MAX_LENGTH = 2000;
/** The seller's optional note with a status change: trimmed, at most 500 characters. */
export const DEFECT_NOTE_MAX_LENGTH = 500;

/** Reports a buyer may have open or acknowledged (not fixed) about one listing at a time. */
export const MAX_UNFIXED_DEFECTS_PER_LISTING = 3;
/** Reports a buyer may file in any one hour, over every listing. */
export const MAX_DEFECTS_PER_HOUR = 10;

export const DEFECTS_PAGE_SIZE = 24;
export const MAX_DEFECTS_PAGE_SIZE = 100;
