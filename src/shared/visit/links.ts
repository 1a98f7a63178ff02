// Where the visit flow's buttons lead (docs/product.md §6 Visit flow, §3 sign-in path with next). Pure: the
// browser and the server import this module.
import { safeNextPath } from '../session/session-check.ts';

/** The download page: system requirements and the installer (the footer links it too). */
export const DOWNLOAD_PATH = '/download';

const PLACEHOLDER_ORIGIN = 'https://lumen.invalid';

/**
 * The registration address with `next` pointing back at the current page, so a new account lands
 * where it started. A same-site registration path ('/sign-up') gets the path itself; a registration
 * site on another origin gets the absolute address on `publicUrl` (a bare path would mean nothing
 * there). An existing `next` in the configured address is replaced. Unsafe current paths become '/'.
 * Returns null when there is no registration address (the button is then hidden).
 */
export function registrationHref(
  registrationUrl: string | null,
  currentPath: string,
  publicUrl: string,
): string | null {
  if (registrationUrl === null || registrationUrl.trim() === '') return null;
  const next = safeNextPath(currentPath);
  let url: URL;
  try {
    url = new URL(registrationUrl.trim(), PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  const sameSite = url.origin === PLACEHOLDER_ORIGIN;
  // Configuration is trusted, but a non-web scheme would make a script link out of a button.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('next', sameSite ? next : `${publicUrl.replace(/\/+$/, '')}${next}`);
  return sameSite ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * The download page, remembering the page the visitor came from (a world's page) so the page can lead
 * back to it and offer its share link. Only a safe same-site path is kept; '/' is left out.
 */
export function downloadHref(fromPath?: string | null): string {
  const from = fromPath ? safeNextPath(fromPath) : '/';
  return from === '/' ? DOWNLOAD_PATH : `${DOWNLOAD_PATH}?${new URLSearchParams({ from }).toString()}`;
}

/** The `from` of a download page's query string: a safe same-site path, or null. */
export function downloadFromOf(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from) return null;
  const safe = safeNextPath(from);
  return safe === '/' || safe.startsWith(DOWNLOAD_PATH) ? null : safe;
}
