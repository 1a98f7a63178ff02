// Roboto for the sign-in and sign-up pages, the product's font, served by the provider itself next to
// its stylesheet (its CSP allows fonts from 'self' only, and the pages load nothing from elsewhere).
// The files are the ones the web client bundles (@fontsource/roboto, latin subset).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where the font files are served, under the provider's mount path (next to its stylesheet). */
export const FONT_PATH_PREFIX = '/assets/fonts/';

export const IDENTITY_FONT_WEIGHTS = [400, 500, 700] as const;

export function fontFileName(weight: number): string {
  return `roboto-latin-${weight}-normal.woff2`;
}

/** The @font-face rules, with URLs relative to the stylesheet (served under /assets/). */
export const IDENTITY_FONT_FACES = IDENTITY_FONT_WEIGHTS.map(
  (weight) =>
    `@font-face{font-family:Roboto;font-style:normal;font-weight:${weight};font-display:swap;src:url(fonts/${fontFileName(weight)}) format("woff2")}`,
).join('\n');

/** The font files by name, read once; an install without them serves none (the pages fall back). */
export function loadIdentityFonts(): Map<string, Buffer> {
  const require = createRequire(import.meta.url);
  const files = new Map<string, Buffer>();
  for (const weight of IDENTITY_FONT_WEIGHTS) {
    const name = fontFileName(weight);
    try {
      files.set(name, readFileSync(require.resolve(`@fontsource/roboto/files/${name}`)));
    } catch {
      // Not installed: the stylesheet's fallback fonts apply.
    }
  }
  return files;
}
