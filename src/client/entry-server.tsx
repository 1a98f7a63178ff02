// Server entry (built by Vite so Linaria compiles the same way as in the browser). The Fastify SSR
// plugin calls `renderPage` per request with the router and a context for tRPC's in-process link.
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { unstable_localLink, type TRPCClient } from '@trpc/client';
import { trpc, type AppRouter } from './trpc.ts';
import { createQueryClient } from './query/query-client.ts';
import { Providers, type BootData } from './app/providers.tsx';
import { Document, type ClientAssets } from './app/document.tsx';
import { App } from './app/app.tsx';
import type { PublicConfig } from './app/public-config.tsx';
import { prefetchPage } from './ssr/prefetch.ts';
import { routeFor } from './app/routes.tsx';
import { SIGNED_IN_CHUNK } from './app/route-table.ts';
import { SignedInActions } from './shell/top-nav.tsx';
import { StreamedDehydrator } from './ssr/streamed-dehydrator.ts';
import { flushAwareStream } from './ssr/flush-aware-stream.ts';
import { serializeForScript } from '../shared/html/serialize-for-script.ts';
import type { TrpcContext } from '../server/trpc/context.ts';
import type { Viewer } from '../shared/session/viewer.ts';
import { VIEWER_HOLE } from '../shared/session/viewer-hole.ts';
import { FALLBACK_TIME_ZONE, type ViewerZone } from '../shared/events/time-zone.ts';
import { DEFAULT_LOCALE, type Locale } from '../shared/i18n/locales.ts';
import { compiledMessages } from './i18n/catalogues.ts';
import type { MoneyChoice } from '../shared/money/equivalent.ts';

export interface RenderPageOptions {
  /** Path and query string of the request. */
  url: string;
  nonce: string;
  /** Crawlers get the complete document in one piece (no streaming placeholders). */
  waitForAll: boolean;
  router: AppRouter;
  context: TrpcContext;
  /** The built client's files for a page that renders these chunks (manifest keys) besides the entry. */
  assetsFor(chunks: readonly string[]): ClientAssets;
  config: PublicConfig;
  viewer: Viewer | null;
  /**
   * Render for every signed-in account of the viewer's kind (docs/performance/pages.md "Signed-in pages"):
   * the markup names nobody and the boot data holds VIEWER_HOLE_JSON where the viewer goes, for the caller
   * to fill per answer.
   */
  sharedAcrossViewers?: boolean | undefined;
  /** The viewer's zone from the tz cookie (UTC, flagged as a fallback, when unknown). */
  timeZone?: ViewerZone | undefined;
  /** The request's language (ssr-plugin.ts resolves it); English when absent. */
  locale?: Locale | undefined;
  /** The visitor's money for approximate prices (ssr-plugin.ts resolves it); none when absent. */
  money?: MoneyChoice | null | undefined;
  onError(error: unknown): void;
}

export interface RenderedPage {
  status: number;
  pipe(destination: Writable): void;
  abort(reason?: unknown): void;
  /** After the stream ended: true when a query of the page failed (its section shows an error state). */
  anyQueryFailed(): boolean;
}

export type RenderPage = (options: RenderPageOptions) => Promise<RenderedPage>;

export const renderPage: RenderPage = async (options) => {
  const queryClient = createQueryClient(true);
  const trpcClient: TRPCClient<AppRouter> = trpc.createClient({
    links: [unstable_localLink({ router: options.router, createContext: async () => options.context })],
  });
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const url = new URL(options.url, 'http://ssr.invalid');
  const timeZone = options.timeZone ?? { zone: FALLBACK_TIME_ZONE, isFallback: true };
  const locale = options.locale ?? DEFAULT_LOCALE;
  const i18n = { locale, messages: compiledMessages(locale), money: options.money ?? null };
  const route = routeFor(url.pathname);
  // The page's code (and the signed-in bar's) loads beside the status-deciding queries (once per process:
  // later calls are free), so nothing suspends on code while rendering, as nothing will while hydrating.
  const [status] = await Promise.all([
    prefetchPage(utils, url.pathname, url.search, timeZone.zone, options.config.productName),
    route?.Page.preload(),
    options.viewer ? SignedInActions.preload() : null,
  ]);
  const chunks: string[] = [];
  if (route) chunks.push(route.chunk);
  if (options.viewer) chunks.push(SIGNED_IN_CHUNK);
  const assets = options.assetsFor(chunks);
  const dehydrator = new StreamedDehydrator(queryClient, options.nonce);
  const shared = options.sharedAcrossViewers === true && options.viewer !== null;
  const boot: BootData = {
    config: options.config,
    viewer: options.viewer,
    assets,
    timeZone,
    i18n,
    ...(shared ? { viewerDeferred: true } : {}),
  };
  const bootJson = shared ? serializeForScript({ ...boot, viewer: VIEWER_HOLE }) : serializeForScript(boot);

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Providers
        queryClient={queryClient}
        trpcClient={trpcClient}
        config={options.config}
        viewer={options.viewer}
        viewerDeferred={shared}
        timeZone={timeZone}
        i18n={i18n}
      >
        <Document assets={assets}>
          <App ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')} />
        </Document>
      </Providers>,
      {
        nonce: options.nonce,
        // React outlines a completed section that would push a flush past this size (default 12.8 KB):
        // ours are a nav plus one page, so keep them inline, and never outline for crawlers.
        progressiveChunkSize: options.waitForAll ? Number.MAX_SAFE_INTEGER : 64 * 1024,
        bootstrapScriptContent: dehydrator.bootstrapScript(`self.__LUMEN_BOOT=${bootJson};`),
        bootstrapModules: [assets.entry],
        onShellReady() {
          if (!options.waitForAll) resolve(page);
        },
        onAllReady() {
          if (options.waitForAll) resolve(page);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          options.onError(error);
        },
      },
    );
    const page: RenderedPage = {
      status,
      pipe(destination) {
        stream.pipe(flushAwareStream(() => dehydrator.takeScriptTag())).pipe(destination);
      },
      abort(reason) {
        stream.abort(reason);
      },
      anyQueryFailed() {
        return queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error');
      },
    };
  });
};
