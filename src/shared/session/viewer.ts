// Who is looking at the page (docs/product.md §5 User): what the browser may know about the signed-in account.
// Sent in the page's boot data and by GET /api/user. Never carries tokens.
// Pure types and rules: browser and server import this module.

export interface Viewer {
  /** The account's id at the identity provider (OpenID Connect subject). */
  subject: string;
  email: string | null;
  /** docs/product.md §5: optional; absent for accounts without a persona. */
  personaId: string | null;
  personaHandle: string | null;
  personaName: string | null;
  /** Always set: the default portrait when the persona has no image (docs/product.md §5). */
  avatarImageUrl: string;
}

/** docs/product.md §4: the account menu shows the persona's name, or 'New User' when there is none. */
export function viewerDisplayName(viewer: Pick<Viewer, 'personaName'>): string {
  const name = viewer.personaName?.trim() ?? '';
  return name === '' ? 'New User' : name;
}

/** docs/product.md §8: the report link, persona-only links and balance need a persona. */
export function hasPersona(viewer: Viewer | null): viewer is Viewer & { personaId: string; personaHandle: string } {
  return viewer !== null && viewer.personaId !== null && viewer.personaHandle !== null;
}

/**
 * Whom a page kept for every signed-in account is rendered for (docs/performance/pages.md "Signed-in pages"):
 * the kind of account (with or without a persona) and nobody's name, handle, email or picture. The server
 * renders such pages with it, the browser hydrates with it and then shows the real viewer.
 */
export function neutralViewer(viewer: Viewer): Viewer {
  const persona = viewer.personaId !== null;
  return {
    subject: '',
    email: null,
    personaId: persona ? '' : null,
    personaHandle: persona ? '' : null,
    personaName: null,
    avatarImageUrl: '',
  };
}

/** True for neutralViewer's answer: parts naming the viewer show a placeholder until the real one is known. */
export function isNeutralViewer(viewer: Viewer): boolean {
  return viewer.subject === '';
}

/** Served by the web tier (a copy of the embedded upstream's portrait, under our own origin). */
export const DEFAULT_PORTRAIT_URL = '/media/default-portrait.svg';
