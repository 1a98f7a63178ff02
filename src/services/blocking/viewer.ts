// Whose blocks apply to a read: the calling persona's, when a bearer token names one. Anonymous reads (the
// pages kept for visitors and for every signed-in account, decision 0049) cost nothing more. The reads that
// ask are public: a token that does not verify leaves them as they were for everyone (no blocks), rather
// than turning a public read into a 401.
import type { FastifyRequest } from 'fastify';
import type { CallerResolver } from '../auth/index.ts';
import { ApiError } from '../kit/jsonapi.ts';

export async function blockingViewer(callers: CallerResolver, request: FastifyRequest): Promise<string | undefined> {
  if (request.headers.authorization === undefined) return undefined;
  try {
    const caller = await callers.optional(request);
    return caller.kind === 'persona' ? caller.persona.id : undefined;
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
