// The cache-header policy most services share (events and tickets answer everything no-store, and the
// experiences catalogue has its own).
//
// - Anonymous successful reads (the public profile list and profiles) may be kept by shared caches for a
//   few seconds, like the experiences catalogue.
// - Reads made with an Authorization header carry the caller's relations (friendStatus, friends,
//   requests): `private, no-store`.
// - Writes and every error: `no-store`.
// Vary: Authorization keeps answers given to a signed-in caller apart from anonymous ones.
import type { FastifyInstance } from 'fastify';

const PUBLIC_MAX_AGE_S = 5;
const PUBLIC_SWR_S = 30;

export function registerCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const read = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
    if (!read) {
      reply.header('cache-control', 'no-store');
    } else if (request.headers.authorization === undefined) {
      reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_SWR_S}`);
      reply.header('vary', 'Authorization');
    } else {
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'Authorization');
    }
    return payload;
  });
}
