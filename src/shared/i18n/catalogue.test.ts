// The catalogues stay complete and lean: every language has every English key and no other, each message
// is valid ICU with the same placeholders as the English one, every key is used by the code, and only the
// server reaches the module holding every language (the browser gets the active one from the page).
import t from 'tap';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { CATALOGUES } from './messages/all.ts';
import { en } from './messages/en.ts';
import { LOCALES } from './locales.ts';

const src = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The argument names a message uses, at any depth (plural and select cases included). */
function placeholders(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select') {
      into.add(token.arg);
      for (const found of token.cases) placeholders(found.tokens, into);
    }
  }
  return into;
}

const englishKeys = Object.keys(en).sort();

for (const locale of LOCALES) {
  t.test(`${locale}: every key of the English catalogue, valid ICU, the same placeholders`, async (t) => {
    const catalogue = CATALOGUES[locale];
    const keys = Object.keys(catalogue).sort();
    t.same(
      englishKeys.filter((key) => !keys.includes(key)),
      [],
      'no key is missing',
    );
    t.same(
      keys.filter((key) => !englishKeys.includes(key)),
      [],
      'no key the English catalogue lacks',
    );
    for (const [key, message] of Object.entries(catalogue)) {
      let tokens: Token[] = [];
      t.doesNotThrow(() => {
        tokens = parse(message);
      }, `${locale} ${key} is ICU MessageFormat`);
      const english = [...placeholders(parse(en[key as keyof typeof en]))].sort();
      t.same(
        [...placeholders(tokens)].sort(),
        english,
        `${locale} ${key} uses the placeholders ${english.join(', ') || '(none)'}`,
      );
      t.not(message.trim(), '', `${locale} ${key} is not empty`);
    }
  });
}

t.test('every key is used by the code (an unused one is deleted, not kept for later)', async (t) => {
  const code = sourceFiles(src)
    .filter((path) => !path.includes(`${join('shared', 'i18n', 'messages')}`))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const unused = englishKeys.filter((key) => !code.includes(`'${key}'`));
  t.same(unused, [], 'unused keys');
});

t.test('only the server entry imports every language', async (t) => {
  const everyLanguage = /from '[^']*(?:i18n\/catalogues\.ts|i18n\/messages\/(?:all|de|ja)\.ts)'/;
  const importers = sourceFiles(join(src, 'client'))
    .filter((path) => everyLanguage.test(readFileSync(path, 'utf8')))
    .map((path) => relative(src, path));
  t.same(importers.sort(), ['client/entry-server.tsx', 'client/i18n/catalogues.ts']);
});
