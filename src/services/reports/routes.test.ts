// POST /report/profiles as a caller sees it (app.inject), on PGlite and on PostgreSQL.
import t from 'tap';
import { SUBJECT_WITHOUT_PERSONA, setupTestApp, type ErrorDocument } from '../profiles/testing.ts';
import { REPORT_LIMITS } from './params.ts';

interface ReportDocument {
  data: {
    type: string;
    id: string;
    attributes: {
      avatarId: string;
      reason: string;
      description: string;
      status: string;
      attachmentId: string | null;
      createdAt: string;
    };
  };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, idOf, request, close } = await setupTestApp(kind);
    t.teardown(close);

    const report = (as: string | undefined, body: unknown, url = '/v2/report/profiles') =>
      request('POST', url, as === undefined ? { body } : { as, body });
    const errorsOf = (response: { json<T>(): T }) => response.json<ErrorDocument>().errors;
    const stored = () =>
      db.query<{
        reporter_persona: string;
        avatar_persona: string;
        reason: string;
        description: string;
        status: string;
      }>(
        'select reporter_persona, avatar_persona, reason, description, status from profile_reports order by created_at, id',
      );

    await t.test('a persona reports another profile: 201 with the report', async (t) => {
      const response = await report('kai', { type: 'profileReport', avatarId: idOf('theo'), reason: 'Impersonation' });
      t.equal(response.statusCode, 201);
      t.equal(response.headers['cache-control'], 'no-store');
      t.match(response.headers['content-type'], 'application/vnd.api+json');
      const { data } = response.json<ReportDocument>();
      t.equal(data.type, 'profileReport');
      t.match(data.id, /^[0-9a-f-]{36}$/);
      t.same(
        { ...data.attributes, createdAt: 'x' },
        {
          avatarId: idOf('theo'),
          reason: 'Impersonation',
          description: '',
          status: 'open',
          attachmentId: null,
          createdAt: 'x',
        },
      );
      t.ok(Number.isFinite(Date.parse(data.attributes.createdAt)));
      t.same(await stored(), [
        {
          reporter_persona: idOf('kai'),
          avatar_persona: idOf('theo'),
          reason: 'Impersonation',
          description: '',
          status: 'open',
        },
      ]);

      const withDescription = await report(
        'nova',
        { type: 'profileReport', avatarId: 'theo', reason: '  Other ', description: 'Spams my worlds.' },
        '/v1/report/profiles',
      );
      t.equal(withDescription.statusCode, 201, 'by handle, on /v1, with a description');
      t.match(withDescription.json<ReportDocument>().data.attributes, {
        avatarId: idOf('theo'),
        reason: 'Other',
        description: 'Spams my worlds.',
      });
      const enveloped = await report('mira', {
        data: { type: 'profileReport', attributes: { avatarId: idOf('theo'), reason: 'Spam', description: null } },
      });
      t.equal(enveloped.statusCode, 201, 'the JSON:API envelope is read too');
      t.equal((await stored()).length, 3);
    });

    await t.test('auth: token and persona required', async (t) => {
      const body = { type: 'profileReport', avatarId: idOf('theo'), reason: 'Spam' };
      const anonymous = await report(undefined, body);
      t.equal(anonymous.statusCode, 401);
      t.equal(errorsOf(anonymous)[0]?.code, 'unauthorized');
      const invalid = await request('POST', '/v2/report/profiles', { authorization: 'Bearer x.y.z', body });
      t.equal(errorsOf(invalid)[0]?.code, 'invalid-token');
      const noPersona = await request('POST', '/v2/report/profiles', { subject: SUBJECT_WITHOUT_PERSONA, body });
      t.equal(noPersona.statusCode, 403);
      t.equal(errorsOf(noPersona)[0]?.code, 'persona-required');
      t.equal(noPersona.headers['cache-control'], 'no-store');
    });

    await t.test('target: unknown is 404, oneself is 422', async (t) => {
      const unknown = await report('kai', {
        type: 'profileReport',
        avatarId: '00000000-0000-4000-8000-000000000000',
        reason: 'Spam',
      });
      t.equal(unknown.statusCode, 404);
      t.equal(errorsOf(unknown)[0]?.code, 'not-found');
      const junk = await report('kai', { type: 'profileReport', avatarId: 'Not A Handle', reason: 'Spam' });
      t.equal(junk.statusCode, 404);
      const self = await report('kai', { type: 'profileReport', avatarId: idOf('kai'), reason: 'Spam' });
      t.equal(self.statusCode, 422);
      t.match(errorsOf(self)[0], { status: '422', code: 'self-report', title: 'Cannot report yourself' });
      const selfByHandle = await report('kai', { type: 'profileReport', avatarId: 'KAI', reason: 'Spam' });
      t.equal(errorsOf(selfByHandle)[0]?.code, 'self-report');
    });

    await t.test('document validation', async (t) => {
      const before = (await stored()).length;
      const cases: [unknown, number, string, string | undefined][] = [
        [{ type: 'profileReport', avatarId: idOf('theo'), reason: '' }, 422, 'invalid-attribute', '/reason'],
        [{ type: 'profileReport', avatarId: idOf('theo'), reason: '   ' }, 422, 'invalid-attribute', '/reason'],
        [{ type: 'profileReport', avatarId: idOf('theo') }, 422, 'invalid-attribute', '/reason'],
        [
          { type: 'profileReport', avatarId: idOf('theo'), reason: 'x'.repeat(REPORT_LIMITS.reason + 1) },
          422,
          'invalid-attribute',
          '/reason',
        ],
        [{ type: 'profileReport', avatarId: idOf('theo'), reason: 7 }, 422, 'invalid-attribute', '/reason'],
        [
          { type: 'profileReport', avatarId: idOf('theo'), reason: 'Other', description: 'x'.repeat(1001) },
          422,
          'invalid-attribute',
          '/description',
        ],
        [{ type: 'profileReport', reason: 'Spam' }, 422, 'invalid-attribute', '/avatarId'],
        [{ type: 'productReport', avatarId: idOf('theo'), reason: 'Spam' }, 409, 'type-mismatch', '/type'],
        [{ avatarId: idOf('theo'), reason: 'Spam' }, 409, 'type-mismatch', '/type'],
        [
          { data: { type: 'profileReport', attributes: { avatarId: idOf('theo') } } },
          422,
          'invalid-attribute',
          '/data/attributes/reason',
        ],
        [{ data: { type: 'profileReport' } }, 400, 'invalid-document', '/data/attributes'],
        [[1, 2], 400, 'invalid-document', ''],
      ];
      for (const [body, status, code, pointer] of cases) {
        const response = await report('kai', body);
        t.equal(response.statusCode, status, `${JSON.stringify(body).slice(0, 80)} -> ${status}`);
        t.match(errorsOf(response)[0], { code, source: { pointer } });
      }
      const two = await report('kai', { type: 'profileReport', reason: '', description: 5 });
      t.equal(errorsOf(two).length, 3, 'one error per problem');
      const atLimit = await report('kai', {
        type: 'profileReport',
        avatarId: idOf('theo'),
        reason: 'r'.repeat(REPORT_LIMITS.reason),
        description: 'd'.repeat(1000),
      });
      t.equal(atLimit.statusCode, 201, 'the limits themselves are fine');
      const notJson = await request('POST', '/v2/report/profiles', { as: 'kai', authorization: undefined });
      t.equal(notJson.statusCode, 400, 'no body at all');
      t.equal((await stored()).length, before + 1, 'only the valid report was stored');
    });
  });
}
