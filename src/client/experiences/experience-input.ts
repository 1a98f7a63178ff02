// The inputs the experience pages query with, from their address: the server's prefetch
// (experiences-prefetch.ts) awaits the same queries.
import type { RouteParams } from '../app/lazy-component.tsx';

export function creatorInput(params: RouteParams, search: string) {
  const page = new URLSearchParams(search).get('page');
  return { personaHandle: params.personaHandle ?? '', ...(page !== null ? { page } : {}) };
}

export function experienceInput(params: RouteParams) {
  return { personaHandle: params.personaHandle ?? '', handle: params.handle ?? '' };
}
