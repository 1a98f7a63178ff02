// Server only (entry-server.tsx): every language's messages compiled once, so the page carries just the
// active one, ready for Lingui's runtime (the browser build has no ICU compiler). Browser code must not
// import this module: it holds every language (src/shared/i18n/catalogue.test.ts checks).
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../shared/i18n/locales.ts';
import { CATALOGUES } from '../../shared/i18n/messages/all.ts';
import type { MessageId } from '../../shared/i18n/messages/en.ts';

const compiled = new Map<Locale, Messages>();

export function compiledMessages(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).map(([id, message]) => [id, compileMessage(message)]),
    );
    compiled.set(locale, messages);
  }
  return messages;
}

/** A message as a page in `locale` shows it, outside React (tests of wording and plurals). */
export function translator(locale: Locale): (id: MessageId, values?: Record<string, string | number>) => string {
  const i18n = setupI18n({ locale, messages: { [locale]: compiledMessages(locale) } });
  return (id, values) => i18n._(id, values);
}
