// Navigation links (docs/product.md §4 link fields: title, url, isInternal, requirePersona) and which of them a
// viewer sees (docs/product.md §4, §8: links with requirePersona show only for users with a persona). Pure: the navs
// render what these return, tests pin the rules.
import { ORDERS_PATH, SALES_PATH } from '../orders/paths.ts';
import { RECEIVED_GIFTS_PATH } from '../gifts/limits.ts';
import { FAVOURITES_PATH } from '../favourites/paths.ts';
import { WISHLIST_PATH } from '../wishlist/limits.ts';
import { BLOCKED_PATH } from '../blocking/limits.ts';
import { CREATOR_PATH } from '../creator/paths.ts';
import { TICKETS_PATH } from '../tickets/paths.ts';
import { hasPersona, type Viewer } from '../session/viewer.ts';
import { profileHref, siteHref } from '../links/site-link.ts';
import { FRIENDS_PATH } from '../friends/paths.ts';
import { CODEX_PATH, INVENTORY_PATH } from '../items/paths.ts';
import type { MessageId } from '../i18n/messages/en.ts';

export interface NavLink {
  /** The message naming the link, in the page's language (src/shared/i18n/messages/en.ts). */
  title: MessageId;
  url: string;
  /** In-app route (client-side navigation) rather than another site. */
  isInternal: boolean;
  /** Shown only to signed-in users who have a persona. */
  requirePersona: boolean;
}

/** The links this viewer may see: persona-only links need a signed-in viewer with a persona. */
export function visibleLinks(links: readonly NavLink[], viewer: Viewer | null): NavLink[] {
  const persona = hasPersona(viewer);
  return links.filter((link) => persona || !link.requirePersona);
}

/** A relative path on this site (the client router can follow it); anything else leaves the app. */
function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * The account menu's secondary links (docs/product.md §3 `{profilesUrl}/profiles/{avatarHandle}` and
 * `{profilesUrl}/friends`), on the profiles site when one is configured. Both need a persona; pass
 * the result through visibleLinks. A viewer without a handle gets no profile link (there is no
 * profile to link to).
 */
export function accountLinks(viewer: Viewer | null, profilesSite: string): NavLink[] {
  const link = (title: MessageId, path: string): NavLink => {
    const url = siteHref(profilesSite, path);
    return { title, url, isInternal: isSameSitePath(url), requirePersona: true };
  };
  const links: NavLink[] = [];
  const handle = viewer?.personaHandle ?? null;
  if (handle !== null && handle !== '') links.push(link('account.profile', profileHref(handle)));
  links.push(link('account.friends', FRIENDS_PATH));
  // Orders and sales live on this site whatever the profiles site is.
  links.push({ title: 'account.orders', url: ORDERS_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.sales', url: SALES_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.tickets', url: TICKETS_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.favourites', url: FAVOURITES_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.wishlist', url: WISHLIST_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.blocked', url: BLOCKED_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.inventory', url: INVENTORY_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.gifts', url: RECEIVED_GIFTS_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.codex', url: CODEX_PATH, isInternal: true, requirePersona: true });
  links.push({ title: 'account.creator', url: CREATOR_PATH, isInternal: true, requirePersona: true });
  return links;
}

/**
 * The current page as path + search, from a router's raw parts: the server gives the search without
 * '?', the browser's location.search carries it. Used for the sign-in link's next parameter.
 */
export function pathWithSearch(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const base = path === '' ? '/' : path;
  return query === '' ? base : `${base}?${query}`;
}

/** '@kai' under the name in the account menu; null when the viewer has no persona handle. */
export function handleLabel(viewer: Pick<Viewer, 'personaHandle'>): string | null {
  const handle = viewer.personaHandle?.trim() ?? '';
  return handle === '' ? null : `@${handle}`;
}
