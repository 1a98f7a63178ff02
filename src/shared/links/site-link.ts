// Links between the product's sites (docs/product.md §3). A card rendered on its own site uses relative paths
// (base '/'), which the client router follows in-app; a card given another site's address as its base
// (the atlas or store site) gets a plain absolute link. Only http(s) bases and same-site path prefixes
// are honoured: anything else ('javascript:', 'data:', '//evil.example') falls back to a relative link,
// so a misconfigured or hostile base can never produce a script URL or an off-site protocol-relative one.

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

function normalisePath(path: string): string {
  const trimmed = path.trim();
  // Collapse leading slashes so '//host' can never turn a path into a protocol-relative URL.
  const withoutLeading = trimmed.replace(/^[/\\]+/, '');
  return `/${withoutLeading}`;
}

function stripTrailingSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/**
 * Joins a base url (http(s) origin with an optional path, or '/' / '/prefix' on this site) and a path
 * without doubling slashes. An unusable base is treated as '/'.
 */
export function siteHref(baseUrl: string, path: string): string {
  const cleanPath = normalisePath(path);
  const base = baseUrl.trim();

  if (base === '' || base === '/') return cleanPath;

  // Same-site prefix such as '/atlas' (but not the protocol-relative '//host').
  if (base.startsWith('/') && !base.startsWith('//') && !base.startsWith('/\\')) {
    const prefix = stripTrailingSlashes(base);
    return prefix === '' ? cleanPath : `${prefix}${cleanPath}`;
  }

  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return cleanPath;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol) || url.host === '') return cleanPath;
  // Credentials, query and fragment of a base are never carried into links.
  const basePath = stripTrailingSlashes(url.pathname);
  return `${url.origin}${basePath}${cleanPath}`;
}

const seg = encodeURIComponent;

/** /experiences/{personaHandle}/{handle}: experience detail. */
export function experienceHref(personaHandle: string, handle: string): string {
  return `/experiences/${seg(personaHandle)}/${seg(handle)}`;
}

/** /experiences/{personaHandle}: a creator's experiences. */
export function creatorExperiencesHref(personaHandle: string): string {
  return `/experiences/${seg(personaHandle)}`;
}

/** /profiles/{avatarHandle}: a profile (prefix with the profiles site through siteHref). */
export function profileHref(avatarHandle: string): string {
  return `/profiles/${seg(avatarHandle)}`;
}

/** /hosts/{personaHandle}: the events a persona hosts (docs/product.md §21). */
export function hostHref(personaHandle: string): string {
  return `/hosts/${seg(personaHandle)}`;
}

/** /store/{personaHandle}: a creator's store. */
export function storeHref(personaHandle: string): string {
  return `/store/${seg(personaHandle)}`;
}

/**
 * Paths the server answers itself (sign-in and sign-out, the identity provider, APIs, images): a link
 * to one must load the page from the server, never route inside the app.
 */
const SERVER_PATH_PREFIXES = ['/sign-in', '/sign-up', '/sign-out', '/auth/', '/oidc/', '/api/', '/media/', '/trpc/'];

export function isServerPath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return SERVER_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}
