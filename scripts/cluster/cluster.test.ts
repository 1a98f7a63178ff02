// The cluster suite: nginx (round robin, no sticky sessions) in front of three instances of the built
// server, each with its embedded upstream on one shared PostgreSQL database, sharing Redis, SESSION_SECRET,
// UPLOADS_SECRET and PUBLIC_URL (scripts/cluster/cluster.ts). Everything a person does goes through nginx
// or straight to one instance with nginx's Host, and the database is read only to check the ledger.
// Figures (req/s, failures, timings) are printed as comments for README's table; nothing asserts a speed.
import t from 'tap';
import autocannon from 'autocannon';
import sharp from 'sharp';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { startCluster, type Cluster } from './cluster.ts';
import {
  Person,
  SESSION_COOKIE,
  TrpcFailure,
  personAgent,
  cookieChange,
  type Answer,
} from '../../src/server/testing/person.ts';

// Building the cluster, 1,000 refreshes, a rolling restart and a kill: well over tap's default per file.
t.setTimeout(420_000);

// Access tokens live 70 s and sessions refresh them 60 s before they expire: every session is due ~10 s
// after signing in, so the refresh storm below refreshes for real (README, Running several instances).
const ACCESS_TOKEN_TTL_SECONDS = 70;
const DUE_AFTER_MS = 11_000;

const report = (line: string) => t.comment(line);

