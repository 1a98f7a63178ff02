import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { trpc, type AppRouter } from '../trpc.ts';
import { PublicConfigProvider, type PublicConfig } from './public-config.tsx';
import { ViewerProvider } from '../session/viewer.tsx';
import type { Viewer } from '../../shared/session/viewer.ts';
import type { ClientAssets } from './document.tsx';
import type { ViewerZone } from '../../shared/events/time-zone.ts';
import { ViewerZoneProvider } from '../events/viewer-zone.tsx';
import { LocaleProvider, type LocaleBoot } from '../i18n/i18n.tsx';

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  config: PublicConfig;
  viewer: Viewer | null;
  /** The page is one kept for every signed-in account: render and hydrate with the neutral viewer. */
  viewerDeferred?: boolean | undefined;
  /** The zone the server rendered times in; the provider switches to the browser's after hydration. */
  timeZone: ViewerZone;
  /** The page's language and its messages (the same on both sides, so hydration matches). */
  i18n: LocaleBoot;
  children: ReactNode;
}

export function Providers({
  queryClient,
  trpcClient,
  config,
  viewer,
  viewerDeferred = false,
  timeZone,
  i18n,
  children,
}: ProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <PublicConfigProvider value={config}>
          <ViewerProvider value={viewer} deferred={viewerDeferred}>
            <ViewerZoneProvider initial={timeZone}>
              <LocaleProvider boot={i18n}>{children}</LocaleProvider>
            </ViewerZoneProvider>
          </ViewerProvider>
        </PublicConfigProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/** What the server tells the browser before hydration (serialised into the page, never secrets). */
export interface BootData {
  config: PublicConfig;
  /** The signed-in viewer (no tokens), null for visitors. */
  viewer: Viewer | null;
  /** True on a page kept for every signed-in account: it names nobody until hydrated (session/viewer.tsx). */
  viewerDeferred?: boolean;
  assets: ClientAssets;
  /** The zone the server rendered times in (from the tz cookie; UTC as a named fallback). */
  timeZone: ViewerZone;
  /** The page's language with only its own messages (docs/decisions/0044-lingui-for-languages.md). */
  i18n: LocaleBoot;
}
