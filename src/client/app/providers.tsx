import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { trpc, type AppRouter } from '../trpc.ts';
import { PublicConfigProvider, type PublicConfig } from './public-config.tsx';

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  config: PublicConfig;
  children: ReactNode;
}

export function Providers({ queryClient, trpcClient, config, children }: ProvidersProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <PublicConfigProvider value={config}>{children}</PublicConfigProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/** What the server tells the browser before hydration (serialised into the page, never secrets). */
export interface BootData {
  config: PublicConfig;
  assets: { entry: string; css: string[] };
}
