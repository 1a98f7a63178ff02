// The typed tRPC hooks. Only the router's TYPE crosses from the server: no server code is bundled.
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../server/trpc/app-router.ts';

export const trpc = createTRPCReact<AppRouter>();
export type { AppRouter };
