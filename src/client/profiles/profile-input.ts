// The input the profile page queries with, from its address (the server's prefetch awaits the same).
import type { RouteParams } from '../app/lazy-component.tsx';

export function profileInput(params: RouteParams) {
  return { handle: params.avatarHandle ?? '' };
}
