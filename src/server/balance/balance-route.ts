// GET /api/user/balance, kept for outside callers (the browser uses the balance.get procedure): forwards
// GET /user/balance with the signed-in user's access token, keeps the session's stored balance current,
// answers { balance }.
// 400 'Missing config: `baseUrl`' when no balance service is configured; 401 without a signed-in
// persona; anything else goes to the one error handler.
import type { FastifyInstance } from 'fastify';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import { readBalance } from './service.ts';

export interface BalanceRouteOptions {
  pool: UpstreamPool;
  /** The balance service's base URL; undefined answers 400 (docs/product.md §8). */
  baseUrl: string | undefined;
}

export async function balanceRoute(app: FastifyInstance, options: BalanceRouteOptions) {
  app.get('/api/user/balance', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!options.baseUrl) return reply.code(400).send({ error: 'Missing config: `baseUrl`' });
    const session = request.session;
    if (!session?.persona) {
      return reply.code(401).send({ error: 'Sign in with a persona to see your balance.' });
    }
    const client = options.pool.client({ chainId: request.id, token: session.accessToken });
    const { balance } = await readBalance(client);
    if (session.balance !== balance) await reply.updateSession({ balance });
    return reply.send({ balance });
  });
}
