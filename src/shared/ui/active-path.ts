// Whether a navigation link points at the page being shown, or at a section that contains it.
// '/experiences' is active on '/experiences/nova/neon' (section) and current on '/experiences' (page);
// the home link '/' is only ever active on '/' itself.

function pathOnly(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export type LinkMatch = 'page' | 'section' | null;

export function matchNavLink(linkUrl: string, currentPath: string): LinkMatch {
  // Only same-site paths can match; absolute links to other sites never do.
  if (!linkUrl.startsWith('/') || linkUrl.startsWith('//')) return null;
  const link = pathOnly(linkUrl);
  const current = pathOnly(currentPath);
  if (link === current) return 'page';
  if (link !== '/' && current.startsWith(`${link}/`)) return 'section';
  return null;
}
