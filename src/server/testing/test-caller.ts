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

/**
 * Callers against a test stack, one per user: `callerFor('kai')` acts as kai (a persona with a real
 * bearer token), `callerFor(null)` as an account without a persona, `callerFor(undefined)` anonymously.
 * Each caller's connections close when `onTeardown` runs its callbacks (pass tap's `t.teardown`).
 */
export function stackCallers(
  stack: { upstreamOrigin: string; userFor(handle: string | null): Promise<SessionUser> },
  onTeardown: (close: () => Promise<void>) => void,
) {
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  return async (handle: string | null | undefined) => {
    const { caller, close } = createTestCaller({
      upstream,
      user: handle === undefined ? null : await stack.userFor(handle),
    });
    onTeardown(close);
    return caller;
  };
}
