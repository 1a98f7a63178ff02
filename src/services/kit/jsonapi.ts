// JSON:API documents for the embedded upstream: resources through jsona (the same library the web tier's
// client uses to read them), error documents, paging links, and the one ApiError every handler throws.
import Jsona from 'jsona';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUnstorableText, unstorableTextMessage } from '../../shared/text/storable-text.ts';

export const JSON_API_CONTENT_TYPE = 'application/vnd.api+json';

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface PageLinks {
  self: string;
  first: string;
  last: string;
  prev?: string;
  next?: string;
}

export interface JsonApiDocument<TData extends ResourceObject | ResourceObject[]> {
  data: TData;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
}

/**
 * A resource as jsona models it: type, id, attributes as plain properties, and related resources as
 * properties named in `relationshipNames` (those become `relationships` + `included`).
 */
export interface JsonApiModel {
  type: string;
  id: string;
  relationshipNames?: string[];
  [property: string]: unknown;
}

const jsona = new Jsona();

export function serializeResource(
  model: JsonApiModel,
  options: { include?: string[]; meta?: Record<string, unknown>; links?: Record<string, string> } = {},
): JsonApiDocument<ResourceObject> {
  const body = jsona.serialize({ stuff: model, includeNames: options.include ?? [] });
  return withExtras(
    { data: body.data as ResourceObject, included: body.included as ResourceObject[] | undefined },
    options,
  );
}

export function serializeCollection(
  models: JsonApiModel[],
  options: { include?: string[]; meta?: Record<string, unknown>; links?: PageLinks | Record<string, string> } = {},
): JsonApiDocument<ResourceObject[]> {
  const body = jsona.serialize({ stuff: models, includeNames: options.include ?? [] });
  const data = Array.isArray(body.data) ? (body.data as ResourceObject[]) : [];
  return withExtras({ data, included: body.included as ResourceObject[] | undefined }, options);
}

function withExtras<TData extends ResourceObject | ResourceObject[]>(
  document: { data: TData; included: ResourceObject[] | undefined },
  options: { meta?: Record<string, unknown>; links?: PageLinks | Record<string, string> },
): JsonApiDocument<TData> {
  const out: JsonApiDocument<TData> = { data: document.data };
  // Always present for collections that can include, so callers need not special-case an empty page.
  if (document.included && document.included.length > 0) out.included = document.included;
  if (options.meta) out.meta = options.meta;
  if (options.links) out.links = { ...options.links };
  return out;
}

/** first/last/prev/next/self for a paged collection; `path` is the request path, `query` its canonical params. */
export function pageLinks(
  path: string,
  query: Record<string, string | number | undefined>,
  paging: { page: number; perPage: number; total: number },
): PageLinks {
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.perPage));
  const at = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
    params.set('page', String(page));
    params.set('perPage', String(paging.perPage));
    return `${path}?${params.toString()}`;
  };
  const links: PageLinks = { self: at(paging.page), first: at(1), last: at(lastPage) };
  if (paging.page > 1) links.prev = at(Math.min(paging.page - 1, lastPage));
  if (paging.page < lastPage) links.next = at(paging.page + 1);
  return links;
}

// ---------------------------------------------------------------------------------------------------
// Errors

export type ErrorSource = { pointer: string } | { parameter: string } | { header: string };

export interface JsonApiErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
}

export interface JsonApiErrorDocument {
  errors: JsonApiErrorObject[];
}

