// Streams every page: status and headers first (decided by the page's prefetch), then the shell, then
// each section as its data arrives. Headers that plugins set (helmet's CSP and friends) are copied onto
// the raw response because hijacking bypasses Fastify's reply. Anonymous pages may be answered whole from
// the page cache instead (page-cache.ts), and so may the pages that are the same for every signed-in
// account but for the top bar (docs/performance/pages.md "Signed-in pages").
import { Writable } from 'node:stream';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ClientBuild } from './client-build.ts';
import type { AppRouter } from '../trpc/app-router.ts';
import type { TrpcContext } from '../trpc/context.ts';
import type { PublicConfig } from '../../client/app/public-config.tsx';
import { serverErrorHtml } from './server-error-html.ts';
import { hasPersona, type Viewer } from '../../shared/session/viewer.ts';
import { VIEWER_HOLE_JSON } from '../../shared/session/viewer-hole.ts';
import { serializeForScript } from '../../shared/html/serialize-for-script.ts';
import { ROUTE_TABLE, sharedAcrossViewers } from '../../client/app/route-table.ts';
import { matchPath } from '../../client/app/route-match.ts';
import { TZ_COOKIE, zoneFromCookie } from '../../shared/events/time-zone.ts';
import { carriesSession, pageCacheHeaders } from '../security/cache-policy.ts';
import { WRITE_MARKER_COOKIE } from '../freshness/write-marker.ts';
import { PageCache } from './page-cache.ts';
import { acceptsGzip } from './accepts-gzip.ts';
import { metrics } from '../../platform/observability/metrics.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { requestMoney } from '../money/request-money.ts';
import type { CurrencyRate, MoneyChoice } from '../../shared/money/equivalent.ts';

export interface SsrOptions {
  build: ClientBuild;
  router: AppRouter;
  /** `asVisitor`: without the session, for a page kept for every signed-in account (it shows what a visitor's data shows). */
  createContext(request: FastifyRequest, asVisitor?: boolean): TrpcContext;
  /** Who the page is for (from the session), without tokens. */
  viewerOf(request: FastifyRequest): Viewer | null;
  /**
   * True when this signed-in viewer's pages differ from everyone's: they blocked someone, so what they see is
   * filtered by the services for them (docs/product.md §17, decision 0049). Such a viewer never gets a page
   * kept for every account; absent: no viewer's pages differ.
   */
  ownPagesFor?: ((request: FastifyRequest, viewer: Viewer) => Promise<boolean>) | undefined;
  publicConfig: PublicConfig;
  /** A page still streaming after this long is cut off; React sends what it has. */
  renderTimeoutMs?: number;
  /** Anonymous pages kept for a few seconds (page-cache.ts); absent: every page is rendered. */
  pageCache?: PageCache | undefined;
  /** The currencies approximate prices may be shown in (CURRENCY_RATES); empty or absent: none. */
  currencyRates?: readonly CurrencyRate[] | undefined;
}

/** The header saying whether an anonymous page came from the page cache (operators and tests read it). */
export const PAGE_CACHE_HEADER = 'x-lumen-page-cache';

/** Compression of a page while it streams: each React flush is compressed and sent at once, so a faster
 * level than the kept copies' (gzip-template.ts) keeps rendering cheap. */
const STREAM_GZIP_LEVEL = 4;

/** Vary of a page: it depends on the cookies (cache-policy.ts), on whether the browser takes gzip and on
 * the languages it asks for (request-locale.ts). */
function withAcceptEncoding(vary: string): string {
  const encoding = /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
  return /(^|,)\s*accept-language\s*(,|$)/i.test(encoding) ? encoding : `${encoding}, Accept-Language`;
}

/**
 * What a page's copy is kept under, or null when this request's page is its own: anonymous pages, and for a
 * signed-in viewer the pages marked sharedAcrossViewers, kept per kind of account (with a persona or not).
 * The language is part of it: one visitor's German page is never another's English one; so is the currency
 * prices are shown in (docs/decisions/0051-prices-in-the-visitors-money.md).
 */
function pageCacheKey(
  request: FastifyRequest,
  crawler: boolean,
  viewer: Viewer | null,
  locale: Locale,
  money: MoneyChoice | null,
): string | null {
  if (request.method !== 'GET' || request.cookies?.[WRITE_MARKER_COOKIE] !== undefined) return null;
  const place = `${crawler ? 'crawler' : 'browser'} ${locale} ${money?.currency ?? '-'} ${zoneFromCookie(request.cookies?.[TZ_COOKIE]).zone} ${request.url}`;
  if (!carriesSession(request)) return place;
  if (viewer === null || !sharedForSignedIn(request.url)) return null;
  return `${hasPersona(viewer) ? 'persona' : 'account'} ${place}`;
}

function sharedForSignedIn(url: string): boolean {
  const match = matchPath(ROUTE_TABLE, new URL(url, 'http://page.invalid').pathname);
  const route = match ? ROUTE_TABLE.find((entry) => entry.id === match.id) : undefined;
  return route !== undefined && sharedAcrossViewers(route);
}

