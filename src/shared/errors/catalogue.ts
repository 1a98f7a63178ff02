// The one error catalogue (docs/product.md §12): every failure a caller can see has a code here, with the tRPC
// code and HTTP status it maps to and the words a person reads. Server and client both use it.

export const APP_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INSUFFICIENT_FUNDS',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** Subset of tRPC's error code keys we use (kept as strings so the client needs no server import). */
export type TrpcCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'PAYMENT_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'GATEWAY_TIMEOUT'
  | 'INTERNAL_SERVER_ERROR';

export interface CatalogueEntry {
  trpc: TrpcCode;
  httpStatus: number;
  /** What a person reads when nothing more specific is known. */
  title: string;
  whatToDo: string;
}

export const ERROR_CATALOGUE: Record<AppErrorCode, CatalogueEntry> = {
  BAD_REQUEST: {
    trpc: 'BAD_REQUEST',
    httpStatus: 400,
    title: 'That request did not look right',
    whatToDo: 'Check the address or the values you entered and try again.',
  },
  UNAUTHORIZED: {
    trpc: 'UNAUTHORIZED',
    httpStatus: 401,
    title: 'Please log in',
    whatToDo: 'Log in to your account to continue.',
  },
  FORBIDDEN: {
    trpc: 'FORBIDDEN',
    httpStatus: 403,
    title: 'You do not have access to this',
    whatToDo: 'If you think you should, log in with the account that owns it.',
  },
  INSUFFICIENT_FUNDS: {
    trpc: 'PAYMENT_REQUIRED',
    httpStatus: 402,
    title: 'Insufficient funds',
    whatToDo: 'Buy Lumen Dollars, then try again.',
  },
  NOT_FOUND: {
    trpc: 'NOT_FOUND',
    httpStatus: 404,
    title: 'We could not find that',
    whatToDo: 'It may have been moved or removed. Try searching for it instead.',
  },
  CONFLICT: {
    trpc: 'CONFLICT',
    httpStatus: 409,
    title: 'That conflicts with something that already exists',
    whatToDo: 'Change the value and try again.',
  },
  TOO_MANY_REQUESTS: {
    trpc: 'TOO_MANY_REQUESTS',
    httpStatus: 429,
    title: 'Slow down a little',
    whatToDo: 'Wait a moment, then try again.',
  },
  UPSTREAM_UNAVAILABLE: {
    trpc: 'BAD_GATEWAY',
    httpStatus: 502,
    title: 'This part of Lumen is not answering right now',
    whatToDo: 'The rest of the page still works. Try again in a moment.',
  },
  UPSTREAM_TIMEOUT: {
    trpc: 'GATEWAY_TIMEOUT',
    httpStatus: 504,
    title: 'This is taking longer than it should',
    whatToDo: 'Try again in a moment.',
  },
  INTERNAL: {
    trpc: 'INTERNAL_SERVER_ERROR',
    httpStatus: 500,
    title: 'Something went wrong on our side',
    whatToDo: 'Try again in a moment. If it keeps happening, contact support.',
  },
};

const BY_TRPC_CODE = new Map<string, AppErrorCode>(
  (Object.entries(ERROR_CATALOGUE) as Array<[AppErrorCode, CatalogueEntry]>).map(([code, entry]) => [entry.trpc, code]),
);

/** Maps a tRPC error code (as the client sees it in error.data.code) back to our catalogue. */
export function appCodeFromTrpc(trpcCode: string | undefined): AppErrorCode {
  return (trpcCode && BY_TRPC_CODE.get(trpcCode)) || 'INTERNAL';
}

/** HTTP status an upstream answered with -> our code. */
export function appCodeFromUpstreamStatus(status: number): AppErrorCode {
  if (status === 400 || status === 422) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 402) return 'INSUFFICIENT_FUNDS';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 504) return 'UPSTREAM_TIMEOUT';
  return 'UPSTREAM_UNAVAILABLE';
}
