// Every tRPC answer passes here: an error with status 302, 401 or 403 runs the session check (docs/product.md §12),
// which sends the browser to sign in when the session has ended.
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../trpc.ts';
import { createSessionChecker, type SessionChecker } from '../../shared/session/session-check.ts';

let shared: SessionChecker | undefined;

/** The page's one session checker (one 5000 ms throttle for every caller: tRPC, the balance…). */
export function browserSessionChecker(): SessionChecker {
  shared ??= createSessionChecker({
    fetchUserStatus: async () =>
      (await fetch('/api/user', { credentials: 'same-origin', headers: { accept: 'application/json' } })).status,
    currentUrl: () => window.location.href,
    navigate: (url) => window.location.assign(url),
  });
  return shared;
}

export function sessionCheckLink(checker: SessionChecker): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            const status = error.data?.httpStatus;
            if (typeof status === 'number') void checker.onApiStatus(status);
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}
