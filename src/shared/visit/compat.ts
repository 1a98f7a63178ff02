// The desktop client version the web offers and what a world needs. The experiences service decides
// (GET /experience/?persona_handle&handle&compat_version answers 409 client-outdated when the world
// needs a newer client); these are the constants around that answer (its words are the catalogues' visit.update.*). Pure: the browser and
// the server import it.

/** CLIENT_VERSION when unset: the client the demo worlds were built for (the newest in the demo data). */
export const DEFAULT_CLIENT_VERSION = '1.5.0';

export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** What the visit check answers: launch, or ask for a newer client first. */
export type CompatCheck =
  { status: 'compatible' } | { status: 'outdated'; requiredVersion: string; clientVersion: string };
