// A page kept for every signed-in account (docs/performance/pages.md "Signed-in pages") carries no viewer:
// its boot data holds this marker where the viewer goes, and each answer puts its own viewer there. The
// server entry writes the marker; the page plugin and the page cache fill it.

/** The marker, written in the viewer's place. */
export const VIEWER_HOLE = '__lumen_viewer_hole__';

/** The marker as the serialised boot data holds it (a JSON string: no character there needs escaping). */
export const VIEWER_HOLE_JSON = JSON.stringify(VIEWER_HOLE);
