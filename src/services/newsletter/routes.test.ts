// The newsletter's double opt-in as a caller sees it (app.inject), on PGlite and on PostgreSQL: the same
// answer for every address, the mailed links (read from the sandbox outbox), idempotent confirming and
// unsubscribing, unknown and expired links, bad documents, and the throttle per recipient and address.
import t from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier } from '../auth/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { readSandboxOutbox } from '../mail/index.ts';
import { sweepOnce } from '../maintenance.ts';

const JSON_API = 'application/vnd.api+json';

interface SubscriptionDocument {
  data: {
    type: string;
    id: string;
    attributes: { email: string; status: string; confirmedAt: string | null; unsubscribedAt: string | null };
  };
}
interface ErrorDocument {
  errors: {
    status: string;
    code: string;
    detail?: string;
    source?: { pointer?: string };
    meta?: { retryAfterSeconds?: number };
  }[];
}

const signup = (email: unknown) => ({ data: { type: 'newsletterSignup', attributes: { email } } });
const tokenDoc = (type: string, token: unknown) => ({ data: { type, attributes: { token } } });

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const database = await openTestDatabase(kind);
    const { db } = database;
    let now = new Date('2026-03-01T10:00:00.000Z');
    const app = await buildEmbeddedUpstream({
      db,
      verifier: createHs256Verifier('newsletter-test-secret-0123456789abcdef'),
      clock: () => now,
      siteUrl: 'https://lumen.example/',
      productName: 'Lumen',
    });
    t.teardown(async () => {
      await app.close();
      await database.close();
    });

    let address = 1;
    const post = (
      url: string,
      body: unknown,
      remoteAddress = `198.51.100.${address}`,
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { 'content-type': JSON_API },
        payload: JSON.stringify(body),
      });
    const subscribe = (email: unknown, remoteAddress?: string) =>
      post('/v2/newsletter-subscriptions', signup(email), remoteAddress);
    const confirm = (token: unknown) =>
      post('/v2/newsletter-subscriptions/confirmations', tokenDoc('newsletterConfirmation', token));
    const leave = (token: unknown) =>
      post('/v1/newsletter-subscriptions/unsubscriptions', tokenDoc('newsletterUnsubscription', token));
    const rowOf = async (email: string) =>
      (await db.query<{ status: string }>('select status from newsletter_subscriptions where email = $1', [email]))[0]
        ?.status ?? null;
    /** The token of the newest mailed link to `path` for `email`. */
    const tokenMailed = async (email: string, path: string): Promise<string> => {
      const [newest] = await readSandboxOutbox(db, email, 1);
      const match = new RegExp(`https://lumen\\.example${path}\\?token=([A-Za-z0-9_-]+)`).exec(newest?.text ?? '');
      return match?.[1] ?? '';
    };
    const errorsOf = (response: LightMyRequestResponse) => response.json<ErrorDocument>().errors;

    await t.test('asking: 202, the same answer, a confirmation link by email, nothing confirmed yet', async (t) => {
      const response = await subscribe('  Ada@Example.COM ');
      t.equal(response.statusCode, 202);
      t.equal(response.headers['cache-control'], 'no-store');
      t.match(response.json(), { data: { type: 'newsletterSignup', attributes: { email: 'ada@example.com' } } });
      t.equal(await rowOf('ada@example.com'), 'pending');
      const [mail] = await readSandboxOutbox(db, 'ada@example.com');
      t.equal(mail?.subject, 'Confirm your subscription to Lumen news');
      t.match(mail?.text, /https:\/\/lumen\.example\/subscribe\/confirm\?token=[A-Za-z0-9_-]{43}\n/);
    });

    await t.test('confirming: confirmed once, the same answer again (idempotent)', async (t) => {
      const token = await tokenMailed('ada@example.com', '/subscribe/confirm');
      const first = await confirm(token);
      t.equal(first.statusCode, 200);
      const { data } = first.json<SubscriptionDocument>();
      t.match(data, {
        type: 'newsletterSubscription',
        attributes: { email: 'ada@example.com', status: 'confirmed', confirmedAt: now.toISOString() },
      });
      now = new Date(now.getTime() + 60_000);
      const again = await confirm(token);
      t.equal(again.statusCode, 200);
      t.same(again.json<SubscriptionDocument>().data, data, 'the second click answers the first confirmation');
      t.equal(await rowOf('ada@example.com'), 'confirmed');
    });

    await t.test('asking again for a confirmed address: the same 202, a note with the unsubscribe link', async (t) => {
      const response = await subscribe('ada@example.com', '198.51.100.50');
      t.equal(response.statusCode, 202);
      const [mail] = await readSandboxOutbox(db, 'ada@example.com', 1);
      t.equal(mail?.subject, 'You are already subscribed to Lumen news');
      t.match(mail?.text, /https:\/\/lumen\.example\/subscribe\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
      t.equal(await rowOf('ada@example.com'), 'confirmed', 'still confirmed');
    });

    await t.test('unsubscribing: idempotent, and the old confirmation link no longer subscribes', async (t) => {
      const confirmToken = (await readSandboxOutbox(db, 'ada@example.com'))
        .map((mail) => /subscribe\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
        .find((token) => token !== undefined);
      const token = await tokenMailed('ada@example.com', '/subscribe/unsubscribe');
      const first = await leave(token);
      t.equal(first.statusCode, 200);
      t.match(first.json(), {
        data: { attributes: { status: 'unsubscribed', confirmedAt: null, unsubscribedAt: now.toISOString() } },
      });
      const again = await leave(token);
      t.equal(again.statusCode, 200);
      t.same(again.json(), first.json());
      const reconfirm = await confirm(confirmToken);
      t.equal(reconfirm.statusCode, 404);
      t.equal(await rowOf('ada@example.com'), 'unsubscribed');
    });

    await t.test('a newer request replaces the link; unknown and malformed tokens are 404', async (t) => {
      address = 2;
      await subscribe('grace@example.org');
      const old = await tokenMailed('grace@example.org', '/subscribe/confirm');
      await subscribe('grace@example.org');
      const current = await tokenMailed('grace@example.org', '/subscribe/confirm');
      t.not(old, current);
      t.equal((await confirm(old)).statusCode, 404, 'the replaced link');
      for (const token of ['A'.repeat(43), 'short', '', '../../etc']) {
        const response = await confirm(token);
        t.equal(response.statusCode, 404, JSON.stringify(token));
        t.match(errorsOf(response)[0], { code: 'not-found', detail: /not valid/ });
        t.equal((await leave(token)).statusCode, 404);
      }
      t.equal(await rowOf('grace@example.org'), 'pending', 'nothing changed');
      t.equal((await confirm(current)).statusCode, 200);
    });

    await t.test('a link past its week is expired (410), and the sweep forgets the request', async (t) => {
      address = 3;
      await subscribe('late@example.net');
      const token = await tokenMailed('late@example.net', '/subscribe/confirm');
      now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
      const response = await confirm(token);
      t.equal(response.statusCode, 410);
      t.match(errorsOf(response)[0], { code: 'link-expired', detail: /expired/ });
      t.equal(await rowOf('late@example.net'), 'pending');
      const swept = await sweepOnce(db, now);
      t.ok(swept.newsletterRequests >= 1);
      t.equal(await rowOf('late@example.net'), null);
      t.equal(await rowOf('grace@example.org'), 'confirmed', 'confirmed rows stay');
    });

    await t.test('bad documents: clear errors, nothing stored or sent', async (t) => {
      address = 4;
      const count = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from newsletter_subscriptions'))[0]?.n;
      const mails = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from sandbox_mail_outbox'))[0]?.n;
      const before = [await count(), await mails()];
      const cases: [unknown, number, string, string][] = [
        [signup('plain'), 422, 'invalid-attribute', '/data/attributes/email'],
        [signup(''), 422, 'invalid-attribute', '/data/attributes/email'],
        [signup('ada@example'), 422, 'invalid-attribute', '/data/attributes/email'],
        [signup('x'.repeat(5000)), 422, 'invalid-attribute', '/data/attributes/email'],
        [signup(7), 422, 'invalid-attribute', '/data/attributes/email'],
        [{ data: { type: 'newsletterSignup', attributes: {} } }, 422, 'invalid-attribute', '/data/attributes/email'],
        [
          { data: { type: 'clientWaitlistEntry', attributes: { email: 'ok@example.com' } } },
          409,
          'type-mismatch',
          '/data/type',
        ],
        [{ data: { type: 'newsletterSignup' } }, 400, 'invalid-document', '/data/attributes'],
        [{ email: 'ok@example.com' }, 400, 'invalid-document', '/data'],
      ];
      for (const [body, status, code, pointer] of cases) {
        const response = await post('/v2/newsletter-subscriptions', body);
        t.equal(response.statusCode, status, JSON.stringify(body).slice(0, 80));
        t.match(errorsOf(response)[0], { code, source: { pointer } });
      }
      const badToken = await confirm(42);
      t.equal(badToken.statusCode, 422);
      t.match(errorsOf(badToken)[0], { source: { pointer: '/data/attributes/token' } });
      t.same([await count(), await mails()], before);
    });

    await t.test('throttled per recipient: three mails, then a wait with Retry-After', async (t) => {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await subscribe('target@example.com', `203.0.113.${index + 1}`)).statusCode);
      t.same(statuses, [202, 202, 202, 429], 'from four addresses, the fourth mail to one recipient waits');
      const refused = await subscribe('target@example.com', '203.0.113.99');
      t.equal(refused.statusCode, 429);
      t.match(refused.headers['retry-after'], /^\d+$/);
      t.match(errorsOf(refused)[0], { code: 'too-many-attempts', meta: { retryAfterSeconds: Number } });
      t.equal((await readSandboxOutbox(db, 'target@example.com')).length, 3, 'no fourth mail');
    });

    await t.test('throttled per client address, over every recipient', async (t) => {
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1)
        statuses.push((await subscribe(`reader${index}@example.com`, '192.0.2.77')).statusCode);
      t.same(statuses.slice(0, 10), Array(10).fill(202));
      t.equal(statuses[10], 429);
      t.equal((await subscribe('reader99@example.com', '192.0.2.78')).statusCode, 202, 'another address is not slowed');
    });
  });
}

t.test('without the site address the newsletter refuses (503) instead of mailing dead links', async (t) => {
  const database = await openTestDatabase('pglite');
  const app = await buildEmbeddedUpstream({
    db: database.db,
    verifier: createHs256Verifier('newsletter-test-secret-0123456789abcdef'),
  });
  t.teardown(async () => {
    await app.close();
    await database.close();
  });
  const response = await app.inject({
    method: 'POST',
    url: '/v2/newsletter-subscriptions',
    headers: { 'content-type': JSON_API },
    payload: JSON.stringify(signup('ok@example.com')),
  });
  t.equal(response.statusCode, 503);
  t.same(await readSandboxOutbox(database.db, 'ok@example.com'), []);
});
