// The one way the web tier reaches data (docs/product.md §13): JSON over HTTP through a shared keep-alive
// pool. A pool lives as long as the process; a client is made per incoming request and carries that
// request's id (chain id), the user's token and an ordinal for the upstream event log.
import { randomUUID } from 'node:crypto';
import { Agent, cacheStores, interceptors, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { BadResponseError, UpstreamContractError, UpstreamTimeoutError, UpstreamUnavailableError } from './errors.ts';
import { JsonApiStructureError, deserializeDocument, formatIssues, type JsonApiResult } from './json-api.ts';
import { buildTargetUrl, viaProxy, type QueryParams } from './request-url.ts';
import { cacheControlForFreshAfter } from '../freshness/write-marker.ts';
import { metrics, type RouteSeries } from '../../platform/observability/metrics.ts';
import { RouteTemplates } from '../../platform/observability/route-templates.ts';
import { UPSTREAM_ROUTE_TEMPLATES } from './upstream-routes.ts';

export type ApiVersion = 'v1' | 'v2';
/** 'jsonapi' sends application/vnd.api+json (marketplace, review and commerce services; docs/product.md §13). */
export type MediaType = 'json' | 'jsonapi';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamPoolOptions {
  baseUrls: { v1: string; v2: string };
  /** Whole-call budget: connect + headers + body. Default 5000 (docs/product.md §11). */
  timeoutMs?: number;
  /** Route every call through a url-parameter proxy: `${proxy.url}?url=<target>` (docs/product.md §13). */
  proxy?: { url: string };
  userAgent?: string;
  /** Keep-alive connections per upstream origin. Default 128. */
  connectionsPerOrigin?: number;
  /** Largest response body accepted, in bytes. Default 16 MiB. */
  maxResponseBytes?: number;
  /**
   * Shared HTTP cache (RFC 9111, undici's cache interceptor) for GETs whose responses allow it, e.g. the
   * catalogue's `public, max-age=5, stale-while-revalidate=30`. Answers to requests with a token are
   * stored only when the upstream says so (public + Vary). `false` turns it off. Default 64 MB / 5000 entries.
   */
  cache?: { maxBytes?: number; maxEntries?: number } | false;
}

export interface ClientContext {
  /** The incoming request's id: sent as X-Request-Id and as chain_id in the event log. */
  chainId: string;
  /** The user's access token; Authorization is sent only when one is held. */
  token?: string | undefined;
  /** Aborts every call of this client (e.g. when the browser goes away). */
  signal?: AbortSignal | undefined;
  /**
   * Epoch ms: answers cached before this instant are not used (read-your-writes after this caller's own
   * write, src/server/freshness). GETs then carry `Cache-Control: max-age=<seconds since>`, so the cache
   * revalidates older answers and keeps serving newer ones.
   */
  freshAfter?: number | undefined;
}

export interface CallOptions {
  /** Which base URL; default 'v1'. */
  version?: ApiVersion;
  /** Default 'json'. */
  mediaType?: MediaType;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Overrides the pool's timeout for this call. */
  timeoutMs?: number;
  /** Extra headers (the client's own headers win). */
  headers?: Readonly<Record<string, string>>;
}

export interface SendOptions extends CallOptions {
  /** Serialised as JSON. Omit for no body. */
  body?: unknown;
}

export interface SchemaOptions<S extends z.ZodType> extends CallOptions {
  schema: S;
}

export interface SendSchemaOptions<S extends z.ZodType> extends SendOptions {
  schema: S;
}

/** The unparsed answer (docs/product.md §13: DELETE returns the raw response). */
export interface RawUpstreamResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  text: string;
}