/** The viewer as the boot data carries it, for the hole a shared page keeps (shared/session/viewer-hole.ts). */
function viewerJson(viewer: Viewer | null): string {
  return serializeForScript(viewer);
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  const renderTimeoutMs = options.renderTimeoutMs ?? 10_000;

  const cache = options.pageCache;

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = reply.cspNonce.script;
    const crawler = isbot(request.headers['user-agent'] ?? '');
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const viewer = options.viewerOf(request);
    const locale = requestLocale(request);
    const money = requestMoney(request, options.currencyRates ?? [], locale);
    let cacheKey = cache ? pageCacheKey(request, crawler, viewer, locale, money) : null;
    // Asked only for the pages kept for every account, so visitors and other pages pay nothing for it.
    if (cacheKey !== null && viewer !== null && options.ownPagesFor && (await options.ownPagesFor(request, viewer)))
      cacheKey = null;
    // A signed-in viewer's page that is kept for every account: rendered as for nobody, filled per answer.
    const shared = cacheKey !== null && viewer !== null;
    const fills = { nonce, viewer: shared ? viewerJson(viewer) : undefined };
    if (cache && cacheKey !== null) {
      let cached = cache.lookup(cacheKey, fills);
      if (cached.kind === 'wait') {
        await cached.settled;
        cached = cache.lookup(cacheKey, fills);
        // Still nobody's copy (that render was not kept, and another began): render this one on its own.
        if (cached.kind === 'wait') cacheKey = null;
      }
      if (cached.kind === 'hit') {
        metrics()?.pageCache('hit');
        const headers = pageCacheHeaders(request, reply.getHeader('vary'));
        reply
          .code(200)
          .type('text/html; charset=utf-8')
          .headers({ ...headers, vary: withAcceptEncoding(headers.vary) })
          .header(PAGE_CACHE_HEADER, 'hit')
          .header('age', String(Math.floor(cached.ageMs / 1000)));
        if (!gzip) return reply.send(cached.html);
        return reply.header('content-encoding', 'gzip').send(cached.gzipped());
      }
    }
    // Set only by a miss: whoever renders must settle the key, kept or not.
    const settle = (html: string | null) => {
      if (cache && cacheKey !== null) cache.settle(cacheKey, html === null ? null : { html, nonce });
    };
    let sectionFailed = false;
    let page;
    try {
      page = await options.build.renderPage({
        url: request.url,
        nonce,
        waitForAll: crawler,
        router: options.router,
        context: options.createContext(request, shared),
        assetsFor: options.build.assetsFor,
        config: options.publicConfig,
        viewer,
        sharedAcrossViewers: shared,
        // The browser's zone (set by the page on hydration); UTC, named as such, until it is known.
        timeZone: zoneFromCookie(request.cookies?.[TZ_COOKIE]),
        locale,
        money,
        onError(error) {
          sectionFailed = true;
          request.log.error({ err: error }, 'error while rendering a page section');
        },
      });
    } catch (error) {
      settle(null);
      request.log.error({ err: error }, 'page shell failed to render');
      return reply.code(500).type('text/html; charset=utf-8').send(serverErrorHtml(options.publicConfig.productName));
    }

    reply.hijack();
    const raw = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.statusCode = page.status;
    raw.setHeader('content-type', 'text/html; charset=utf-8');
    const headers = pageCacheHeaders(request, raw.getHeader('vary'));
    raw.setHeader('cache-control', headers['cache-control']);
    raw.setHeader('vary', withAcceptEncoding(headers.vary));
    raw.setHeader('x-request-id', request.id);
    if (gzip) raw.setHeader('content-encoding', 'gzip');

    const keep = cacheKey !== null && page.status === 200 && raw.getHeader('set-cookie') === undefined;
    if (cacheKey !== null) {
      raw.setHeader(PAGE_CACHE_HEADER, keep ? 'miss' : 'bypass');
      metrics()?.pageCache(keep ? 'miss' : 'bypass');
    }
    let cutShort = false;
    const timer = setTimeout(() => {
      cutShort = true;
      page.abort(new Error('render timed out'));
    }, renderTimeoutMs);
    raw.on('close', () => {
      clearTimeout(timer);
      if (!raw.writableFinished) {
        cutShort = true;
        settle(null);
        page.abort(new Error('client went away'));
      }
    });
    raw.on('finish', () => clearTimeout(timer));
    if (!keep) settle(null);
    // What the visitor is sent, as it is made: each piece is one React flush (the page's stream writes
    // once per flush), compressed and flushed on its own when gzip is taken so streaming still streams.
    const compressor = gzip ? createGzip({ level: STREAM_GZIP_LEVEL }) : null;
    if (compressor) {
      compressor.pipe(raw);
      raw.on('close', () => compressor.destroy());
    }
    const target = compressor ?? raw;
    // The copy kept once the page ended whole and clean.
    const pieces: Buffer[] | null = keep ? [] : null;
    const sink = new Writable({
      write(kept: Buffer, _encoding, done) {
        pieces?.push(kept);
        // The kept copy keeps the hole; this viewer's answer has them in it (one flush holds the boot data).
        const piece = shared && fills.viewer !== undefined ? fillViewerHole(kept, fills.viewer) : kept;
        if (compressor) {
          compressor.write(piece);
          compressor.flush(zlibConstants.Z_SYNC_FLUSH, () => done());
        } else if (raw.write(piece)) done();
        else raw.once('drain', () => done());
      },
      final(done) {
        target.end();
        if (pieces)
          settle(sectionFailed || cutShort || page.anyQueryFailed() ? null : Buffer.concat(pieces).toString('utf8'));
        done();
      },
    });
    page.pipe(sink);
  });
}

const VIEWER_HOLE_BYTES = Buffer.from(VIEWER_HOLE_JSON);

function fillViewerHole(piece: Buffer, viewer: string): Buffer {
  const at = piece.indexOf(VIEWER_HOLE_BYTES);
  if (at === -1) return piece;
  return Buffer.concat([piece.subarray(0, at), Buffer.from(viewer), piece.subarray(at + VIEWER_HOLE_BYTES.length)]);
}
