// One mapping from anything a procedure can throw to the tRPC error the caller sees.
import { TRPCError } from '@trpc/server';
import { ERROR_CATALOGUE, appCodeFromUpstreamStatus, type AppErrorCode } from '../../shared/errors/catalogue.ts';
import {
  BadResponseError,
  InvalidUpstreamPathError,
  UpstreamContractError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  jsonApiErrorOf,
} from '../upstream-client/errors.ts';

function trpcError(code: AppErrorCode, message: string, cause: unknown): TRPCError {
  return new TRPCError({ code: ERROR_CATALOGUE[code].trpc, message, cause });
}

export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof BadResponseError) {
    const code = appCodeFromUpstreamStatus(error.status);
    // Client-facing upstream details (validation, not found, conflicts) are safe to pass on;
    // server-side failures are not: the caller reads the catalogue's words instead.
    const detail = error.status < 500 ? jsonApiErrorOf(error)?.detail : undefined;
    return trpcError(code, detail ?? ERROR_CATALOGUE[code].title, error);
  }
  // A path the client refused to build (dot segments and the like) came from input: the caller's fault.
  if (error instanceof InvalidUpstreamPathError) return trpcError('BAD_REQUEST', 'That address is not valid.', error);
  if (error instanceof UpstreamTimeoutError)
    return trpcError('UPSTREAM_TIMEOUT', ERROR_CATALOGUE.UPSTREAM_TIMEOUT.title, error);
  if (error instanceof UpstreamUnavailableError) {
    return trpcError('UPSTREAM_UNAVAILABLE', ERROR_CATALOGUE.UPSTREAM_UNAVAILABLE.title, error);
  }
  if (error instanceof UpstreamContractError) {
    return trpcError('UPSTREAM_UNAVAILABLE', ERROR_CATALOGUE.UPSTREAM_UNAVAILABLE.title, error);
  }
  return trpcError('INTERNAL', ERROR_CATALOGUE.INTERNAL.title, error);
}
