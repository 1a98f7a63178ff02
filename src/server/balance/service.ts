// Reading the signed-in persona's Lumen Dollar balance from the balance service (GET {v2}/user/balance,
// a JSON:API document whose attributes carry `balance`). One reading for both callers: the tRPC
// procedure the browser uses (`balance.get`) and the plain GET /api/user/balance route kept for
// outside callers.
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type { BalanceView } from '../../shared/cart/balance.ts';

const balanceDocument = z.object({
  data: z.object({ attributes: z.object({ balance: z.union([z.number(), z.string()]) }) }),
});

export async function readBalance(upstream: UpstreamClient): Promise<BalanceView> {
  const document = await upstream.getJson('/user/balance', {
    version: 'v2',
    mediaType: 'jsonapi',
    schema: balanceDocument,
  });
  // The balance is an integer parsed from the answer's balance field ('2500', 2500.9 → 2500).
  const balance = Number.parseInt(String(document.data.attributes.balance), 10);
  if (!Number.isFinite(balance)) throw new Error('The balance service answered a balance that is not a number.');
  return { balance };
}
