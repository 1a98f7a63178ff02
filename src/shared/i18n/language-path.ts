/** Where the language switcher posts (src/server/i18n/language-route.ts). */
export const LANGUAGE_PATH = '/language';
