// The commerce catalogue of docs/upstream-api.md ("Catalogue and store", Reviews with their votes and replies, the products part of Reports),
// registered once per API version (/v1, /v2: same contract). One plugin so the cache headers apply to
// every catalogue route; each resource's routes live in their own file.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AccessTokenVerifier, callerResolver, type CallerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { JSON_API_CONTENT_TYPE, type JsonApiDocument, type ResourceObject } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import type { Clock } from '../kit/clock.ts';
import { promotionsRoutes } from './promotions.ts';
import { categoriesRoutes } from './categories.ts';
import { collectionsRoutes } from './collections.ts';
import { imagesRoutes } from './images.ts';
import { productReportsRoutes } from './reports.ts';
import { productsRoutes } from './products.ts';
import { reviewsRoutes } from './reviews.ts';
import { reviewVotesRoutes } from './review-votes.ts';
import { storesRoutes } from './stores.ts';

export interface CommerceRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  /** "Now" for promotions and the notices they cause (the system clock when absent). */
  clock?: Clock | undefined;
}

/** What every catalogue route file needs. */
export interface CommerceContext {
  db: Database;
  callers: CallerResolver;
  mediaBaseUrl: string;
  /** The API version prefix (/v1 or /v2), for self links and Location headers. */
  prefix: string;
  clock: Clock;
  send(reply: FastifyReply, status: number, document: JsonApiDocument<ResourceObject | ResourceObject[]>): FastifyReply;
}

export async function commerceRoutes(app: FastifyInstance, opts: CommerceRoutesOptions): Promise<void> {
  // Anonymous reads are public for a few seconds; reads with a token are private; writes never cached.
  registerCacheHeaders(app);
  const context: CommerceContext = {
    db: opts.db,
    callers: callerResolver(opts.db, opts.verifier),
    mediaBaseUrl: opts.mediaBaseUrl,
    prefix: app.prefix,
    clock: opts.clock ?? (() => new Date()),
    send: (reply, status, document) => reply.code(status).type(JSON_API_CONTENT_TYPE).send(document),
  };
  categoriesRoutes(app, context);
  productsRoutes(app, context);
  imagesRoutes(app, context);
  storesRoutes(app, context);
  collectionsRoutes(app, context);
  promotionsRoutes(app, context);
  reviewsRoutes(app, context);
  reviewVotesRoutes(app, context);
  productReportsRoutes(app, context);
}
