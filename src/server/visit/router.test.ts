// visit.joinWaitlist through a tRPC caller, against the embedded upstream over HTTP (PGlite and
// PostgreSQL): what is stored, idempotency, and bad input refused before anything is sent.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`on ${kind}`, async (t) => {
    const stack = await startTestStack({ kind });
    const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
    const { caller, close } = createTestCaller({ upstream, user: null });
    t.teardown(async () => {
      await close();
      await stack.close();
    });
    const stored = () =>
      stack.db.query<{ email: string; platform: string }>(
        'select email, platform from client_waitlist order by created_at, id',
      );

    await t.test('an anonymous visitor joins; the address is lowercased', async (t) => {
      const entry = await caller.visit.joinWaitlist({ email: ' Ada@Example.COM ', platform: 'macos' });
      t.same({ ...entry, joinedAt: 'x' }, { email: 'ada@example.com', platform: 'macos', joinedAt: 'x' });
      t.ok(Number.isFinite(Date.parse(entry.joinedAt)));
      t.same(await stored(), [{ email: 'ada@example.com', platform: 'macos' }]);
    });

    await t.test('joining twice answers the same entry and stores one row', async (t) => {
      const first = await caller.visit.joinWaitlist({ email: 'grace@example.org', platform: 'linux' });
      const again = await caller.visit.joinWaitlist({ email: 'GRACE@example.org', platform: 'android' });
      t.same(again, first);
      t.equal((await stored()).filter((row) => row.email === 'grace@example.org').length, 1);
    });

    await t.test('a signed-in user can join too (the token is sent and ignored)', async (t) => {
      const user = await stack.userFor('kai');
      const signedIn = createTestCaller({ upstream, user });
      t.teardown(signedIn.close);
      const entry = await signedIn.caller.visit.joinWaitlist({ email: 'kai@lumen.test', platform: 'chromeos' });
      t.equal(entry.email, 'kai@lumen.test');
    });

    await t.test('bad input is BAD_REQUEST and nothing is stored', async (t) => {
      const before = await stored();
      const cases: Array<{ email: unknown; platform: unknown }> = [
        { email: 'plain', platform: 'macos' },
        { email: '', platform: 'macos' },
        { email: 'ada@example', platform: 'macos' },
        { email: 'x'.repeat(3000), platform: 'macos' },
        { email: 42, platform: 'macos' },
        { email: 'ok@example.com', platform: 'beos' },
        { email: 'ok@example.com', platform: '' },
        { email: 'ok@example.com', platform: undefined },
      ];
      for (const input of cases) {
        // The wrong types are the point: this is what a hostile browser could send.
        const error: unknown = await caller.visit.joinWaitlist(input as never).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        t.ok(error instanceof TRPCError, JSON.stringify(input).slice(0, 60));
        t.equal(error instanceof TRPCError ? error.code : undefined, 'BAD_REQUEST');
      }
      t.same(await stored(), before);
    });

    await t.test('the page route answers BAD_REQUEST with the message over HTTP', async (t) => {
      const response = await stack.app.inject({
        method: 'POST',
        url: '/trpc/visit.joinWaitlist',
        headers: {
          'content-type': 'application/json',
          origin: 'http://lumen.test',
          host: 'lumen.test',
          'sec-fetch-site': 'same-origin',
        },
        payload: JSON.stringify({ email: 'nope', platform: 'macos' }),
      });
      t.equal(response.statusCode, 400);
      t.match(response.body, /Enter a valid email address\./);
      const ok = await stack.app.inject({
        method: 'POST',
        url: '/trpc/visit.joinWaitlist',
        headers: {
          'content-type': 'application/json',
          origin: 'http://lumen.test',
          host: 'lumen.test',
          'sec-fetch-site': 'same-origin',
        },
        payload: JSON.stringify({ email: 'web@example.com', platform: 'ios' }),
      });
      t.equal(ok.statusCode, 200);
      t.match(ok.json(), { result: { data: { email: 'web@example.com', platform: 'ios' } } });
    });
  });
}
