// POST /client-waitlist as a caller sees it (app.inject), on PGlite and on PostgreSQL.
import t from 'tap';
import { setupTestApp, type ErrorDocument } from '../profiles/testing.ts';

interface EntryDocument {
  data: { type: string; id: string; attributes: { email: string; platform: string; createdAt: string } };
}

const entry = (email: unknown, platform: unknown = 'macos') => ({
  data: { type: 'clientWaitlistEntry', attributes: { email, platform } },
});

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, close } = await setupTestApp(kind);
    t.teardown(close);

    const join = (body: unknown, url = '/v2/client-waitlist', as?: string) =>
      request('POST', url, as === undefined ? { body } : { as, body });
    const errorsOf = (response: { json<T>(): T }) => response.json<ErrorDocument>().errors;
    const stored = () =>
      db.query<{ email: string; platform: string }>(
        'select email, platform from client_waitlist order by created_at, id',
      );

    await t.test('an anonymous signup: 201 with the entry, email lowercased', async (t) => {
      const response = await join(entry('  Ada.Lovelace@Example.COM ', 'macos'));
      t.equal(response.statusCode, 201);
      t.equal(response.headers['cache-control'], 'no-store');
      t.match(response.headers['content-type'], 'application/vnd.api+json');
      const { data } = response.json<EntryDocument>();
      t.equal(data.type, 'clientWaitlistEntry');
      t.match(data.id, /^[0-9a-f-]{36}$/);
      t.same(
        { ...data.attributes, createdAt: 'x' },
        { email: 'ada.lovelace@example.com', platform: 'macos', createdAt: 'x' },
      );
      t.ok(Number.isFinite(Date.parse(data.attributes.createdAt)));
      t.same(await stored(), [{ email: 'ada.lovelace@example.com', platform: 'macos' }]);
    });

    await t.test('idempotent per address: the same entry again, never a second row', async (t) => {
      const first = await join(entry('grace@example.org', 'linux'), '/v1/client-waitlist');
      t.equal(first.statusCode, 201, 'on /v1 too');
      const again = await join(entry('GRACE@example.org', 'android'));
      t.equal(again.statusCode, 200, 'already listed');
      t.same(again.json<EntryDocument>().data, first.json<EntryDocument>().data, 'the first entry, platform kept');
      const signedIn = await join(entry('grace@example.org', 'linux'), '/v2/client-waitlist', 'kai');
      t.equal(signedIn.statusCode, 200, 'a bearer token changes nothing');
      const rows = await db.query<{ n: number }>(
        `select count(*)::int as n from client_waitlist where email = 'grace@example.org'`,
      );
      t.equal(rows[0]?.n, 1);
      const racing = await Promise.all(Array.from({ length: 5 }, () => join(entry('race@example.net', 'ios'))));
      t.same(racing.map((r) => r.statusCode).sort(), [200, 200, 200, 200, 201], 'concurrent signups: one creates');
      t.equal(new Set(racing.map((r) => r.json<EntryDocument>().data.id)).size, 1);
    });

    await t.test('document validation: nothing stored', async (t) => {
      const before = (await stored()).length;
      const cases: [unknown, number, string, string][] = [
        [entry('plain'), 422, 'invalid-attribute', '/data/attributes/email'],
        [entry(''), 422, 'invalid-attribute', '/data/attributes/email'],
        [entry('ada@example'), 422, 'invalid-attribute', '/data/attributes/email'],
        [entry('a@b@example.com'), 422, 'invalid-attribute', '/data/attributes/email'],
        [entry(`${'a'.repeat(300)}@example.com`), 422, 'invalid-attribute', '/data/attributes/email'],
        [entry('x'.repeat(5000)), 422, 'invalid-attribute', '/data/attributes/email'],
        [entry(7), 422, 'invalid-attribute', '/data/attributes/email'],
        [
          { data: { type: 'clientWaitlistEntry', attributes: { platform: 'macos' } } },
          422,
          'invalid-attribute',
          '/data/attributes/email',
        ],
        [entry('ok@example.com', ''), 422, 'invalid-attribute', '/data/attributes/platform'],
        [entry('ok@example.com', 'x'.repeat(33)), 422, 'invalid-attribute', '/data/attributes/platform'],
        [entry('ok@example.com', 'mac os'), 422, 'invalid-attribute', '/data/attributes/platform'],
        [entry('ok@example.com', 9), 422, 'invalid-attribute', '/data/attributes/platform'],
        [
          { data: { type: 'clientWaitlistEntry', attributes: { email: 'ok@example.com' } } },
          422,
          'invalid-attribute',
          '/data/attributes/platform',
        ],
        [
          { data: { type: 'profileReport', attributes: { email: 'ok@example.com', platform: 'macos' } } },
          409,
          'type-mismatch',
          '/data/type',
        ],
        [{ data: { type: 'clientWaitlistEntry' } }, 400, 'invalid-document', '/data/attributes'],
        [{ email: 'ok@example.com', platform: 'macos' }, 400, 'invalid-document', '/data'],
        [[1, 2], 400, 'invalid-document', ''],
      ];
      for (const [body, status, code, pointer] of cases) {
        const response = await join(body);
        t.equal(response.statusCode, status, `${JSON.stringify(body).slice(0, 90)} -> ${status}`);
        t.match(errorsOf(response)[0], { code, source: { pointer } });
        t.equal(response.headers['cache-control'], 'no-store');
      }
      const both = await join(entry('nope', 'Not A Platform!'));
      t.same(
        errorsOf(both).map((error) => error.source?.pointer),
        ['/data/attributes/email', '/data/attributes/platform'],
        'one error per problem',
      );
      const upper = await join(entry('ok@example.com', ' ChromeOS '));
      t.equal(upper.statusCode, 201, 'platform is trimmed and lowercased');
      t.equal(upper.json<EntryDocument>().data.attributes.platform, 'chromeos');
      const noBody = await request('POST', '/v2/client-waitlist');
      t.equal(noBody.statusCode, 400, 'no body at all');
      t.equal((await stored()).length, before + 1, 'only the valid signup was stored');
    });

    await t.test('the table refuses what the service would never write', async (t) => {
      const violation = async (email: string, platform: string, constraint: string) => {
        const error: unknown = await db
          .query('insert into client_waitlist (email, platform) values ($1, $2)', [email, platform])
          .then(
            () => undefined,
            (caught: unknown) => caught,
          );
        t.match(error, { code: '23514', constraint }, constraint);
      };
      await violation('Upper@Example.com', 'macos', 'client_waitlist_email_lowercase');
      await violation('a@', 'macos', 'client_waitlist_email_length');
      await violation('ok2@example.com', 'Mac OS', 'client_waitlist_platform_format');
    });
  });
}