export interface UpstreamClient {
  readonly chainId: string;
  /** Upstream calls made so far by this client (the last event-log ordinal). */
  readonly callCount: number;
  /** Any call, unparsed. Throws BadResponseError above 299 like every other method. */
  raw(method: HttpMethod, path: string, options?: SendOptions): Promise<RawUpstreamResponse>;
  /** docs/product.md §13: DELETE returns the raw response, never parsed as JSON:API. */
  delete(path: string, options?: SendOptions): Promise<RawUpstreamResponse>;
  /** Plain JSON (null for an empty body), unvalidated: validate it before use. */
  json(method: HttpMethod, path: string, options?: SendOptions): Promise<unknown>;
  /** Plain JSON validated with a zod schema; UpstreamContractError when it does not match. */
  getJson<S extends z.ZodType>(path: string, options: SchemaOptions<S>): Promise<z.output<S>>;
  sendJson<S extends z.ZodType>(method: HttpMethod, path: string, options: SendSchemaOptions<S>): Promise<z.output<S>>;
  /** A JSON:API document, deserialised but NOT validated: T is a claim, validate it (or use getResource). */
  getDocument<T = unknown>(path: string, options?: CallOptions): Promise<JsonApiResult<T | T[] | null>>;
  /** POST/PATCH/PUT answered by a JSON:API document (an empty body gives data null). Unvalidated. */
  sendDocument<T = unknown>(
    method: HttpMethod,
    path: string,
    options?: SendOptions,
  ): Promise<JsonApiResult<T | T[] | null>>;
  /** One resource, deserialised and validated. */
  getResource<S extends z.ZodType>(path: string, options: SchemaOptions<S>): Promise<JsonApiResult<z.output<S>>>;
  /** A collection, deserialised and each entity validated. */
  getCollection<S extends z.ZodType>(path: string, options: SchemaOptions<S>): Promise<JsonApiResult<z.output<S>[]>>;
  /** A write answered by one resource, deserialised and validated. */
  sendResource<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: SendSchemaOptions<S>,
  ): Promise<JsonApiResult<z.output<S>>>;
}

