// The footer's preference forms (the language switcher, POST /language; the currency selector, POST /currency):
// a plain form post that sets one cookie for a year and sends the browser back to the page it came from, a
// same-site path only (safeNextPath) and without a `?lang=` that would outrank a new language. Plain forms,
// so they work without JavaScript; the same-origin check refuses cross-site posts like any other.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localizedPath, DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { safeNextPath } from '../../shared/session/session-check.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ChoiceForm {
  path: string;
  /** The form field and the cookie it sets. */
  field: string;
  cookie: string;
  /** The offered values; anything else is a 400 `error` with `message`. */
  choices: readonly [string, ...string[]];
  error: { code: string; message: string };
  secure: boolean;
}

export async function choiceForm(app: FastifyInstance, form: ChoiceForm) {
  const schema = z.object({ [form.field]: z.enum(form.choices), back: z.string().max(2048).optional() });
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.post(form.path, async (request, reply) => {
      const choice = schema.safeParse(request.body);
      if (!choice.success)
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ error: form.error.code, message: form.error.message });
      // The plain address: the cookie now names the choice (localizedPath with English drops `lang`).
      const back = localizedPath(safeNextPath(choice.data.back as string | undefined), DEFAULT_LOCALE);
      return reply
        .setCookie(form.cookie, String(choice.data[form.field]), {
          path: '/',
          maxAge: ONE_YEAR_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: form.secure || request.protocol === 'https',
        })
        .header('cache-control', 'no-store')
        .redirect(back, 303);
    });
  });
}
