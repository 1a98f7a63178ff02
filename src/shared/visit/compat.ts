// The desktop client version the web offers and what a world needs. The experiences service decides
// (GET /experience/?persona_handle&handle&compat_version answers 409 client-outdated when the world
// needs a newer client); these are the constants and words around that answer. Pure: the browser and
// the server import it.

/** CLIENT_VERSION when unset: the client the demo worlds were built for (the newest in the demo data). */
export const DEFAULT_CLIENT_VERSION = '1.5.0';

export const VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** What the visit check answers: launch, or ask for a newer client first. */
export type CompatCheck =
  { status: 'compatible' } | { status: 'outdated'; requiredVersion: string; clientVersion: string };

/**
 * The update step's explanation. The web cannot see which client a visitor has installed: it knows the
 * version it offers (CLIENT_VERSION), so it says what the world needs and how to get it.
 */
export function outdatedMessage(
  check: { requiredVersion: string; clientVersion: string },
  worldName: string,
  productName: string,
  downloadAvailable: boolean,
): string {
  const need = `${worldName} needs ${productName} ${check.requiredVersion} or newer, and the client this site offers is ${check.clientVersion}.`;
  return downloadAvailable
    ? `${need} Download the latest client and install it over the one you have, then visit again.`
    : `${need} A newer client is not offered for download here yet: if yours updates itself, open it to update, then visit again.`;
}