export interface UpstreamPool {
  readonly baseUrls: Readonly<{ v1: string; v2: string }>;
  readonly timeoutMs: number;
  readonly userAgent: string;
  /** The shared keep-alive agent, for plugins that stream from the upstream themselves (media, proxy). */
  readonly dispatcher: Dispatcher;
  client(context: ClientContext): UpstreamClient;
  /** Waits for calls in flight, then closes every connection. Safe to call twice. */
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
const DEFAULT_CACHE_ENTRIES = 5000;
const DEFAULT_CONNECTIONS = 128;
const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
// Idle sockets are dropped well before the upstream's own keep-alive timeout (72 s on the embedded
// service), so we never write to a socket the server is closing. undici also honours the server's
// Keep-Alive hint when it is shorter.
const KEEP_ALIVE_MS = 30_000;

const MEDIA_TYPES: Record<MediaType, string> = {
  json: 'application/json',
  jsonapi: 'application/vnd.api+json',
};

// undici's own timers (connect, headers, body) count as our timeout; every other network failure is
// "unavailable", except argument errors, which are bugs in the call and must surface as such.
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const PROGRAMMER_ERROR_CODES = new Set([
  'UND_ERR_INVALID_ARG',
  'UND_ERR_INVALID_RETURN_VALUE',
  'UND_ERR_NOT_SUPPORTED',
]);

function errorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

function isJsonContentType(contentType: string): boolean {
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || essence === 'application/vnd.api+json' || essence.endsWith('+json');
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Body of an error response: JSON when it says so (and parses), else text; null when empty. */
function errorBodyOf(text: string, contentType: string): unknown {
  if (text === '') return null;
  if (!isJsonContentType(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Settings {
  baseUrls: { v1: string; v2: string };
  timeoutMs: number;
  proxyUrl: string | null;
  userAgent: string;
  dispatcher: Dispatcher;
  /** The latency series of a call, or null when metrics are off. */
  seriesOf(method: HttpMethod, path: string): RouteSeries | null;
}

let upstreamTemplates: RouteTemplates | undefined;
const OTHER_ROUTE = 'other';

/** Each call is counted under its route template (upstream-routes.ts), its series found once per template. */
function upstreamSeriesCache(): (method: HttpMethod, path: string) => RouteSeries | null {
  const known = new Map<string, Partial<Record<HttpMethod, RouteSeries>>>();
  return (method, path) => {
    const registry = metrics();
    if (!registry) return null;
    upstreamTemplates ??= new RouteTemplates(UPSTREAM_ROUTE_TEMPLATES);
    const template = upstreamTemplates.match(path) ?? OTHER_ROUTE;
    let byMethod = known.get(template);
    if (!byMethod) {
      byMethod = {};
      known.set(template, byMethod);
    }
    return (byMethod[method] ??= registry.upstreamRoute(method, template));
  };
}

interface Exchange {
  method: HttpMethod;
  path: string;
  url: string;
  response: RawUpstreamResponse;
}

class Client implements UpstreamClient {
  #ordinal = 0;

  constructor(
    private readonly settings: Settings,
    private readonly context: ClientContext,
  ) {}

  get chainId(): string {
    return this.context.chainId;
  }

  get callCount(): number {
    return this.#ordinal;
  }

  async raw(method: HttpMethod, path: string, options: SendOptions = {}): Promise<RawUpstreamResponse> {
    return (await this.exchange(method, path, options)).response;
  }

  delete(path: string, options: SendOptions = {}): Promise<RawUpstreamResponse> {
    return this.raw('DELETE', path, options);
  }

  async json(method: HttpMethod, path: string, options: SendOptions = {}): Promise<unknown> {
    return this.parseJson(await this.exchange(method, path, options));
  }

  getJson<S extends z.ZodType>(path: string, options: SchemaOptions<S>): Promise<z.output<S>> {
    return this.sendJson('GET', path, options);
  }

  async sendJson<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: SendSchemaOptions<S>,
  ): Promise<z.output<S>> {
    const exchange = await this.exchange(method, path, options);
    return this.validate(exchange, options.schema, this.parseJson(exchange), '');
  }

  getDocument<T = unknown>(path: string, options: CallOptions = {}): Promise<JsonApiResult<T | T[] | null>> {
    return this.sendDocument<T>('GET', path, options);
  }

  async sendDocument<T = unknown>(
    method: HttpMethod,
    path: string,
    options: SendOptions = {},
  ): Promise<JsonApiResult<T | T[] | null>> {
    const exchange = await this.exchange(method, path, options);
    // The caller's T is a claim about an unvalidated shape; getResource/getCollection check it.
    return this.document(exchange) as JsonApiResult<T | T[] | null>;
  }

  getResource<S extends z.ZodType>(path: string, options: SchemaOptions<S>): Promise<JsonApiResult<z.output<S>>> {
    return this.sendResource('GET', path, options);
  }

  async sendResource<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: SendSchemaOptions<S>,
  ): Promise<JsonApiResult<z.output<S>>> {
    const exchange = await this.exchange(method, path, options);
    const document = this.document(exchange);
    if (Array.isArray(document.data))
      throw this.contractError(exchange, ['data: expected one resource, got a collection']);
    return { ...document, data: this.validate(exchange, options.schema, document.data, 'data') };
  }

  async getCollection<S extends z.ZodType>(
    path: string,
    options: SchemaOptions<S>,
  ): Promise<JsonApiResult<z.output<S>[]>> {
    const exchange = await this.exchange('GET', path, options);
    const document = this.document(exchange);
    if (!Array.isArray(document.data)) throw this.contractError(exchange, ['data: expected a collection']);
    const entities: z.output<S>[] = [];
    const issues: string[] = [];
    document.data.forEach((entity, index) => {
      const parsed = options.schema.safeParse(entity);
      if (parsed.success) entities.push(parsed.data);
      else issues.push(...formatIssues(parsed.error, `data.${index}`));
    });
    if (issues.length > 0) throw this.contractError(exchange, issues);
    return { ...document, data: entities };
  }

  // -------------------------------------------------------------------------------------------------

  private validate<S extends z.ZodType>(exchange: Exchange, schema: S, value: unknown, prefix: string): z.output<S> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw this.contractError(exchange, formatIssues(parsed.error, prefix), parsed.error);
    return parsed.data;
  }

  private contractError(exchange: Exchange, issues: readonly string[], cause?: unknown): UpstreamContractError {
    return new UpstreamContractError({
      method: exchange.method,
      path: exchange.path,
      url: exchange.url,
      issues,
      cause,
    });
  }

  private parseJson(exchange: Exchange): unknown {
    const { text, headers } = exchange.response;
    if (text === '') return null;
    const contentType = headers['content-type'];
    // A missing content type is tolerated; a declared non-JSON one is a broken contract.
    if (contentType !== undefined && !isJsonContentType(contentType)) {
      throw this.contractError(exchange, [`expected a JSON response, got ${contentType}`]);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw this.contractError(exchange, ['response body is not valid JSON'], error);
    }
  }

  private document(exchange: Exchange): JsonApiResult<unknown> {
    const body = this.parseJson(exchange);
    if (body === null) return { data: null, meta: {}, links: {} };
    try {
      return deserializeDocument(body);
    } catch (error) {
      if (error instanceof JsonApiStructureError) throw this.contractError(exchange, error.issues, error);
      throw error;
    }
  }

  private async exchange(method: HttpMethod, path: string, options: SendOptions): Promise<Exchange> {
    const { settings, context } = this;
    const url = buildTargetUrl(settings.baseUrls[options.version ?? 'v1'], path, options.query);
    const callerSignals = [context.signal, options.signal].filter(
      (signal): signal is AbortSignal => signal !== undefined,
    );
    for (const signal of callerSignals) signal.throwIfAborted();

    this.#ordinal += 1;
    const mediaType = MEDIA_TYPES[options.mediaType ?? 'json'];
    const headers: Record<string, string> = {};
    // Lower-cased so a caller's 'Accept' cannot sit next to ours as a second header.
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    Object.assign(headers, {
      accept: mediaType,
      'user-agent': settings.userAgent,
      'x-request-id': context.chainId,
      'x-event-log': Buffer.from(
        JSON.stringify({ id: randomUUID(), ordinal: this.#ordinal, chain_id: context.chainId }),
      ).toString('base64'),
    });
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    if (context.freshAfter !== undefined && method === 'GET') {
      headers['cache-control'] = cacheControlForFreshAfter(context.freshAfter, Date.now());
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      // Only with a body: a JSON content type on an empty DELETE is a 400 on many servers (Fastify included).
      headers['content-type'] = mediaType;
    }

    const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('upstream timeout'));
    }, timeoutMs);
    // An anonymous read may be shared with other requests (the deduplicating interceptor): one caller going
    // away must not cut it short for the others, so it runs to its end (bounded by the timeout) while the
    // caller stops waiting for it at once.
    const shared = method === 'GET' && headers.authorization === undefined;
    let callerGone: ((reason: unknown) => void) | undefined;
    const onCallerAbort = (event: Event) => {
      const reason: unknown = (event.target as AbortSignal).reason;
      if (shared) callerGone?.(reason);
      else controller.abort(reason);
    };
    for (const signal of callerSignals) signal.addEventListener('abort', onCallerAbort, { once: true });

    const series = settings.seriesOf(method, path);
    const started = series ? performance.now() : 0;
    let outcome: number | string = 'unavailable';
    try {
      const send = async (): Promise<RawUpstreamResponse> => {
        const response = await request(settings.proxyUrl ? viaProxy(settings.proxyUrl, url) : url, {
          dispatcher: settings.dispatcher,
          method,
          headers,
          body,
          signal: controller.signal,
        });
        // Always drain the body, also for errors: an unread body keeps its socket out of the pool.
        const text = await response.body.text();
        return { status: response.statusCode, headers: flattenHeaders(response.headers), text };
      };
      let raw: RawUpstreamResponse;
      if (shared) {
        const sending = send();
        // The timeout keeps bounding it after this caller stopped waiting.
        sending.then(
          () => clearTimeout(timer),
          () => clearTimeout(timer),
        );
        raw = await Promise.race([sending, new Promise<never>((_resolve, reject) => (callerGone = reject))]);
      } else {
        raw = await send();
      }
      outcome = raw.status;
      if (raw.status > 299) {
        const requestId = raw.headers['x-request-id'];
        throw new BadResponseError({
          method,
          url,
          status: raw.status,
          requestId: requestId === undefined || requestId === '' ? null : requestId,
          body: errorBodyOf(raw.text, raw.headers['content-type'] ?? ''),
        });
      }
      return { method, path, url, response: raw };
    } catch (error) {
      if (error instanceof BadResponseError) throw error;
      if (timedOut || TIMEOUT_CODES.has(errorCode(error) ?? '')) {
        outcome = 'timeout';
        throw new UpstreamTimeoutError({ method, url, timeoutMs, cause: error });
      }
      const aborted = callerSignals.find((signal) => signal.aborted);
      if (aborted) {
        outcome = 'aborted';
        throw aborted.reason;
      }
      const code = errorCode(error);
      if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
        throw new UpstreamContractError({ method, path, url, issues: ['response body too large'], cause: error });
      }
      if (code !== null && PROGRAMMER_ERROR_CODES.has(code)) throw error;
      throw new UpstreamUnavailableError({ method, url, code, cause: error });
    } finally {
      series?.observe(outcome, (performance.now() - started) / 1000);
      if (!shared) clearTimeout(timer);
      for (const signal of callerSignals) signal.removeEventListener('abort', onCallerAbort);
    }
  }
}

