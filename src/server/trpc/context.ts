// The context every procedure receives: who is asking, and an upstream client bound to this request
// (its id chains the upstream event log; its token is the signed-in user's access token).
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamClient, UpstreamPool } from '../upstream-client/upstream-client.ts';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';

/** The signed-in user, or null: read from the session cookie (`sessionUserOf` in src/server/session). */
export interface SessionUser {
  subject: string;
  email: string | null;
  personaId: string | null;
  personaHandle: string | null;
  personaName: string | null;
  accessToken: string;
}

export interface TrpcContext {
  requestId: string;
  user: SessionUser | null;
  /** The browser's address (Fastify's request.ip), for upstream limits per client address. */
  clientAddress?: string | undefined;
  upstream: UpstreamClient;
  log: FastifyBaseLogger;
  /** Which upstream calls answer what, where the operator chose (absent: the defaults). */
  features?: UpstreamFeatures | undefined;
  /** The asker's language: general error titles are said in it. */
  locale: Locale;
}

export interface UpstreamFeatures {
  /** The store search uses the v1 POST /products/_search (LISTING_SEARCH_V1). */
  listingSearchV1: boolean;
}

export interface ContextSource {
  requestId: string;
  user: SessionUser | null;
  clientAddress?: string | undefined;
  log: FastifyBaseLogger;
  /** Cached upstream answers from before this instant are not used (the caller's own recent write). */
  freshAfter?: number | undefined;
  /** The page's language (default English). */
  locale?: Locale | undefined;
}

export function createContextFactory(pool: UpstreamPool, features?: UpstreamFeatures) {
  return (source: ContextSource): TrpcContext => ({
    features,
    requestId: source.requestId,
    user: source.user,
    clientAddress: source.clientAddress,
    log: source.log,
    locale: source.locale ?? DEFAULT_LOCALE,
    upstream: pool.client({
      chainId: source.requestId,
      token: source.user?.accessToken,
      freshAfter: source.freshAfter,
    }),
  });
}
