import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { trpc, type AppRouter } from '../trpc.ts';
import { PublicConfigProvider, type PublicConfig } from './public-config.tsx';
import { ViewerProvider } from '../session/viewer.tsx';
import type { Viewer } from '../../shared/session/viewer.ts';

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  config: PublicConfig;
  viewer: Viewer | null;
  children: ReactNode;
}

export function Providers({ queryClient, trpcClient, config, viewer, children }: ProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <PublicConfigProvider value={config}>
          <ViewerProvider value={viewer}>{children}</ViewerProvider>
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
  assets: { entry: string; css: string[] };
}
