// The input the creator's store page queries with, from its address and query string (the server's
// prefetch, listings-prefetch.ts, awaits the same).
import type { RouteParams } from '../app/lazy-component.tsx';

export function creatorStoreInput(params: RouteParams, search: string) {
  const query = new URLSearchParams(search);
  const page = query.get('page');
  const store = query.get('store');
  return { personaHandle: params.personaHandle ?? '', ...(page !== null ? { page } : {}), ...(store ? { store } : {}) };
}
