// newsletter.subscribe, .confirm and .unsubscribe through a tRPC caller, against the embedded upstream
// over HTTP (PGlite and PostgreSQL): double opt-in with the link read from the sandbox outbox, idempotent
// confirming, unknown and replaced links, the throttle as a result, and bad input refused before anything
// is sent.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { readSandboxOutbox } from '../../services/mail/index.ts';

const SAME_ORIGIN = {
  'content-type': 'application/json',
  origin: 'http://lumen.test',
  host: 'lumen.test',
  'sec-fetch-site': 'same-origin',
};

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`on ${kind}`, async (t) => {
    const stack = await startTestStack({ kind });
    const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
    const { caller, close } = createTestCaller({ upstream, user: null });
    t.teardown(async () => {
      await close();
      await stack.close();
    });
    const statusOf = async (email: string) =>
      (
        await stack.db.query<{ status: string }>('select status from newsletter_subscriptions where email = $1', [
          email,
        ])
      )[0]?.status ?? null;
    const linkTo = async (email: string, path: string) => {
      const [mail] = await readSandboxOutbox(stack.db, email, 1);
      return new RegExp(`http://lumen\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1] ?? '';
    };

    await t.test('subscribe: the address is lowercased, stored pending, and mailed a link to this site', async (t) => {
      t.same(await caller.newsletter.subscribe({ email: ' Reader@Example.COM ' }), {
        ok: true,
        email: 'reader@example.com',
      });
      t.equal(await statusOf('reader@example.com'), 'pending', 'nothing is confirmed without the link');
      t.ok(await linkTo('reader@example.com', '/subscribe/confirm'), 'the mail links /subscribe/confirm on PUBLIC_URL');
    });

    await t.test('confirm: confirmed, and the same answer on a second click', async (t) => {
      const token = await linkTo('reader@example.com', '/subscribe/confirm');
      t.same(await caller.newsletter.confirm({ token }), { status: 'confirmed', email: 'reader@example.com' });
      t.same(await caller.newsletter.confirm({ token }), { status: 'confirmed', email: 'reader@example.com' });
      t.equal(await statusOf('reader@example.com'), 'confirmed');
    });

    await t.test('subscribing a confirmed address answers the same and mails its unsubscribe link', async (t) => {
      t.same(await caller.newsletter.subscribe({ email: 'reader@example.com' }), {
        ok: true,
        email: 'reader@example.com',
      });
      const token = await linkTo('reader@example.com', '/subscribe/unsubscribe');
      t.ok(token);
      t.same(await caller.newsletter.unsubscribe({ token }), { status: 'unsubscribed', email: 'reader@example.com' });
      t.same(
        await caller.newsletter.unsubscribe({ token }),
        { status: 'unsubscribed', email: 'reader@example.com' },
        'idempotent',
      );
      t.equal(await statusOf('reader@example.com'), 'unsubscribed');
    });

    await t.test('unknown, malformed and replaced links are "invalid", and change nothing', async (t) => {
      await caller.newsletter.subscribe({ email: 'twice@example.com' });
      const replaced = await linkTo('twice@example.com', '/subscribe/confirm');
      await caller.newsletter.subscribe({ email: 'twice@example.com' });
      for (const token of [replaced, 'A'.repeat(43), 'nope', '']) {
        t.same(await caller.newsletter.confirm({ token }), { status: 'invalid' }, JSON.stringify(token).slice(0, 20));
        t.same(await caller.newsletter.unsubscribe({ token }), { status: 'invalid' });
      }
      t.equal(await statusOf('twice@example.com'), 'pending');
    });

    await t.test('bad input is BAD_REQUEST and nothing is stored or sent', async (t) => {
      const rows = async () =>
        (await stack.db.query<{ n: number }>('select count(*)::int as n from newsletter_subscriptions'))[0]?.n;
      const mails = async () =>
        (await stack.db.query<{ n: number }>('select count(*)::int as n from sandbox_mail_outbox'))[0]?.n;
      const before = [await rows(), await mails()];
      const cases: unknown[] = [
        { email: 'plain' },
        { email: '' },
        { email: 'a@b' },
        { email: 'x'.repeat(3000) },
        { email: 42 },
        {},
        { email: 'ok@example.com\u0000' },
      ];
      for (const input of cases) {
        // The wrong types are the point: this is what a hostile browser could send.
        const error: unknown = await caller.newsletter.subscribe(input as never).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        t.equal(error instanceof TRPCError ? error.code : undefined, 'BAD_REQUEST', JSON.stringify(input).slice(0, 60));
      }
      for (const input of [{ token: 7 }, {}, { token: 'x'.repeat(201) }]) {
        const error: unknown = await caller.newsletter.confirm(input as never).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        t.equal(error instanceof TRPCError ? error.code : undefined, 'BAD_REQUEST', JSON.stringify(input).slice(0, 60));
      }
      t.same([await rows(), await mails()], before);
    });

    await t.test(
      'over HTTP: a bad address is a 400 with its message; the throttle answers a result with the wait',
      async (t) => {
        const bad = await stack.app.inject({
          method: 'POST',
          url: '/trpc/newsletter.subscribe',
          headers: SAME_ORIGIN,
          payload: JSON.stringify({ email: 'nope' }),
        });
        t.equal(bad.statusCode, 400);
        t.match(bad.body, /Enter a valid email address\./);
        const answers = [];
        for (let index = 0; index < 4; index += 1) {
          const response = await stack.app.inject({
            method: 'POST',
            url: '/trpc/newsletter.subscribe',
            headers: SAME_ORIGIN,
            remoteAddress: `203.0.113.${index + 10}`,
            payload: JSON.stringify({ email: 'busy@example.com' }),
          });
          t.equal(response.statusCode, 200);
          answers.push(
            response.json<{ result: { data: { ok: boolean; retryAfterSeconds?: number; message?: string } } }>().result
              .data,
          );
        }
        t.same(
          answers.slice(0, 3).map((answer) => answer.ok),
          [true, true, true],
        );
        t.match(answers[3], {
          ok: false,
          reason: 'rate-limited',
          retryAfterSeconds: Number,
          message: /Too many requests/,
        });
        t.equal((await readSandboxOutbox(stack.db, 'busy@example.com')).length, 3);
      },
    );
  });
}
