// Matches a path against the route patterns with the same parser wouter uses, so the server's choice of
// page (and status) always agrees with what the client router renders.
import { parse } from 'regexparam';

export interface RouteMatch<Id extends string> {
  id: Id;
  params: Record<string, string>;
}

export function matchPath<Id extends string>(
  routes: ReadonlyArray<{ id: Id; pattern: string }>,
  path: string,
): RouteMatch<Id> | null {
  for (const route of routes) {
    const { pattern, keys } = parse(route.pattern);
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const raw = found[index + 1];
      if (raw !== undefined) params[key] = safeDecode(raw);
    });
    return { id: route.id, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The input of a detail procedure whose page's address ends in the thing's id (/listings/{id},
 * /orders/{id}, …): the page queries it and the server's prefetch awaits the same query. Kept here, in the
 * shell, so the pages that use it do not share a chunk of their own for it.
 */
export function idInput(params: Record<string, string | undefined>) {
  return { id: params.id ?? '' };
}
