// Navigation link fields (spec §2): title, url, isInternal, requirePersona.
export interface NavLink {
  title: string;
  url: string;
  /** In-app route (client-side navigation) rather than another site. */
  isInternal: boolean;
  /** Shown only to signed-in users who have a persona. */
  requirePersona: boolean;
}

/** Links a visitor may see: those needing a persona only when the user has one. */
export function visibleNavLinks(links: readonly NavLink[], hasPersona: boolean): NavLink[] {
  return links.filter((link) => hasPersona || !link.requirePersona);
}
