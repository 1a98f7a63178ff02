// Every language's catalogue by locale. Server and tests only: the browser gets the active one from the
// page (src/client/i18n/catalogues.ts).
import type { Locale } from '../locales.ts';
import { en, type Catalogue } from './en.ts';
import { de } from './de.ts';
import { ja } from './ja.ts';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, de, ja };
