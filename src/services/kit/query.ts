// Query parameters as every service reads them: each arrives as text, or as a list when repeated
// (?page=1&page=2), which is refused; a bad parameter is a 400 `invalid-parameter` naming it.
import { z } from 'zod';
import { ApiError, type ApiErrorInit } from './jsonapi.ts';

/** zod's error option for a parameter given at most once. */
export const single = (name: string) => ({
  error: (issue: { input?: unknown }) =>
    Array.isArray(issue.input) ? `Give ${name} once.` : `${name} must be a single value.`,
});

/** A parameter that must be given, once. */
export const requiredOnce = (name: string) =>
  z.string({ error: (issue) => (Array.isArray(issue.input) ? `Give ${name} once.` : `${name} is required.`) });

/** A whole number from min to max, written in digits. */
export const intParam = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string(single(name))
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
};

/** Parses a query string object or throws a 400 whose errors name each bad parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  throw new ApiError(
    parsed.error.issues.map((issue): ApiErrorInit => ({
      code: 'invalid-parameter',
      detail: issue.message,
      source: { parameter: String(issue.path[0] ?? '') },
    })),
  );
}
