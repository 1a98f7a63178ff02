// The buyers of the checkout benchmark (scripts/bench/checkout.ts), in a worker thread of their own:
// `connections` purchases in flight, each buyer buying the products in the same order (the hard case: a
// launch where everyone buys the same listing at once); every 20th purchase of a buyer is sent a second
// time with the same Idempotency-Key, as a client retrying after a lost answer would.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

export interface CheckoutLoad {
  url: string;
  durationMs: number;
  connections: number;
  buyers: ReadonlyArray<{ token: string }>;
  products: readonly string[];
}

export interface CheckoutLoadResult {
  completed: number;
  refused: number;
  failed: number;
  replays: number;
  /** Replays not answered 200 with the first order. */
  badReplays: number;
  latencies: number[];
  seconds: number;
}

async function run({ url, durationMs, connections, buyers, products }: CheckoutLoad): Promise<CheckoutLoadResult> {
  const result: CheckoutLoadResult = {
    completed: 0,
    refused: 0,
    failed: 0,
    replays: 0,
    badReplays: 0,
    latencies: [],
    seconds: 0,
  };
  const next = buyers.map(() => 0);
  let buyerCursor = 0;
  const buy = async (token: string, productId: string | undefined, key: string) => {
    const started = performance.now();
    const response = await fetch(`${url}/v2/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json', 'idempotency-key': key },
      body: JSON.stringify({ data: { type: 'order', attributes: { productId, expectedPrice: 10 } } }),
    });
    const body = (await response.json()) as { data?: { id?: string } };
    result.latencies.push(performance.now() - started);
    return { status: response.status, orderId: body.data?.id };
  };
  const deadline = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const index = buyerCursor++ % buyers.length;
      const buyer = buyers[index];
      const position = next[index] ?? products.length;
      if (!buyer || position >= products.length) return;
      next[index] = position + 1;
      const productId = products[position];
      const key = `bench-${randomUUID()}`;
      const first = await buy(buyer.token, productId, key);
      if (first.status === 201) result.completed += 1;
      else if (first.status < 500) result.refused += 1;
      else result.failed += 1;
      if (first.status === 201 && (position + 1) % 20 === 0) {
        // The same request again: must answer 200 with the same order and charge nothing.
        const again = await buy(buyer.token, productId, key);
        result.replays += 1;
        if (again.status !== 200 || again.orderId !== first.orderId) result.badReplays += 1;
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  result.seconds = (performance.now() - startedAt) / 1000;
  return result;
}

parentPort?.postMessage(await run(workerData as CheckoutLoad));