/** Every error code this service answers with, its status and its fixed title. */
export const ERROR_CODES = {
  'bad-request': { status: 400, title: 'Bad request' },
  'invalid-parameter': { status: 400, title: 'Invalid query parameter' },
  'invalid-document': { status: 400, title: 'Invalid request document' },
  unauthorized: { status: 401, title: 'Authentication required' },
  'invalid-token': { status: 401, title: 'Invalid access token' },
  'persona-required': { status: 403, title: 'A persona is required' },
  'not-owner': { status: 403, title: 'Not the owner' },
  'not-found': { status: 404, title: 'Not found' },
  'handle-taken': { status: 409, title: 'Handle already taken' },
  'already-friends': { status: 409, title: 'Already friends' },
  'no-friend-request': { status: 409, title: 'No friend request' },
  // docs/product.md §17: one answer whichever side blocked, so the refusal does not say who did.
  'friend-request-unavailable': { status: 409, title: 'Friend request not possible' },
  'client-outdated': { status: 409, title: 'Client outdated' },
  'type-mismatch': { status: 409, title: 'Resource type mismatch' },
  'id-mismatch': { status: 409, title: 'Resource id mismatch' },
  'payload-too-large': { status: 413, title: 'Request body too large' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type' },
  'invalid-attribute': { status: 422, title: 'Invalid attribute' },
  'self-relation': { status: 422, title: 'Not possible with yourself' },
  'self-report': { status: 422, title: 'Cannot report yourself' },
  'invalid-attachment': { status: 422, title: 'Picture not accepted' },
  // Catalogue (stores, listings, reviews).
  'review-exists': { status: 409, title: 'Review already exists' },
  'store-not-empty': { status: 409, title: 'Store still has listings' },
  'image-limit': { status: 409, title: 'Too many images' },
  'self-review': { status: 422, title: 'Cannot review your own listing' },
  'own-store': { status: 422, title: 'Cannot follow your own store' },
  'wishlist-full': { status: 409, title: 'Wishlist full' },
  'own-review': { status: 403, title: 'Cannot vote on your own review' },
  'not-item-owner': { status: 403, title: 'Not the owner of the reviewed item' },
  // Tickets and redemptions.
  'sold-out': { status: 409, title: 'Sold out' },
  'sale-closed': { status: 409, title: 'Ticket sale closed' },
  'event-over': { status: 409, title: 'Event ended or cancelled' },
  'ticket-limit': { status: 409, title: 'Ticket limit reached' },
  'redemption-code-invalid': { status: 404, title: 'Unknown redemption code' },
  'redemption-code-used': { status: 409, title: 'Redemption code already used' },
  'redemption-code-foreign': { status: 422, title: 'Redemption code of another event' },
  'redemption-code-revoked': { status: 410, title: 'Redemption code revoked' },
  'too-many-attempts': { status: 429, title: 'Too many attempts' },
  // Newsletter links.
  'link-expired': { status: 410, title: 'Link expired' },
  // Uploads.
  'images-busy': { status: 503, title: 'Busy processing pictures' },
  // Money (ledger, cart, orders).
  'idempotency-key-required': { status: 400, title: 'Idempotency key required' },
  'insufficient-funds': { status: 402, title: 'Insufficient funds' },
  'product-unavailable': { status: 409, title: 'Product unavailable' },
  'price-changed': { status: 409, title: 'Price changed' },
  'already-owned': { status: 409, title: 'Already owned' },
  'cart-changed': { status: 409, title: 'Cart changed' },
  'payment-not-pending': { status: 409, title: 'Payment not pending' },
  'own-product': { status: 422, title: 'Own product' },
  // Gifts (docs/product.md §20): one answer whichever side blocked, like friend requests.
  'not-friends': { status: 409, title: 'Not friends' },
  'gift-unavailable': { status: 409, title: 'Gift not possible' },
  'recipient-owns': { status: 409, title: 'Recipient already owns it' },
  'cart-empty': { status: 422, title: 'Nothing to buy' },
  'idempotency-key-reused': { status: 422, title: 'Idempotency key reused' },
  // Uploads (signed addresses, the image service).
  'signature-invalid': { status: 403, title: 'Invalid upload signature' },
  'signature-expired': { status: 403, title: 'Upload address expired' },
  'upload-used': { status: 409, title: 'Upload address already used' },
  'upload-missing': { status: 409, title: 'Upload not received' },
  'invalid-image': { status: 422, title: 'Invalid image' },
  'too-many-uploads': { status: 429, title: 'Too many uploads' },
  'event-not-upcoming': { status: 409, title: 'Event not upcoming' },
  'stream-not-live': { status: 409, title: 'Stream not live' },
  // Items.
  'not-equippable': { status: 422, title: 'Item cannot be worn' },
  // Defect reports (docs/product.md §22).
  'not-listing-owner': { status: 403, title: 'Not an owner of the listing' },
  'not-seller': { status: 403, title: 'Not the seller of the listing' },
  'defect-limit': { status: 409, title: 'Too many unfixed defect reports' },
  'defect-status': { status: 409, title: 'Status change not allowed' },
  'too-many-defect-reports': { status: 429, title: 'Too many defect reports' },
  // Saved event searches (docs/product.md §23).
  'saved-search-exists': { status: 409, title: 'Search already saved' },
  'saved-search-limit': { status: 409, title: 'Too many saved searches' },
  // Ratings of past events (docs/product.md §24).
  'not-attendee': { status: 403, title: 'Not an attendee of the event' },
  'own-event': { status: 403, title: 'Cannot rate your own event' },
  'event-cancelled': { status: 409, title: 'Event cancelled' },
  'rating-closed': { status: 409, title: 'Event cannot be rated now' },
  'internal-error': { status: 500, title: 'Internal server error' },
  unavailable: { status: 503, title: 'Service unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorInit {
  code: ErrorCode;
  detail?: string;
  source?: ErrorSource;
  meta?: Record<string, unknown>;
}

/** Thrown by handlers; the error handler turns it into an error document with its status. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: JsonApiErrorObject[];
  readonly headers: Record<string, string>;

  constructor(init: ApiErrorInit | ApiErrorInit[], headers: Record<string, string> = {}) {
    const list = Array.isArray(init) ? init : [init];
    const first = list[0];
    if (!first) throw new Error('ApiError needs at least one error');
    super(first.detail ?? ERROR_CODES[first.code].title);
    // One response has one status: the first error's (callers group errors of one kind).
    this.status = ERROR_CODES[first.code].status;
    this.errors = list.map(errorObject);
    this.headers = headers;
  }
}

export function errorObject(init: ApiErrorInit): JsonApiErrorObject {
  const { status, title } = ERROR_CODES[init.code];
  const out: JsonApiErrorObject = { status: String(status), code: init.code, title };
  if (init.detail !== undefined) out.detail = init.detail;
  if (init.source !== undefined) out.source = init.source;
  if (init.meta !== undefined) out.meta = init.meta;
  return out;
}

export function errorDocument(...errors: ApiErrorInit[]): JsonApiErrorDocument {
  return { errors: errors.map(errorObject) };
}

export const notFound = (detail: string) => new ApiError({ code: 'not-found', detail });

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .type(JSON_API_CONTENT_TYPE)
    .send({ errors: error.errors } satisfies JsonApiErrorDocument);
}

/**
 * The 400 for NUL or a lone surrogate anywhere in a request's path parameters, query parameters or
 * document (src/shared/text/storable-text.ts): remote callers reach these services directly, so they
 * refuse such text themselves rather than fail in the database. Null when everything can be stored.
 */
export function unstorableTextError(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): ApiError | null {
  if (findUnstorableText(request.params) !== null) {
    return new ApiError({ code: 'bad-request', detail: unstorableTextMessage([], 'The path') });
  }
  const inQuery = findUnstorableText(request.query);
  if (inQuery !== null) {
    const [parameter = ''] = inQuery;
    return new ApiError({
      code: 'invalid-parameter',
      detail: unstorableTextMessage([parameter]),
      source: { parameter: String(parameter) },
    });
  }
  const inBody = findUnstorableText(request.body);
  if (inBody !== null) {
    return new ApiError({
      code: 'invalid-document',
      detail: unstorableTextMessage(inBody, 'The document'),
      source: { pointer: inBody.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('') },
    });
  }
  return null;
}
