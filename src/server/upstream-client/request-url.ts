// Building upstream URLs: base URL + API path + query, and the url-parameter proxy form (docs/product.md §13).
import { InvalidUpstreamPathError } from './errors.ts';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

// A dot segment, literal or percent-encoded: WHATWG URL parsing resolves both, so either would climb
// out of the base path.
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * Joins a base URL that may carry a path prefix (http://host/v1 or http://host/v1/) with an API path
 * ('/experiences' or 'experiences'). Callers encode dynamic segments themselves (encodeURIComponent).
 */
export function joinUrl(baseUrl: string, path: string): URL {
  if (path.includes('?') || path.includes('#')) {
    throw new InvalidUpstreamPathError(path, 'pass the query as options.query, not in the path');
  }
  if (path.includes('\\')) throw new InvalidUpstreamPathError(path, 'backslashes are not allowed');
  if (DOT_SEGMENT.test(path)) throw new InvalidUpstreamPathError(path, "'.' and '..' segments are not allowed");
  const base = baseUrl.replace(/\/+$/, '');
  const relative = path.replace(/^\/+/, '');
  return new URL(relative === '' ? base : `${base}/${relative}`);
}

// RFC 3986 encoding (space as %20, brackets of filter[id] as %5B/%5D); servers decode either form.
function encode(value: string): string {
  return encodeURIComponent(value);
}

function scalar(key: string, value: QueryScalar): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError(`Query parameter ${key} is not a finite number`);
  }
  return `${encode(key)}=${encode(String(value))}`;
}

/** name=value pairs in insertion order; undefined and null are skipped, arrays repeat the name. */
export function encodeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) parts.push(scalar(key, item));
    } else {
      parts.push(scalar(key, value as QueryScalar));
    }
  }
  return parts.join('&');
}

/** The target URL of one upstream call. */
export function buildTargetUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = joinUrl(baseUrl, path);
  const search = encodeQuery(query);
  return search === '' ? url.href : `${url.href}?${search}`;
}

/** docs/product.md §13: routed through a proxy, the target travels as the proxy's `url` query parameter. */
export function viaProxy(proxyUrl: string, targetUrl: string): string {
  const separator = proxyUrl.includes('?') ? '&' : '?';
  return `${proxyUrl}${separator}url=${encodeURIComponent(targetUrl)}`;
}
