// Checkout benchmark: completed purchases per second against the embedded commerce service on
// PostgreSQL, through its HTTP API (POST /v2/orders with an Idempotency-Key), with N concurrent buyers.
//
//   node --import tsx scripts/bench/checkout.ts                 # 10 s, 50 concurrent requests
//   node --import tsx scripts/bench/checkout.ts --duration 5 --connections 20
//
// It creates a throwaway database on the PostgreSQL at BENCH_DATABASE_URL (default the local server,
// postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it, adds 100 buyers with 1,000,000
// Lumen Dollars each and 4,000 products at 10, then keeps `connections` purchases in flight (each buyer
// buys products it does not own yet); every 20th purchase is sent a second time with the same
// Idempotency-Key, as a client retrying after a lost answer would. Reports orders/s, p50/p95/p99 latency,
// refusals, and checks the money afterwards: entries sum to 0; every account's balance (row plus credit
// shards) equals the sum of its entries; the buyers' balances plus what they paid equal what they were
// granted, and the seller gained exactly what they paid; each order is counted once (one order, one line,
// one ownership per 201; every replay answered 200 with the first order). It reports; it never asserts a
// speed, but exits 1 when a money check fails.
//
// --pool <n> sets the embedded upstream's PostgreSQL pool size (default 10, as in production).
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedUpstream } from '../../src/services/main.ts';
import { signHs256AccessToken } from '../../src/services/auth/index.ts';
import { grant } from '../../src/services/orders/index.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    pool: { type: 'string', default: '10' },
  },
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

const upstream = await startEmbeddedUpstream({
  databaseUrl,
  tokenSecret: SECRET,
  logLevel: 'silent',
  databasePoolMax: Number(values.pool),
});
let moneyChecksFailed: boolean;
try {
  const db = upstream.db;
  const [nova] = await db.query<{ id: string }>(`select id from personas where handle = 'nova'`);
  await db.query(`insert into stores (persona_id, handle, name) values ($1, 'bench-store', 'Bench Store')`, [nova?.id]);
  await db.query(
    `insert into products (store_id, name, price) select s.id, 'Bench item ' || g, 10 from stores s, generate_series(1, $1) g where s.handle = 'bench-store'`,
    [PRODUCTS],
  );
  const products = (await db.query<{ id: string }>(`select p.id from products p join stores s on s.id = p.store_id where s.handle = 'bench-store'`)).map((row) => row.id);
  const buyers: Array<{ id: string; token: string; next: number }> = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const [persona] = await db.query<{ id: string }>(
      `insert into personas (handle, name, account_subject) values ($1, $2, $3) returning id`,
      [`bench-buyer-${index}`, `Bench Buyer ${index}`, `bench-${index}`],
    );
    if (!persona) throw new Error('no persona');
    await grant(db, persona.id, 1_000_000);
    buyers.push({ id: persona.id, token: await signHs256AccessToken(SECRET, `bench-${index}`), next: 0 });
  }

  const balanceOfAccount = async (personaId: string | undefined) =>
    Number((await db.query<{ balance: string | number }>(`select balance from ledger_balances where persona_id = $1`, [personaId]))[0]?.balance ?? 0);
  const sellerBefore = await balanceOfAccount(nova?.id);

  const latencies: number[] = [];
  let completed = 0;
  let refused = 0;
  let failed = 0;
  let replays = 0;
  let badReplays = 0;
  let buyerCursor = 0;
  const buy = async (buyer: { token: string }, productId: string | undefined, key: string) => {
    const started = performance.now();
    const response = await fetch(`${upstream.url}/v2/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${buyer.token}`,
        'content-type': 'application/vnd.api+json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ data: { type: 'order', attributes: { productId, expectedPrice: 10 } } }),
    });
    const body = (await response.json()) as { data?: { id?: string } };
    latencies.push(performance.now() - started);
    return { status: response.status, orderId: body.data?.id };
  };
  const deadline = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const buyer = buyers[buyerCursor++ % buyers.length];
      if (!buyer || buyer.next >= products.length) return;
      const productId = products[buyer.next++];
      const key = `bench-${randomUUID()}`;
      const first = await buy(buyer, productId, key);
      if (first.status === 201) completed += 1;
      else if (first.status < 500) refused += 1;
      else failed += 1;
      if (first.status === 201 && buyer.next % 20 === 0) {
        // The same request again: must answer 200 with the same order and charge nothing.
        const again = await buy(buyer, productId, key);
        replays += 1;
        if (again.status !== 200 || again.orderId !== first.orderId) badReplays += 1;
      }
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;

  const buyerIds = buyers.map((buyer) => buyer.id);
  const [sum] = await db.query<{ total: string | null }>('select sum(amount) as total from ledger_entries');
  const [negative] = await db.query<{ n: number }>(`select count(*)::int as n from ledger_balances where kind = 'persona' and balance < 0`);
  const [drift] = await db.query<{ n: number }>(
    `select count(*)::int as n from ledger_balances b
      where b.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = b.id), 0)`,
  );
  const [buyersNow] = await db.query<{ balances: string | number }>(
    `select coalesce(sum(balance), 0) as balances from ledger_balances where persona_id = any($1::uuid[])`,
    [buyerIds],
  );
  const [paid] = await db.query<{ orders: number; total: string | number; keys: number }>(
    `select count(*)::int as orders, coalesce(sum(total), 0) as total, count(distinct (persona_id, idempotency_key))::int as keys
       from orders where persona_id = any($1::uuid[])`,
    [buyerIds],
  );
  const [lines] = await db.query<{ items: number; owned: number }>(
    `select (select count(*) from order_items i join orders o on o.id = i.order_id where o.persona_id = any($1::uuid[]))::int as items,
            (select count(*) from owned_products where persona_id = any($1::uuid[]))::int as owned`,
    [buyerIds],
  );
  const granted = BUYERS * 1_000_000;
  const coinsPaid = Number(paid?.total ?? 0);
  const sellerGain = (await balanceOfAccount(nova?.id)) - sellerBefore;
  const checks: Array<[string, boolean]> = [
    ['entries sum to 0', Number(sum?.total ?? 0) === 0],
    ['no negative balance', (negative?.n ?? 1) === 0],
    ['every balance = sum of its entries', (drift?.n ?? 1) === 0],
    [`buyers' balances + coins paid = granted (${Number(buyersNow?.balances)} + ${coinsPaid} = ${granted})`, Number(buyersNow?.balances) + coinsPaid === granted],
    [`seller gained what buyers paid (${sellerGain})`, sellerGain === coinsPaid],
    [`one order per 201 (${paid?.orders} orders, ${completed} created)`, paid?.orders === completed && paid.keys === completed],
    [`one line and one ownership per order (${lines?.items}, ${lines?.owned})`, lines?.items === completed && lines.owned === completed],
    [`every replay answered with its first order (${replays} replays)`, badReplays === 0],
  ];
  console.log(
    `| checkout (POST /v2/orders, PostgreSQL, ${connections} in flight, ${BUYERS} buyers, pool ${values.pool}) | ${(completed / seconds).toFixed(0)} orders/s | p50 ${pick(0.5).toFixed(1)} ms | p95 ${pick(0.95).toFixed(1)} ms | p99 ${pick(0.99).toFixed(1)} ms | refused ${refused} | errors ${failed} |`,
  );
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  moneyChecksFailed = checks.some(([, ok]) => !ok);
} finally {
  await upstream.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
if (moneyChecksFailed) process.exitCode = 1;
