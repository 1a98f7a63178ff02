// Checkout benchmark (issue 4): completed purchases per second against the embedded commerce service on
// PostgreSQL, through its HTTP API (POST /v2/orders with an Idempotency-Key), with N concurrent buyers.
//
//   node --import tsx scripts/bench/checkout.ts                 # 10 s, 50 concurrent requests
//   node --import tsx scripts/bench/checkout.ts --duration 5 --connections 20
//
// It creates a throwaway database on the PostgreSQL at BENCH_DATABASE_URL (default the local server,
// postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it, adds 100 buyers with 1,000,000
// Lumen Dollars each and 4,000 products at 10, then keeps `connections` purchases in flight (each buyer
// buys products it does not own yet). Reports orders/s, p50/p99 latency, refusals, and checks the
// ledger afterwards (sum of entries = 0, no negative balance). It reports; it never asserts a speed.
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedUpstream } from '../../src/server/embedded/main.ts';
import { signHs256AccessToken } from '../../src/server/embedded/auth/access-token.ts';
import { grant } from '../../src/server/embedded/orders/purchase.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'checkout-bench-secret-0123456789-abcdefghijkl';
const BUYERS = 100;
const PRODUCTS = 4000;

const dbName = `lumen_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);

const upstream = await startEmbeddedUpstream({ databaseUrl, tokenSecret: SECRET, logLevel: 'silent' });
try {
  const db = upstream.db;
  const [nova] = await db.query<{ id: string }>(`select id from personas where handle = 'nova'`);
  await db.query(`insert into stores (persona_id, handle, name) values ($1, 'bench-store', 'Bench Store')`, [nova?.id]);
  await db.query(
    `insert into products (store_id, name, price) select s.id, 'Bench item ' || g, 10 from stores s, generate_series(1, $1) g where s.handle = 'bench-store'`,
    [PRODUCTS],
  );
  const products = (await db.query<{ id: string }>(`select p.id from products p join stores s on s.id = p.store_id where s.handle = 'bench-store'`)).map((row) => row.id);
  const buyers: Array<{ token: string; next: number }> = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const [persona] = await db.query<{ id: string }>(
      `insert into personas (handle, name, account_subject) values ($1, $2, $3) returning id`,
      [`bench-buyer-${index}`, `Bench Buyer ${index}`, `bench-${index}`],
    );
    if (!persona) throw new Error('no persona');
    await grant(db, persona.id, 1_000_000);
    buyers.push({ token: await signHs256AccessToken(SECRET, `bench-${index}`), next: 0 });
  }

  const latencies: number[] = [];
  let completed = 0;
  let refused = 0;
  let failed = 0;
  let buyerCursor = 0;
  const deadline = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const buyer = buyers[buyerCursor++ % buyers.length];
      if (!buyer || buyer.next >= products.length) return;
      const productId = products[buyer.next++];
      const started = performance.now();
      const response = await fetch(`${upstream.url}/v2/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/vnd.api+json',
          'idempotency-key': `bench-${randomUUID()}`,
        },
        body: JSON.stringify({ data: { type: 'order', attributes: { productId, expectedPrice: 10 } } }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status === 201) completed += 1;
      else if (response.status < 500) refused += 1;
      else failed += 1;
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const [sum] = await db.query<{ total: string | null }>('select sum(amount) as total from ledger_entries');
  const [negative] = await db.query<{ n: number }>(`select count(*)::int as n from ledger_accounts where kind = 'persona' and balance < 0`);
  console.log(`| checkout (POST /v2/orders, PostgreSQL, ${connections} in flight, ${BUYERS} buyers) | ${(completed / seconds).toFixed(0)} orders/s | p50 ${pick(0.5).toFixed(1)} ms | p99 ${pick(0.99).toFixed(1)} ms | refused ${refused} | errors ${failed} |`);
  console.log(`ledger after ${completed} orders: sum of entries ${Number(sum?.total ?? 0)}, negative balances ${negative?.n ?? 0}`);
} finally {
  await upstream.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
