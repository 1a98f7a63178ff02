// The sign-in pages' catalogue stays complete and lean (the same checks as the web pages' catalogues).
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { checkCatalogues, sourceFiles } from '../../shared/i18n/catalogue-checks.ts';
import { en } from './messages/en.ts';
import { de } from './messages/de.ts';
import { ja } from './messages/ja.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

checkCatalogues(t, {
  english: en,
  catalogues: { en, de, ja },
  codeFiles: sourceFiles(here).filter((path) => !path.includes(join('identity', 'messages'))),
});
