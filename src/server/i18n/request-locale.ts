// The language of a page request (docs/decisions/0044-lingui-for-languages.md): `?lang=`, else the `lang`
// cookie, else Accept-Language, else English. An account-level choice kept upstream can join this later.
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, localeQueryOf, resolveLocale, type Locale } from '../../shared/i18n/locales.ts';

export function requestLocale(request: FastifyRequest): Locale {
  return resolveLocale({
    query: localeQueryOf(request.url),
    cookie: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}