const startedAt = Date.now();
const cluster: Cluster = await startCluster({
  instances: 3,
  redisDb: 11,
  env: { OIDC_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS), DATABASE_POOL_MAX: '8' },
});
t.teardown(async () => {
  await cluster.stop();
  await personAgent.close();
  t.comment(`whole cluster suite: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
});
report(`cluster of 3 instances behind nginx ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

const db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
t.teardown(() => db.end());
const one = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T> => {
  const { rows } = await db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0];
};

const instances = cluster.instances.map((instance) => instance.url);
const instanceAt = (index: number) => instances[index % instances.length] ?? cluster.url;

// Products to buy, in a store none of the buyers owns (theo's), 7 Lumen Dollars each (kai has 2,500 and
// nova 1,070 in the demo data).
const PRICE = 7;
await db.query(
  `insert into products (store_id, name, price)
   select (select s.id from stores s join personas p on p.id = s.persona_id where p.handle = 'theo' order by s.id limit 1),
          'Cluster item ' || g, $1
     from generate_series(1, 100) g`,
  [PRICE],
);
const productIds = (
  await db.query<{ id: string }>(`select id from products where name like 'Cluster item %' order by name`)
).rows.map((row) => row.id);
let nextProduct = 0;
const takeProduct = () => {
  const id = productIds[nextProduct++];
  if (!id) throw new Error('out of test products');
  return id;
};

async function balanceInLedger(handle: string): Promise<number> {
  const row = await one<{ balance: string }>(
    // The balance as callers read it: the account row plus its credit shards (ledger_balances).
    `select a.balance from ledger_balances a join personas p on p.id = a.persona_id where p.handle = $1`,
    [handle],
  );
  return Number(row.balance);
}

async function signedIn(email: string): Promise<Person> {
  const person = new Person(email, cluster.url);
  await person.signIn();
  return person;
}

t.test('sign in on one instance and carry on on the others', async (t) => {
  const kai = await signedIn('kai@lumen.test');
  for (const [index, origin] of instances.entries()) {
    const user = await kai.send(origin, '/api/user');
    t.equal(user.status, 200, `instance ${index + 1} knows kai`);
    t.match(JSON.parse(user.text), { email: 'kai@lumen.test', personaHandle: 'kai' });
    const cart = await kai.trpc<{ items: unknown[] }>(origin, 'cart.get');
    t.ok(cart.items.length > 0, `instance ${index + 1} reads kai's cart as kai`);
    const page = await kai.send(origin, '/experiences');
    t.equal(page.status, 200, `instance ${index + 1} renders a page for him`);
  }
  const signOut = await kai.send(instanceAt(1), '/sign-out', { method: 'POST' });
  t.ok([200, 302, 303].includes(signOut.status), 'signed out on another instance');
  for (const [index, origin] of instances.entries()) {
    t.equal((await kai.send(origin, '/api/user')).status, 404, `instance ${index + 1}: signed out everywhere`);
  }
});

t.test('1,000 concurrent requests of due sessions spread over the instances: zero sign-outs', async (t) => {
  const emails = ['kai@lumen.test', 'nova@lumen.test', 'mira@lumen.test'];
  const SESSIONS = 10;
  const PER_SESSION = 100;
  const signInStarted = Date.now();
  const people: Person[] = [];
  for (let index = 0; index < SESSIONS; index += 1)
    people.push(await signedIn(emails[index % emails.length] ?? 'kai@lumen.test'));
  const lastSignIn = Date.now();
  report(`${SESSIONS} sign-ins through nginx: ${((lastSignIn - signInStarted) / SESSIONS).toFixed(0)} ms each`);
  await new Promise((resolve) => setTimeout(resolve, DUE_AFTER_MS));

  // Every request carries the cookie its session had before: the race a page with many requests makes.
  const stormStarted = Date.now();
  const answers = await Promise.all(
    people.flatMap((person) => {
      const cookie = person.cookieHeader();
      return Array.from({ length: PER_SESSION }, () =>
        person.send(cluster.url, '/api/user', { cookie }).then(
          (answer): Answer & { person: Person } => ({ ...answer, person }),
          (error: unknown): Answer & { person: Person } => ({ status: 0, text: String(error), setCookies: [], person }),
        ),
      );
    }),
  );
  const stormMs = Date.now() - stormStarted;
  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const cleared = answers.filter((answer) =>
    answer.setCookies.some((line) => {
      const [name, value] = cookieChange(line);
      return name === SESSION_COOKIE && value === null;
    }),
  ).length;
  report(
    `refresh storm: ${answers.length} requests of ${SESSIONS} due sessions in ${stormMs} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}; sessions cleared ${cleared}`,
  );
  t.same(Object.fromEntries(statuses), { 200: SESSIONS * PER_SESSION }, 'every request answered as its person');
  t.equal(cleared, 0, 'no answer ends a session');

  // Each session was refreshed (a new cookie came back), and its newest cookie works on every instance.
  for (const [index, person] of people.entries()) {
    const renewed = answers
      .filter((answer) => answer.person === person)
      .flatMap((answer) => answer.setCookies.map(cookieChange))
      .filter(([name, value]) => name === SESSION_COOKIE && value !== null);
    t.ok(renewed.length > 0, `session ${index + 1} was refreshed`);
    const newest = renewed.at(-1)?.[1];
    if (newest) person.cookies.set(SESSION_COOKIE, newest);
    for (const origin of instances) {
      t.equal(
        (await person.send(origin, '/api/user')).status,
        200,
        `session ${index + 1} is still signed in at ${origin}`,
      );
    }
  }
  report(`(sessions signed in ${((Date.now() - lastSignIn) / 1000).toFixed(0)} s before the end of the check)`);
});

t.test('a picture uploaded through one instance is seen from all', async (t) => {
  const nova = await signedIn('nova@lumen.test');
  const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();
  // Signed on the first instance, sent through the second, confirmed on the third.
  const signed = await nova.trpc<{ uploadId: string; url: string }>(
    instanceAt(0),
    'uploads.sign',
    { purpose: 'experience-cover', fileName: 'cluster.jpg', contentType: 'image/jpeg', size: picture.length },
    'mutation',
  );
  const put = await nova.send(instanceAt(1), signed.url, { method: 'PUT', body: picture, contentType: 'image/jpeg' });
  t.equal(put.status, 201, 'the file arrived');
  const image = await nova.trpc<{ imageId: string; sizes: Array<{ name: string; url: string }> }>(
    instanceAt(2),
    'uploads.confirm',
    { uploadId: signed.uploadId },
    'mutation',
  );
  t.ok(image.sizes.length > 0, 'confirmed with its sizes');
  for (const size of image.sizes) {
    for (const [index, origin] of instances.entries()) {
      const seen = await nova.send(origin, size.url);
      t.equal(seen.status, 200, `${size.name} from instance ${index + 1}`);
    }
  }
});

interface CheckoutResult {
  ok: boolean;
  orderId?: string;
  total?: number;
  reason?: string;
}

/** One purchase as the cart does it: add, then check out with a fresh idempotency key. */
async function buy(person: Person, productId: string, addOn: string, checkoutOn: string) {
  const key = `cluster-${randomUUID()}`;
  await person.trpc(addOn, 'cart.add', { productId }, 'mutation');
  return person.trpc<CheckoutResult>(
    checkoutOn,
    'cart.checkout',
    { productIds: [productId], expectedTotal: PRICE, idempotencyKey: key },
    'mutation',
  );
}

t.test('buying with requests alternating between instances: balance and ledger exact', async (t) => {
  const kai = await signedIn('kai@lumen.test');
  const before = JSON.parse((await kai.send(instanceAt(0), '/api/user/balance')).text) as { balance: number };
  t.equal(before.balance, await balanceInLedger('kai'), 'the balance the product shows is the ledger');
  const PURCHASES = 6;
  const orderIds: string[] = [];
  for (let index = 0; index < PURCHASES; index += 1) {
    const result = await buy(kai, takeProduct(), instanceAt(index), instanceAt(index + 1));
    t.match(result, { ok: true, total: PRICE }, `purchase ${index + 1}`);
    if (result.orderId) orderIds.push(result.orderId);
  }
  const expected = before.balance - PURCHASES * PRICE;
  for (const [index, origin] of instances.entries()) {
    const after = JSON.parse((await kai.send(origin, '/api/user/balance')).text) as { balance: number };
    t.equal(after.balance, expected, `instance ${index + 1} shows the balance after ${PURCHASES} purchases`);
  }
  t.equal(await balanceInLedger('kai'), expected);
  const orders = await one<{ completed: number; paid: string }>(
    `select count(*) filter (where o.status = 'completed')::int as completed,
            (select sum(e.amount) from ledger_entries e
              where e.transaction_id = any(array(select transaction_id from orders where id = any($1::uuid[])))
                and e.account_id = 'persona:' || (select id from personas where handle = 'kai'))::text as paid
       from orders o where o.id = any($1::uuid[])`,
    [orderIds],
  );
  t.same(
    orders,
    { completed: PURCHASES, paid: String(-PURCHASES * PRICE) },
    'one completed order and one debit per purchase',
  );
});

t.test(
  'a block made through one instance holds on every instance, also for the same persona on another device',
  async (t) => {
    // Neon Drift is nova's featured world, first on /experiences; mira blocks nova.
    const NOVA_WORLD = 'Neon Drift';
    const mira = await signedIn('mira@lumen.test');
    // Another device of mira's: it carries no write marker of the block, so it reads the pages kept for every
    // account unless the instances know, through the store they share, that mira has blocked someone.
    const miraElsewhere = await signedIn('mira@lumen.test');
    const kai = await signedIn('kai@lumen.test');
    for (const [index, origin] of instances.entries()) {
      t.match(
        (await miraElsewhere.send(origin, '/experiences')).text,
        NOVA_WORLD,
        `instance ${index + 1}: before the block mira sees nova's world`,
      );
    }
    await mira.trpc(instanceAt(0), 'blocking.block', { handle: 'nova' }, 'mutation');
    t.teardown(async () => {
      await mira.trpc(instanceAt(0), 'blocking.unblock', { handle: 'nova' }, 'mutation');
    });
    // What each instance remembered of "mira has no blocks" lives BLOCKS_MARKER_TTL_MS (5 s).
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    for (const [index, origin] of instances.entries()) {
      const page = await miraElsewhere.send(origin, '/experiences');
      t.equal(page.status, 200);
      t.notMatch(page.text, NOVA_WORLD, `instance ${index + 1}: mira's other device no longer sees nova's world`);
      t.match(
        (await kai.send(origin, '/experiences')).text,
        NOVA_WORLD,
        `instance ${index + 1}: kai, who blocked nobody, still does`,
      );
    }
  },
);

t.test(
  "a currency chosen through one instance prices every instance's pages, and kept pages keep each visitor's own",
  async (t) => {
    const chooser = new Person('visitor choosing euros', cluster.url);
    const visitor = new Person('visitor', cluster.url);
    const chosen = await chooser.send(instanceAt(0), '/currency', {
      method: 'POST',
      body: Buffer.from('currency=EUR&back=%2Fstore'),
      contentType: 'application/x-www-form-urlencoded',
    });
    t.equal(chosen.status, 303, 'the form sends the browser back');
    t.equal(chooser.cookies.get('currency'), 'EUR');
    for (const [index, origin] of instances.entries()) {
      // Each instance keeps /store for a few seconds: the kept copy must not carry the other visitor's money.
      const before = await visitor.send(origin, '/store');
      const euros = await chooser.send(origin, '/store');
      const after = await visitor.send(origin, '/store');
      t.match(euros.text, '(≈ €', `instance ${index + 1}: prices in euros for the visitor who chose them`);
      t.notMatch(euros.text, '(≈ US$', `instance ${index + 1}: and in no other money`);
      for (const page of [before, after]) {
        t.match(page.text, '(≈ US$', `instance ${index + 1}: dollars for a visitor who chose nothing`);
        t.notMatch(page.text, '(≈ €', `instance ${index + 1}: never the other visitor's euros`);
      }
    }
  },
);

t.test('a rolling restart of every instance under steady load loses no request', async (t) => {
  const load = autocannon({
    url: cluster.url,
    connections: 8,
    duration: 600,
    timeout: 30,
    // A page, a static asset and the health check: all of it from one address, so nothing here is subject
    // to the per-client API limits (which count across instances).
    requests: [
      { method: 'GET', path: '/experiences' },
      { method: 'GET', path: '/favicon.svg' },
      { method: 'GET', path: '/healthz' },
    ],
  });
  const started = Date.now();
  // Load first, then each instance in turn: SIGTERM, wait for it to exit, start it, wait until ready.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const restarts: number[] = [];
  try {
    for (const instance of cluster.instances) {
      const restartStarted = Date.now();
      await cluster.restartInstance(instance.index);
      restarts.push(Date.now() - restartStarted);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
  } finally {
    load.stop();
  }
  const result = await load;
  const seconds = (Date.now() - started) / 1000;
  report(
    `rolling restart: ${result.requests.total} requests in ${seconds.toFixed(0)} s (${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms), ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; restarts took ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(' s, ')} s`,
  );
  t.ok(result.requests.total > 0, 'load ran');
  t.equal(result.non2xx, 0, 'no request answered with an error');
  t.equal(result.errors, 0, 'no request failed to connect or was cut');
  t.equal(result.timeouts, 0, 'no request timed out');
});

t.test('kill -9 of one instance in the middle of checkouts: no partial order, no lost coin', async (t) => {
  const buyers = [await signedIn('kai@lumen.test'), await signedIn('nova@lumen.test')];
  const handles = ['kai', 'nova'];
  const sellerBefore = await balanceInLedger('theo');
  const balancesBefore = await Promise.all(handles.map(balanceInLedger));
  const totalBefore = await one<{ total: string }>('select sum(balance)::text as total from ledger_balances');

  const LANES = 3;
  const ROUNDS = 8;
  let lostAnswers = 0;
  const bought: string[][] = handles.map(() => []);
  // A step whose answer was lost (connection cut, 502 from nginx) is sent again as the cart does: adding
  // is idempotent, and a checkout keeps its idempotency key, so a retry finds the order if there is one.
  const retrying = async <T>(step: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await step();
      } catch (error) {
        const lost = !(error instanceof TrpcFailure) || error.answer.status >= 500;
        if (!lost || attempt >= 10) throw error;
        lostAnswers += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  // Each buyer shops in three tabs at once, one product after another, through nginx.
  const shopping = buyers.flatMap((buyer, which) =>
    Array.from({ length: LANES }, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const productId = takeProduct();
        const idempotencyKey = `cluster-kill-${randomUUID()}`;
        await retrying(() => buyer.trpc(cluster.url, 'cart.add', { productId }, 'mutation'));
        const result = await retrying(() =>
          buyer.trpc<CheckoutResult>(
            cluster.url,
            'cart.checkout',
            { productIds: [productId], expectedTotal: PRICE, idempotencyKey },
            'mutation',
          ),
        );
        if (result.ok) bought[which]?.push(productId);
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await cluster.killInstance(1);
  const killedAt = Date.now();
  await Promise.all(shopping);
  await cluster.startInstance(1);
  report(
    `kill -9 during checkouts: ${bought.flat().length} purchases completed, ${lostAnswers} answers lost and sent again; ` +
      `the instance was back ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
  );

  const each = LANES * ROUNDS;
  t.same(
    bought.map((list) => list.length),
    [each, each],
    'every purchase completed',
  );
  for (const [which, handle] of handles.entries()) {
    t.equal(
      await balanceInLedger(handle),
      (balancesBefore[which] ?? 0) - each * PRICE,
      `${handle} paid exactly once per product`,
    );
  }
  t.equal(await balanceInLedger('theo'), sellerBefore + 2 * each * PRICE, 'the seller received every coin');
  t.same(await one('select sum(balance)::text as total from ledger_balances'), totalBefore, 'no coin created or lost');
  t.same(
    await one(
      `select count(*)::int as n from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) u`,
    ),
    { n: 0 },
    'every ledger transaction balances',
  );
  t.same(
    await one(`select count(*)::int as n from ledger_balances a
                where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`),
    { n: 0 },
    'every balance is the sum of its entries',
  );
  t.same(
    await one(`select count(*)::int as n from orders o
                where o.kind <> 'bundle' and (o.status <> 'completed' or (o.transaction_id is null and o.total > 0)
                   or not exists (select 1 from order_items i where i.order_id = o.id)
                   or exists (select 1 from order_items i where i.order_id = o.id
                               and not exists (select 1 from owned_products w where w.order_id = o.id and w.product_id = i.product_id)))`),
    { n: 0 },
    'no partial order: every order has its transaction, its items and what was bought',
  );
  const owned = await one<{ n: number }>(
    `select count(*)::int as n from owned_products w join personas p on p.id = w.persona_id
      where p.handle = any($1::text[]) and w.product_id = any($2::uuid[])`,
    [handles, bought.flat()],
  );
  t.equal(owned.n, 2 * each, 'each buyer owns what they paid for');
});
