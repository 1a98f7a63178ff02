// CSRF defence for state-changing requests: a browser always says where a request comes from
// (Sec-Fetch-Site, Origin). A cross-site form post or fetch is refused before it reaches a procedure.
export interface RequestOriginHeaders {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteMutation(headers: RequestOriginHeaders, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(headers.method.toUpperCase())) return false;
  const site = headers.secFetchSite?.toLowerCase();
  // Sec-Fetch-Site is set by the browser and cannot be forged by a page; same-origin settles it (Origin
  // is 'null' for same-origin form posts from pages with Referrer-Policy: no-referrer, as ours are).
  if (site === 'same-origin') return false;
  if (site && site !== 'none') return true;
  if (headers.origin) {
    if (headers.origin === 'null') return true;
    let originHost: string;
    try {
      originHost = new URL(headers.origin).host;
    } catch {
      return true;
    }
    const allowed = allowedOrigins.some((allowedOrigin) => allowedOrigin === headers.origin);
    return !(allowed || (headers.host !== undefined && originHost === headers.host));
  }
  return false;
}
