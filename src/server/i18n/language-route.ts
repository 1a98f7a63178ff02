// POST /language: the language switcher's form (footer and account menu). Sets the `lang` cookie and
// sends the browser back to the page it came from (choice-form.ts).
import type { FastifyInstance } from 'fastify';
import { LOCALES, LOCALE_COOKIE } from '../../shared/i18n/locales.ts';
import { LANGUAGE_PATH } from '../../shared/i18n/language-path.ts';
import { choiceForm } from './choice-form.ts';

export async function languageRoute(app: FastifyInstance, options: { secure: boolean }) {
  await choiceForm(app, {
    path: LANGUAGE_PATH,
    field: 'lang',
    cookie: LOCALE_COOKIE,
    choices: LOCALES,
    error: { code: 'invalid-language', message: 'Choose one of the offered languages.' },
    secure: options.secure,
  });
}
