// Profile text rules (docs/product.md §4 'New User', §5 Profile/User, §11 bio cut at 145 characters).
// Pure: browser and server both import this module.

export const BIO_MAX_LENGTH = 145;
export const ELLIPSIS = '…';
/** How far back from the cut a space may be to cut there instead of inside a word. */
export const WORD_BREAK_WINDOW = 20;
export const DEFAULT_PORTRAIT_URL = '/media/default-portrait.svg';
export const DEFAULT_DISPLAY_NAME = 'New User';

export interface TruncatedBio {
  readonly text: string;
  readonly truncated: boolean;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isWhitespace = (ch: string): boolean => /\s/u.test(ch);

/**
 * Cuts a bio to at most `max` UTF-16 code units (the length '145 characters' reads as in
 * JavaScript), then adds '…' when anything was cut. The kept part is at most `max` units and the
 * ellipsis comes on top of it (the 'more' link follows it in the UI).
 *
 * - Never splits a surrogate pair: if the cut would fall between a high and a low surrogate, it moves
 *   one unit earlier.
 * - Never splits a word when a whitespace character lies within the last WORD_BREAK_WINDOW units of
 *   the kept part (or right at the cut): it cuts at the last such whitespace. Otherwise (one very
 *   long word, a URL) it cuts hard.
 * - Trailing whitespace of the kept part is removed before the ellipsis.
 * - Text that fits is returned unchanged (not trimmed), truncated false.
 */
export function truncateBio(bio: string, max: number = BIO_MAX_LENGTH): TruncatedBio {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : BIO_MAX_LENGTH;
  if (bio.length <= limit) return { text: bio, truncated: false };

  let cut = limit;
  if (cut > 0 && isHighSurrogate(bio.charCodeAt(cut - 1))) cut -= 1;

  // A whitespace at index `cut` means the kept part ends at a word boundary already.
  const boundaryAtCut = cut < bio.length && isWhitespace(bio.charAt(cut));
  if (!boundaryAtCut) {
    const floor = Math.max(0, cut - WORD_BREAK_WINDOW);
    for (let i = cut - 1; i >= floor; i -= 1) {
      if (isWhitespace(bio.charAt(i))) {
        cut = i;
        break;
      }
    }
  }

  const kept = bio.slice(0, cut).trimEnd();
  return { text: `${kept}${ELLIPSIS}`, truncated: true };
}

export interface NamedUser {
  readonly personaName?: string | null | undefined;
  readonly avatarName?: string | null | undefined;
}

/**
 * The name shown for a user (personaName) or profile (avatarName): the first non-blank of the two,
 * trimmed, or 'New User' when there is none (docs/product.md §4).
 */
export function displayName(user: NamedUser | null | undefined): string {
  for (const name of [user?.personaName, user?.avatarName]) {
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return DEFAULT_DISPLAY_NAME;
}

/** The portrait to show: the user's image, or the default portrait when absent or blank (docs/product.md §5). */
export function portraitUrl(url: string | null | undefined): string {
  return typeof url === 'string' && url.trim() !== '' ? url : DEFAULT_PORTRAIT_URL;
}
