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
// Idempotency-Key, as a client retrying after a lost answer would (the buyers run in a worker thread,
// scripts/bench/checkout-load.ts). Reports orders/s, p50/p95/p99 latency,
// refusals, and checks the money afterwards: entries sum to 0; every account's balance (row plus credit
// shards) equals the sum of its entries; the buyers' balances plus what they paid equal what they were
// granted, and the seller gained exactly what they paid; each order is counted once (one order, one line,
// one ownership per 201; every replay answered 200 with the first order). It reports; it never asserts a
// speed, but exits 1 when a money check fails.
//
// --pool <n> sets the embedded upstream's PostgreSQL pool size (default 10, as in production).
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { CheckoutLoad, CheckoutLoadResult } from './checkout-load.ts';
import { cpuMsOfProcesses, cpuMsOfThisProcess } from './cpu-time.ts';
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
const databaseUrl = (() => {
  // Same server, the new database (a socket address keeps its ?host=…).
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

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
  const products = (
    await db.query<{ id: string }>(
      `select p.id from products p join stores s on s.id = p.store_id where s.handle = 'bench-store'`,
    )
  ).map((row) => row.id);
  const buyers: Array<{ id: string; token: string }> = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const [persona] = await db.query<{ id: string }>(
      `insert into personas (handle, name, account_subject) values ($1, $2, $3) returning id`,
      [`bench-buyer-${index}`, `Bench Buyer ${index}`, `bench-${index}`],
    );
    if (!persona) throw new Error('no persona');
    await grant(db, persona.id, 1_000_000);
    buyers.push({ id: persona.id, token: await signHs256AccessToken(SECRET, `bench-${index}`) });
  }

  const balanceOfAccount = async (personaId: string | undefined) =>
    Number(
      (
        await db.query<{ balance: string | number }>(`select balance from ledger_balances where persona_id = $1`, [
          personaId,
        ])
      )[0]?.balance ?? 0,
    );
  const sellerBefore = await balanceOfAccount(nova?.id);

  // The buyers run in a worker thread: a load generator on the upstream's own event loop would take
  // the CPU the upstream needs (in production the callers are other processes).
  // (A worker does not inherit `--import tsx` on Node 20: it registers tsx itself before loading the file.)
  const loadModule = new URL('./checkout-load.ts', import.meta.url).href;
  const load = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(loadModule)}); })`,
    {
      eval: true,
      workerData: { url: upstream.url, durationMs, connections, buyers, products } satisfies CheckoutLoad,
    },
  );
  const cpuBefore = { node: cpuMsOfThisProcess(), postgres: cpuMsOfProcesses('postgres') };
  const { completed, refused, failed, replays, badReplays, latencies, seconds } = await new Promise<CheckoutLoadResult>(
    (resolve, reject) => {
      load.once('message', resolve);
      load.once('error', reject);
    },
  );
  // CPU per order: this process (the upstream and the buyers' thread) and the database server, when local.
  const cpuNode = (cpuMsOfThisProcess() - cpuBefore.node) / Math.max(1, completed);
  const postgresNow = cpuMsOfProcesses('postgres');
  const cpuPostgres =
    postgresNow === null || cpuBefore.postgres === null
      ? null
      : (postgresNow - cpuBefore.postgres) / Math.max(1, completed);
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;

  const buyerIds = buyers.map((buyer) => buyer.id);
  const [sum] = await db.query<{ total: string | null }>('select sum(amount) as total from ledger_entries');
  const [negative] = await db.query<{ n: number }>(
    `select count(*)::int as n from ledger_balances where kind = 'persona' and balance < 0`,
  );
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
    [
      `buyers' balances + coins paid = granted (${Number(buyersNow?.balances)} + ${coinsPaid} = ${granted})`,
      Number(buyersNow?.balances) + coinsPaid === granted,
    ],
    [`seller gained what buyers paid (${sellerGain})`, sellerGain === coinsPaid],
    [
      `one order per 201 (${paid?.orders} orders, ${completed} created)`,
      paid?.orders === completed && paid.keys === completed,
    ],
    [
      `one line and one ownership per order (${lines?.items}, ${lines?.owned})`,
      lines?.items === completed && lines.owned === completed,
    ],
    [`every replay answered with its first order (${replays} replays)`, badReplays === 0],
  ];
  console.log(
    `| checkout (POST /v2/orders, PostgreSQL, ${connections} in flight, ${BUYERS} buyers, pool ${values.pool}) | ${(completed / seconds).toFixed(0)} orders/s | p50 ${pick(0.5).toFixed(1)} ms | p95 ${pick(0.95).toFixed(1)} ms | p99 ${pick(0.99).toFixed(1)} ms | refused ${refused} | errors ${failed} | CPU/order: node ${cpuNode.toFixed(2)} ms, postgres ${cpuPostgres === null ? 'n/a' : `${cpuPostgres.toFixed(2)} ms`} |`,
  );
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  moneyChecksFailed = checks.some(([, ok]) => !ok);
} finally {
  await upstream.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
if (moneyChecksFailed) process.exitCode = 1;
