// The input of the platform studio's showcase (/studio): the page queries it and the server's prefetch
// (studio-prefetch.ts) awaits the same.
import { studioSlug } from '../../shared/items/limits.ts';

export function studioInput(productName: string) {
  return { studio: studioSlug(productName) };
}
