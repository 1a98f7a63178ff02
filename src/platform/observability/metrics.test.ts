// What an operator's Prometheus sees after a page load, a tRPC call and a purchase: series per route
// pattern and upstream template (never a raw address), the purchase and its ledger transaction counted
// once committed, the page cache's answers; and the endpoint only on its own port, behind its token.
import t from 'tap';
import { enableMetrics } from './metrics.ts';
import { startMetricsServer } from './metrics-server.ts';
import { startTestStack } from '../../server/testing/test-stack.ts';
import { stackCallers } from '../../server/testing/test-caller.ts';

const TOKEN = 'scrape-token-0123456789';
// Metrics first: the apps built afterwards get their hooks.
const registry = await enableMetrics();
const stack = await startTestStack();
const server = await startMetricsServer(registry, { host: '127.0.0.1', port: 0, token: TOKEN });
t.teardown(async () => {
  await server.close();
  await stack.close();
});

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(response.status, 200);
  return response.text();
};
/** The value of one sample, or null when the series is absent. */
const sample = (text: string, name: string, labels: string): number | null => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}}`));
  return line === undefined ? null : Number(line.split(' ').at(-1));
};

t.test('a page load, a tRPC call and a purchase show up under their routes', async (t) => {
  const page = await stack.app.inject({ url: '/experiences/nova/neon-drift' });
  t.equal(page.statusCode, 200);
  const again = await stack.app.inject({ url: '/experiences/nova/neon-drift' });
  t.equal(again.statusCode, 200);
  const trpc = await stack.app.inject({
    url: `/trpc/experiences.browse?input=${encodeURIComponent(JSON.stringify({ q: 'neon' }))}`,
  });
  t.equal(trpc.statusCode, 200);

  const kai = await stackCallers(stack, (close) => t.teardown(close))('kai');
  // The test database's seeding bought tickets in this process: count from here.
  const ledgerBefore = sample(await scrape(), 'lumen_ledger_transactions_total', 'kind="purchase"') ?? 0;
  const cart = await kai.cart.get();
  const result = await kai.cart.checkout({
    productIds: cart.items.map((item) => item.id),
    expectedTotal: cart.total,
    idempotencyKey: 'metrics-test-checkout-1',
  });
  t.match(result, { ok: true, replayed: false });

  const text = await scrape();
  const page200 = 'app="web",method="GET",route="/experiences/:personaHandle/:handle",status_code="200"';
  t.equal(sample(text, 'lumen_http_request_duration_seconds_count', page200), 2, 'both loads, under the page pattern');
  t.match(
    text,
    /lumen_http_request_duration_seconds_bucket\{le="0\.005",app="web",method="GET",route="\/experiences\/:personaHandle\/:handle",status_code="200"\} \d/,
    'as a histogram',
  );
  t.equal(
    sample(
      text,
      'lumen_http_request_duration_seconds_count',
      'app="web",method="GET",route="/trpc/:path",status_code="200"',
    ),
    1,
  );
  t.ok(
    sample(
      text,
      'lumen_http_request_duration_seconds_count',
      'app="services",method="GET",route="/v2/experiences/:personaHandle/:experienceHandle",status_code="200"',
    ),
    'the services count the call the page made',
  );
  t.ok(
    sample(
      text,
      'lumen_upstream_request_duration_seconds_count',
      'method="GET",route="/experiences/:personaHandle/:experienceHandle",status_code="200"',
    ),
    'the web tier counts it under its template',
  );
  t.match(
    text,
    /lumen_upstream_request_duration_seconds_count\{method="POST",route="\/orders\/cart",status_code="20\d"\} 1/,
  );
  t.equal(sample(text, 'lumen_purchases_total', 'kind="cart",result="completed"'), 1);
  t.equal(
    sample(text, 'lumen_ledger_transactions_total', 'kind="purchase"'),
    ledgerBefore + 1,
    'its ledger transaction, once',
  );
  t.equal(sample(text, 'lumen_page_cache_requests_total', 'result="miss"'), 1);
  t.equal(sample(text, 'lumen_page_cache_requests_total', 'result="hit"'), 1);
  t.match(text, /^nodejs_eventloop_lag_seconds /m, 'the event-loop delay (default metrics)');
  t.notMatch(text, /neon-drift|metrics-test-checkout/, 'no raw address or key becomes a label');
});

t.test('a refused purchase is counted by its reason, and charges nothing', async (t) => {
  const kai = await stackCallers(stack, (close) => t.teardown(close))('kai');
  const before = await scrape();
  const ledgerBefore = sample(before, 'lumen_ledger_transactions_total', 'kind="purchase"');
  await kai.cart.add({ productId: (await kai.cart.get()).delistedItems[0]?.id ?? '' }).catch(() => undefined);
  const cart = await kai.cart.get();
  const ids = [...cart.items, ...cart.delistedItems].map((item) => item.id);
  t.ok(ids.length > 0, 'the seeded delisted item is still in the cart');
  await kai.cart
    .checkout({ productIds: ids, expectedTotal: 1, idempotencyKey: 'metrics-test-checkout-2' })
    .catch(() => undefined);
  const after = await scrape();
  t.match(after, /lumen_purchases_total\{kind="cart",result="(product-unavailable|price-changed)"\} 1/);
  t.equal(sample(after, 'lumen_ledger_transactions_total', 'kind="purchase"'), ledgerBefore);
});

t.test('metrics are not served on the public port, nor without the token', async (t) => {
  const publicAnswer = await stack.app.inject({ url: '/metrics' });
  t.equal(publicAnswer.statusCode, 404);
  t.notMatch(publicAnswer.body, /lumen_http_request_duration_seconds/);
  const anonymous = await fetch(`${server.url}/metrics`);
  t.equal(anonymous.status, 401);
  t.notMatch(await anonymous.text(), /lumen_/);
  const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
  t.equal(wrong.status, 401);
  const elsewhere = await fetch(`${server.url}/`, { headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(elsewhere.status, 404);
});
