// Calling procedures directly in tests, as a chosen user (or anonymously), through the real upstream
// client and over real HTTP to whatever upstream the base URLs name.
//
//   const { caller, close } = createTestCaller({ upstream: { v1, v2 }, user: null });
//   const page = await caller.experiences.browse({ q: 'neon' });
//   await close();
import pino from 'pino';
import { appRouter } from '../trpc/app-router.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { createContextFactory, type SessionUser } from '../trpc/context.ts';
import { createUpstreamPool, type UpstreamPool } from '../upstream-client/upstream-client.ts';

const createCaller = createCallerFactory(appRouter);

export interface TestCallerOptions {
  upstream: { v1: string; v2: string };
  user?: SessionUser | null;
  timeoutMs?: number;
}

export function createTestCaller(options: TestCallerOptions) {
  const pool: UpstreamPool = createUpstreamPool({ baseUrls: options.upstream, timeoutMs: options.timeoutMs ?? 5000 });
  const context = createContextFactory(pool)({
    requestId: `test-${Math.random().toString(36).slice(2)}`,
    user: options.user ?? null,
    log: pino({ level: 'silent' }),
  });
  return { caller: createCaller(context), close: () => pool.close() };
}
