// tRPC building blocks. Every procedure goes through `upstreamErrors`, so an upstream failure always
// reaches the caller as a typed error from the one catalogue (src/shared/errors/catalogue.ts).
import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { TrpcContext } from './context.ts';
import { toTrpcError } from '../errors/to-trpc-error.ts';
import { appCodeFromTrpc } from '../../shared/errors/catalogue.ts';
import { catalogueTitle, inLanguage } from '../errors/in-language.ts';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextMessage } from '../../shared/text/storable-text.ts';

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const appCode = appCodeFromTrpc(error.code);
    const firstIssue = zodError?.issues[0];
    const message = firstIssue
      ? `${firstIssue.path.length ? `${firstIssue.path.join('.')}: ` : ''}${firstIssue.message}`
      : error.code === 'INTERNAL_SERVER_ERROR'
        ? catalogueTitle('INTERNAL', ctx?.locale ?? DEFAULT_LOCALE)
        : shape.message;
    return {
      message,
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode,
        issues: zodError
          ? zodError.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }))
          : null,
      },
    };
  },
});

const upstreamErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    // Typed errors (bad input, not found…) pass as they are. Anything else a resolver threw arrives
    // wrapped as INTERNAL_SERVER_ERROR: map its cause (an upstream failure, say) to the right code.
    // Either way a general title is said in the asker's language.
    if (result.error.code !== 'INTERNAL_SERVER_ERROR') throw inLanguage(result.error, ctx.locale);
    throw inLanguage(toTrpcError(result.error.cause ?? result.error), ctx.locale);
  }
  return result;
});

/**
 * NUL and lone surrogates in any string of any input (src/shared/text/storable-text.ts) are refused here,
 * before the input schema runs, so every procedure refuses them with a 400 naming the field instead of
 * failing in the upstream.
 */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  const path = findUnstorableText(await getRawInput());
  if (path === null) return next();
  // As a zod issue, so forms show it on the field like any other validation message. Made by a failing
  // parse: only those ZodErrors are `instanceof Error` in zod 4, the only causes tRPC keeps as they are.
  const issue = path.length > 0 ? UNSTORABLE_TEXT_MESSAGE : unstorableTextMessage(path);
  const cause = z
    .unknown()
    .superRefine((_value, ctx) => ctx.addIssue({ code: 'custom', path, message: issue }))
    .safeParse(null).error;
  throw new TRPCError({ code: 'BAD_REQUEST', message: unstorableTextMessage(path), cause });
});

export const router = t.router;
export const publicProcedure = t.procedure.use(storableInput).use(upstreamErrors);

/** Signed in (docs/product.md §8 logged-in user): ctx.user is non-null inside; otherwise UNAUTHORIZED (401). */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Log in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Signed in with a persona (docs/product.md §8): ctx.user.personaId is set inside; otherwise 401 or FORBIDDEN (403). */
export const personaProcedure = signedInProcedure.use(({ ctx, next }) => {
  const { personaId, personaHandle } = ctx.user;
  if (personaId === null || personaHandle === null) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'This needs a persona. Download and run the client to finish creating your account.',
    });
  }
  return next({ ctx: { ...ctx, user: { ...ctx.user, personaId, personaHandle } } });
});
export const createCallerFactory = t.createCallerFactory;
