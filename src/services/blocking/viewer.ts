// Whose blocks apply to a read: the calling persona's, when a bearer token names one. Anonymous reads (the
// pages kept for visitors and for every signed-in account, decision 0049) cost nothing more.
import type { FastifyRequest } from 'fastify';
import type { CallerResolver } from '../auth/index.ts';

export async function blockingViewer(callers: CallerResolver, request: FastifyRequest): Promise<string | undefined> {
  if (request.headers.authorization === undefined) return undefined;
  const caller = await callers.optional(request);
  return caller.kind === 'persona' ? caller.persona.id : undefined;
}
