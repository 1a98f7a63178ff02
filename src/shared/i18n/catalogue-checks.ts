// What every message catalogue must keep (tests only): every language has every English key and no
// other, each message is valid ICU MessageFormat with the same placeholders as the English one, and every
// key is used by the code (an unused one is deleted, not kept for later). Used by the web pages'
// catalogues (catalogue.test.ts) and the sign-in pages' (src/services/identity/messages.test.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import type { Test } from 'tap';

/** Source files (not tests) under `dir`, at any depth. */
export function sourceFiles(dir: string): string[] {
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

export function checkCatalogues(
  t: Test,
  options: {
    english: Readonly<Record<string, string>>;
    catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>;
    /** The code that uses the keys (each as a quoted literal), the catalogues themselves excluded. */
    codeFiles: readonly string[];
  },
): void {
  const englishKeys = Object.keys(options.english).sort();
  for (const [locale, catalogue] of Object.entries(options.catalogues)) {
    t.test(`${locale}: every key of the English catalogue, valid ICU, the same placeholders`, async (t) => {
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
        const english = [...placeholders(parse(options.english[key] ?? ''))].sort();
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
    const code = options.codeFiles.map((path) => readFileSync(path, 'utf8')).join('\n');
    t.same(
      englishKeys.filter((key) => !code.includes(`'${key}'`)),
      [],
      'unused keys',
    );
  });
}
