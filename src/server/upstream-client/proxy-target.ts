// Which URLs the url-parameter proxy (docs/product.md §13) may fetch: only the configured upstream base URLs, exact
// origin and path prefix. Anything unusual is refused rather than normalised into something allowed,
// because every parser quirk (userinfo, encoded hosts, dot segments, backslashes) is an SSRF route.

export class ProxyTargetRejectedError extends Error {
  override name = 'ProxyTargetRejectedError' as const;
  /** Why, for logs; the caller only ever sees 'Proxy target not allowed'. */
  readonly reason: string;

  constructor(reason: string) {
    super(`Proxy target not allowed: ${reason}`);
    this.reason = reason;
  }
}

const MAX_LENGTH = 4096;
const SCHEME_AND_AUTHORITY = /^(https?):\/\/([^/?#]*)/i;
// Printable ASCII only: no whitespace, control characters or raw non-ASCII for parsers to disagree on.
const UNSAFE_CHARACTER = /[^\x21-\x7e]|\\/;
// Encoded '.', '/', '\', '%' and NUL in the path: decoded later by someone, they change the path.
const ENCODED_TRICK = /%(?:2e|2f|5c|25|00)/i;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

interface AllowedBase {
  origin: string;
  /** Path prefix without a trailing slash; '' allows the whole origin. */
  prefix: string;
}

function allowedBase(base: string): AllowedBase {
  const url = new URL(base);
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

/**
 * The URL to fetch for a proxy request's `url` parameter, or ProxyTargetRejectedError. Allowed: http(s),
 * no userinfo, a host written in canonical form whose origin (scheme, host, port; default ports equal)
 * is one of the allowed base URLs', and a path inside that base URL's path prefix. The fragment is dropped.
 */
export function resolveProxyTarget(raw: string, allowedBaseUrls: readonly string[]): URL {
  if (raw.length === 0) throw new ProxyTargetRejectedError('empty');
  if (raw.length > MAX_LENGTH) throw new ProxyTargetRejectedError('too long');
  if (UNSAFE_CHARACTER.test(raw)) throw new ProxyTargetRejectedError('whitespace, control, non-ASCII or backslash');

  const head = SCHEME_AND_AUTHORITY.exec(raw);
  if (!head) throw new ProxyTargetRejectedError('not an absolute http(s) URL');
  const scheme = (head[1] ?? '').toLowerCase();
  const authority = (head[2] ?? '').toLowerCase();
  if (authority.includes('@')) throw new ProxyTargetRejectedError('userinfo');

  const rest = raw.slice(head[0].length);
  const rawPath = rest.split(/[?#]/, 1)[0] ?? '';
  if (ENCODED_TRICK.test(rawPath))
    throw new ProxyTargetRejectedError('encoded dot, slash, backslash, percent or NUL in the path');
  if (DOT_SEGMENT.test(rawPath)) throw new ProxyTargetRejectedError('dot segment in the path');

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProxyTargetRejectedError('unparseable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ProxyTargetRejectedError('scheme');
  if (url.username !== '' || url.password !== '') throw new ProxyTargetRejectedError('userinfo');

  // The host as written must already be canonical: '127.1', '2130706433', '%6cocalhost', ':080' and
  // non-canonical IPv6 all parse to another spelling, and are refused instead of being reinterpreted.
  const defaultPort = `:${DEFAULT_PORT[scheme] ?? ''}`;
  const written = authority.endsWith(defaultPort) ? authority.slice(0, -defaultPort.length) : authority;
  if (written !== url.host) throw new ProxyTargetRejectedError('non-canonical host');

  const allowed = allowedBaseUrls
    .map(allowedBase)
    .some(
      (base) =>
        base.origin === url.origin &&
        (base.prefix === '' || url.pathname === base.prefix || url.pathname.startsWith(`${base.prefix}/`)),
    );
  if (!allowed) throw new ProxyTargetRejectedError('not under an allowed base URL');

  url.hash = '';
  return url;
}
