// Upstream refusals of a creator's write -> tRPC errors whose issues name the form field, so the form
// shows the server's words on the right field. A 422 names attributes by JSON pointer
// (/data/attributes/handle); a 409 handle collision names the handle.
import { TRPCError } from '@trpc/server';
import { z, type ZodError } from 'zod';
import { BadResponseError, jsonApiErrorsOf } from '../upstream-client/errors.ts';
import { toTrpcError } from '../errors/to-trpc-error.ts';

/** Attribute names of the upstream that our forms call something else. */
const FIELD_ALIASES: Readonly<Record<string, string>> = { store: 'storeId', url: 'imageUrls' };

function fieldOf(pointer: string | undefined): string | null {
  const match = pointer === undefined ? null : /^\/data\/attributes\/([^/]+)/.exec(pointer);
  const name = match?.[1];
  if (name === undefined) return null;
  return FIELD_ALIASES[name] ?? name;
}

/**
 * A ZodError carrying these issues. Made by a failing parse rather than `new ZodError()`: only errors
 * from a parse are `instanceof Error` in zod 4, and tRPC keeps only Error causes as they are.
 */
function zodErrorOf(issues: readonly { field: string; message: string }[]): ZodError | undefined {
  const result = z
    .unknown()
    .superRefine((_value, ctx) => {
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    })
    .safeParse(null);
  return result.error;
}

/**
 * Rethrows an upstream refusal as a typed error. Errors that point at attributes travel as a ZodError
 * cause, so the error formatter lists them as issues with a path (the same shape as our own input
 * validation): one code path on the client for both.
 */
export function creatorWriteError(
  error: unknown,
  messages: { conflict?: string; forbidden: string; notFound: string },
): TRPCError {
  if (!(error instanceof BadResponseError)) return toTrpcError(error);
  const errors = jsonApiErrorsOf(error);
  if (error.status === 403) return new TRPCError({ code: 'FORBIDDEN', message: messages.forbidden, cause: error });
  if (error.status === 404) return new TRPCError({ code: 'NOT_FOUND', message: messages.notFound, cause: error });
  const fielded = errors
    .map((entry) => ({
      field: fieldOf(entry.source?.pointer),
      message: entry.detail ?? entry.title ?? 'This is not valid.',
    }))
    .filter((entry): entry is { field: string; message: string } => entry.field !== null);
  if ((error.status === 409 || error.status === 422 || error.status === 400) && fielded.length > 0) {
    const message = error.status === 409 && messages.conflict !== undefined ? messages.conflict : undefined;
    const issues = fielded.map((entry) => ({ field: entry.field, message: message ?? entry.message }));
    return new TRPCError({
      code: error.status === 409 ? 'CONFLICT' : 'BAD_REQUEST',
      message: issues[0]?.message ?? 'Check the form.',
      cause: zodErrorOf(issues),
    });
  }
  return toTrpcError(error);
}
