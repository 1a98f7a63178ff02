// GET /api/user/balance (spec §5 Balance retrieval, §7 Balance, §8): forwards GET /user/balance with the
// signed-in user's access token, keeps the session's stored balance current, answers { balance }.
// 400 'Missing config: `baseUrl`' when no balance service is configured; 401 without a signed-in
// persona; anything else goes to the one error handler.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';

export interface BalanceRouteOptions {
  pool: UpstreamPool;
  /** The balance service's base URL; undefined answers 400 (spec §5). */
  baseUrl: string | undefined;
}

const balanceDocument = z.object({
  data: z.object({ attributes: z.object({ balance: z.union([z.number(), z.string()]) }) }),
});

export async function balanceRoute(app: FastifyInstance, options: BalanceRouteOptions) {
  app.get('/api/user/balance', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!options.baseUrl) return reply.code(400).send({ error: 'Missing config: `baseUrl`' });
    const session = request.session;
    if (!session?.persona) {
      return reply.code(401).send({ error: 'Sign in with a persona to see your balance.' });
    }
    const client = options.pool.client({ chainId: request.id, token: session.accessToken });
    const document = await client.getJson('/user/balance', {
      version: 'v2',
      mediaType: 'jsonapi',
      schema: balanceDocument,
    });
    // Spec §4: the balance is an integer parsed from the response's balance field.
    const balance = Number.parseInt(String(document.data.attributes.balance), 10);
    if (!Number.isFinite(balance)) throw new Error('The balance service answered a balance that is not a number.');
    if (session.balance !== balance) await reply.updateSession({ balance });
    return reply.send({ balance });
  });
}
