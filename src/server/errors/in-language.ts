// The catalogue's general titles in the asker's language (docs/decisions/0044-lingui-for-languages.md).
// A failure with nothing more specific to say carries its catalogue title (src/shared/errors/catalogue.ts);
// that title is replaced by the page language's words before it leaves the web tier, for browser calls and
// server-rendered sections alike. Specific messages (an upstream's detail, a field's refusal) pass as
// they are.
import { TRPCError } from '@trpc/server';
import { appCodeFromTrpc, ERROR_CATALOGUE, type AppErrorCode } from '../../shared/errors/catalogue.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { MessageId } from '../../shared/i18n/messages/en.ts';
import { translator } from '../../client/i18n/catalogues.ts';

const TITLES: Readonly<Record<AppErrorCode, MessageId>> = {
  BAD_REQUEST: 'errors.badRequest',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  INSUFFICIENT_FUNDS: 'errors.insufficientFunds',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  UPSTREAM_UNAVAILABLE: 'errors.upstreamUnavailable',
  UPSTREAM_TIMEOUT: 'errors.upstreamTimeout',
  INTERNAL: 'errors.internal',
};

/** The catalogue title of `code` in `locale`. */
export function catalogueTitle(code: AppErrorCode, locale: Locale): string {
  return translator(locale)(TITLES[code]);
}

/** `error` with its catalogue title in `locale`; any other message is kept. */
export function inLanguage(error: TRPCError, locale: Locale): TRPCError {
  const code = appCodeFromTrpc(error.code);
  if (locale === 'en' || error.message !== ERROR_CATALOGUE[code].title) return error;
  const translated = new TRPCError({ code: error.code, message: catalogueTitle(code, locale), cause: error.cause });
  translated.stack = error.stack;
  return translated;
}
