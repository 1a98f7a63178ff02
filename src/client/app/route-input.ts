// The input of a detail procedure whose page's address ends in the thing's id (/listings/{id},
// /orders/{id}, …): the page queries it and the server's prefetch awaits the same query.
import type { RouteParams } from './lazy-component.tsx';

export function idInput(params: RouteParams) {
  return { id: params.id ?? '' };
}
