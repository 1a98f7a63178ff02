// The input the event page queries with, from its address and the viewer's zone (the server's
// prefetch, events-prefetch.ts, awaits the same).
import type { EventAddressInput } from '../../shared/events/schema.ts';
import type { RouteParams } from '../app/lazy-component.tsx';

export function eventInput(params: RouteParams, tz: string): EventAddressInput {
  return {
    hostHandle: params.hostHandle ?? '',
    experienceHandle: params.experienceHandle ?? '',
    eventId: params.eventId ?? '',
    tz,
  };
}
