// The catalogues stay complete and lean: every language has every English key and no other, each message
// is valid ICU with the same placeholders as the English one, every key is used by the code, and only the
// server reaches the module holding every language (the browser gets the active one from the page).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUES } from './messages/all.ts';
import { en } from './messages/en.ts';
import { checkCatalogues, sourceFiles } from './catalogue-checks.ts';

const src = fileURLToPath(new URL('../..', import.meta.url));

checkCatalogues(t, {
  english: en,
  catalogues: CATALOGUES,
  // The web pages' words: the sign-in pages have their own catalogue (src/services/identity/messages).
  codeFiles: sourceFiles(src).filter(
    (path) => !path.includes(join('shared', 'i18n', 'messages')) && !path.includes(join('services', 'identity')),
  ),
});

t.test('only the server entry imports every language', async (t) => {
  const everyLanguage = /from '[^']*(?:i18n\/catalogues\.ts|i18n\/messages\/(?:all|de|ja)\.ts)'/;
  const importers = sourceFiles(join(src, 'client'))
    .filter((path) => everyLanguage.test(readFileSync(path, 'utf8')))
    .map((path) => relative(src, path));
  t.same(importers.sort(), ['client/entry-server.tsx', 'client/i18n/catalogues.ts']);
});
