// The input a creator's experiences page (/experiences/{personaHandle}) queries with, from its address:
// the server's prefetch (experiences-prefetch.ts) awaits the same query. Its own module, so the page's
// chunk keeps it rather than sharing one with the experience page.
import type { RouteParams } from '../app/lazy-component.tsx';

export function creatorInput(params: RouteParams, search: string) {
  const page = new URLSearchParams(search).get('page');
  return { personaHandle: params.personaHandle ?? '', ...(page !== null ? { page } : {}) };
}
