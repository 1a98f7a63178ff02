// Which addresses Lumen puts in <img src>: pictures it serves itself (paths under /media, uploads
// included: /media/uploads/{id}/{size}.webp) or https pictures on the hosts an operator listed
// (IMAGE_HOSTS). Anything else is refused where it is set and dropped where it is shown: a browser
// fetches an <img src> with the visitor's cookies, so a same-site path such as /sign-out would act for
// them, and an arbitrary host would learn who looked at the page. No zod here: the browser may import it.

/** A plain media path: letter/digit/_/- segments and one extension, so no dot segments, no encoding. */
const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?$/;
/** Printable ASCII without space or backslash: whitespace, controls and non-ASCII spellings are refused. */
const PLAIN_CHARACTERS = /^[\x21-\x5B\x5D-\x7E]+$/;
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

export const MAX_PICTURE_URL_LENGTH = 2000;

/** A Lumen-served path under /media (the /media proxy forwards exactly these). */
export function isMediaPath(path: string): boolean {
  return MEDIA_PATH.test(path);
}

/** Whether `host` is a host name (optionally with a port) IMAGE_HOSTS may list. */
export function isImageHost(host: string): boolean {
  return HOST.test(host);
}

/**
 * IMAGE_HOSTS, e.g. "cdn.example.com, images.example.net:8443": lower-cased host names. Throws naming
 * the entry that is not one (a scheme, a path or a wildcard are not host names).
 */
export function parseImageHosts(value: string): string[] {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const wrong = hosts.find((host) => !isImageHost(host));
  if (wrong !== undefined)
    throw new Error(`"${wrong}" is not a host name (write cdn.example.com, without https:// or a path)`);
  return [...new Set(hosts)];
}

let configuredHosts: readonly string[] = [];

/**
 * The hosts this process accepts https pictures from (IMAGE_HOSTS), set once at start by the web tier
 * and by the embedded upstream when it runs alone; the input schemas and the answer mappings read them.
 */
export function configurePictureHosts(hosts: readonly string[]): void {
  configuredHosts = Object.freeze(hosts.map((host) => host.toLowerCase()));
}

export function configuredPictureHosts(): readonly string[] {
  return configuredHosts;
}

/** The rule: a Lumen media path, or a canonical https URL on one of `hosts` without credentials. */
export function isPictureUrl(value: string, hosts: readonly string[] = configuredHosts): boolean {
  if (value.length === 0 || value.length > MAX_PICTURE_URL_LENGTH || !PLAIN_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return isMediaPath(value);
  if (!value.startsWith('https://') || hosts.length === 0) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // href equal to the input: no spelling the parser rewrites (dot segments, %2e, case, default ports).
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    hosts.includes(url.host) &&
    url.href === value
  );
}

/** The url when it may be shown, else `fallback` (answers from upstream: old bad rows never render). */
export function shownPictureUrl<F extends string | null>(url: string | null | undefined, fallback: F): string | F {
  return typeof url === 'string' && isPictureUrl(url) ? url : fallback;
}

/** What an <img> shows when a listing, event or cart line has no picture that may be shown. */
export const NO_PICTURE_URL = '/no-image.svg';