/** One per process: the keep-alive pool every request's client shares. */
export function createUpstreamPool(options: UpstreamPoolOptions): UpstreamPool {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  for (const [version, base] of Object.entries(options.baseUrls)) {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`Upstream ${version} base URL must be http(s): ${base}`);
    }
  }
  const agent = new Agent({
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
    connections: options.connectionsPerOrigin ?? DEFAULT_CONNECTIONS,
    connect: { timeout: timeoutMs },
    maxResponseSize: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  });
  const dispatcher: Dispatcher =
    options.cache === false
      ? agent
      : agent.compose(
          // Identical anonymous reads in flight at once go upstream once. Innermost, so it also merges the
          // cache's own revalidations: undici starts one per request that meets a stale entry.
          interceptors.deduplicate({
            methods: ['GET'],
            skipHeaderNames: ['authorization'],
            excludeHeaderNames: ['x-request-id', 'x-event-log'],
          }),
          interceptors.cache({
            type: 'shared',
            methods: ['GET'],
            store: new cacheStores.MemoryCacheStore({
              maxSize: options.cache?.maxBytes ?? DEFAULT_CACHE_BYTES,
              maxCount: options.cache?.maxEntries ?? DEFAULT_CACHE_ENTRIES,
            }),
          }),
        );
  const settings: Settings = {
    baseUrls: { ...options.baseUrls },
    timeoutMs,
    proxyUrl: options.proxy?.url ?? null,
    userAgent: options.userAgent ?? 'lumen-web',
    dispatcher,
    seriesOf: upstreamSeriesCache(),
  };
  let closing: Promise<void> | null = null;

  return {
    baseUrls: Object.freeze({ ...options.baseUrls }),
    timeoutMs,
    userAgent: settings.userAgent,
    dispatcher,
    client: (context) => new Client(settings, context),
    close: () => {
      closing ??= agent.close();
      return closing;
    },
  };
}
