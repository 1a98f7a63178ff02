// The input the experience page queries with, from its address: the server's prefetch
// (experiences-prefetch.ts) awaits the same query.
import type { RouteParams } from '../app/lazy-component.tsx';

export function experienceInput(params: RouteParams) {
  return { personaHandle: params.personaHandle ?? '', handle: params.handle ?? '' };
}
