// What the upstream client throws. Callers (to-trpc-error, route handlers) map these to the error
// catalogue; nothing else from undici or jsona leaks out of the client.

/** docs/product.md §12: a response above 299. Carries what an operator needs to find the failing call upstream. */
export class BadResponseError extends Error {
  override name = 'BadResponseError' as const;
  readonly title = 'Bad Response' as const;
  readonly method: string;
  /** The full URL requested (the target, also when a proxy carried the request). */
  readonly url: string;
  readonly status: number;
  /** The upstream's x-request-id response header, or null when it sent none. */
  readonly requestId: string | null;
  /** Parsed JSON for JSON and JSON:API responses, else text; null when the body was empty. */
  readonly body: unknown;

  constructor(init: { method: string; url: string; status: number; requestId: string | null; body: unknown }) {
    super(`Received bad response after issuing a request to ${init.url}`);
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

/** The call did not complete (connect, headers and body) within the configured time. */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError' as const;
  readonly url: string;
  readonly timeoutMs: number;

  constructor(init: { method: string; url: string; timeoutMs: number; cause?: unknown }) {
    super(`${init.method} ${init.url} did not complete within ${init.timeoutMs} ms`, { cause: init.cause });
    this.url = init.url;
    this.timeoutMs = init.timeoutMs;
  }
}

/** The upstream could not be reached or dropped the connection (ECONNREFUSED, reset, DNS, closed pool). */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError' as const;
  readonly url: string;
  /** The network error code when there is one (ECONNREFUSED, UND_ERR_SOCKET, …). */
  readonly code: string | null;

  constructor(init: { method: string; url: string; code: string | null; cause?: unknown }) {
    super(`${init.method} ${init.url} failed: upstream unavailable${init.code ? ` (${init.code})` : ''}`, {
      cause: init.cause,
    });
    this.url = init.url;
    this.code = init.code;
  }
}

/** The upstream answered 2xx with something we cannot accept: not JSON, not JSON:API, or the wrong shape. */
export class UpstreamContractError extends Error {
  override name = 'UpstreamContractError' as const;
  readonly url: string;
  /** The API path the caller asked for (without base URL), as named in the message. */
  readonly path: string;
  readonly issues: readonly string[];

  constructor(init: { method: string; path: string; url: string; issues: readonly string[]; cause?: unknown }) {
    const shown = init.issues.slice(0, 5).join('; ');
    const more = init.issues.length > 5 ? ` (and ${init.issues.length - 5} more)` : '';
    super(`Upstream contract violated by ${init.method} ${init.path}: ${shown}${more}`, { cause: init.cause });
    this.url = init.url;
    this.path = init.path;
    this.issues = init.issues;
  }
}

/**
 * A caller passed a path the client refuses to send: dot segments, a query or fragment in the path.
 * Dot segments would let a user-supplied value (say a handle of '..') walk out of the API base path.
 */
export class InvalidUpstreamPathError extends Error {
  override name = 'InvalidUpstreamPathError' as const;
  readonly path: string;

  constructor(path: string, reason: string) {
    super(`Refusing upstream path ${JSON.stringify(path)}: ${reason}`);
    this.path = path;
  }
}

/** The first JSON:API error object of a bad response, reduced to what callers map on. */
export interface JsonApiErrorSummary {
  status: string | null;
  code: string | null;
  title: string | null;
  detail: string | null;
  source: { pointer?: string; parameter?: string; header?: string } | null;
  /** The error's meta member (e.g. the amounts of an insufficient-funds refusal). */
  meta: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  // JSON:API says status is a string, but some services send a number.
  if (typeof value === 'number') return String(value);
  return null;
}

function summarise(entry: Record<string, unknown>): JsonApiErrorSummary {
  let source: JsonApiErrorSummary['source'] = null;
  if (isRecord(entry.source)) {
    source = {};
    for (const key of ['pointer', 'parameter', 'header'] as const) {
      const value = entry.source[key];
      if (typeof value === 'string') source[key] = value;
    }
  }
  return {
    status: stringOrNull(entry.status),
    code: stringOrNull(entry.code),
    title: stringOrNull(entry.title),
    detail: stringOrNull(entry.detail),
    source,
    meta: isRecord(entry.meta) ? entry.meta : null,
  };
}

/** Every JSON:API error object in a bad response's body (empty when the body is not an error document). */
export function jsonApiErrorsOf(error: BadResponseError): JsonApiErrorSummary[] {
  if (!isRecord(error.body) || !Array.isArray(error.body.errors)) return [];
  return error.body.errors.filter(isRecord).map(summarise);
}

/** The first JSON:API error object of a bad response, or null. */
export function jsonApiErrorOf(error: BadResponseError): JsonApiErrorSummary | null {
  return jsonApiErrorsOf(error)[0] ?? null;
}
