// POST /language: the language switcher's form (footer and account menu). Sets the `lang` cookie and
// sends the browser back to the page it came from, a same-site path only (safeNextPath) and without a
// `?lang=` that would outrank the new choice. A plain form post, so it works without JavaScript; the
// same-origin check refuses cross-site posts like any other.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES, LOCALE_COOKIE, localizedPath, DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { safeNextPath } from '../../shared/session/session-check.ts';
import { LANGUAGE_PATH } from '../../shared/i18n/language-path.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const choiceSchema = z.object({ lang: z.enum(LOCALES), back: z.string().max(2048).optional() });

export async function languageRoute(app: FastifyInstance, options: { secure: boolean }) {
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.post(LANGUAGE_PATH, async (request, reply) => {
      const choice = choiceSchema.safeParse(request.body);
      if (!choice.success)
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ error: 'invalid-language', message: 'Choose one of the offered languages.' });
      // The plain address: the cookie now names the language (localizedPath with English drops `lang`).
      const back = localizedPath(safeNextPath(choice.data.back), DEFAULT_LOCALE);
      return reply
        .setCookie(LOCALE_COOKIE, choice.data.lang, {
          path: '/',
          maxAge: ONE_YEAR_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: options.secure || request.protocol === 'https',
        })
        .header('cache-control', 'no-store')
        .redirect(back, 303);
    });
  });
}
