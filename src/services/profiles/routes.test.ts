// The profiles service as a caller sees it (app.inject), on PGlite and on PostgreSQL.
import t from 'tap';
import {
  JSON_API,
  SUBJECT_WITHOUT_PERSONA,
  setupTestApp,
  type ErrorDocument,
  type ProfileListDocument,
  type ProfileResource,
} from './testing.ts';

interface SingleDocument {
  data: ProfileResource;
  meta: { friendStatus: string };
  links: { self: string };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, idOf, request, close } = await setupTestApp(kind);
    t.teardown(close);

    const get = async <T>(
      url: string,
      options: { as?: string; subject?: string; authorization?: string } = {},
      expected = 200,
    ) => {
      const response = await request('GET', url, options);
      t.equal(response.statusCode, expected, `GET ${url} -> ${expected}`);
      t.match(response.headers['content-type'], JSON_API);
      return { response, document: response.json<T>() };
    };

    await t.test('list: every persona as a profile, by name, with paging', async (t) => {
      const { response, document } = await get<ProfileListDocument>('/v2/profiles');
      t.same(document.meta, { total: 13, page: 1, perPage: 24 });
      t.equal(document.data.length, 13);
      t.equal(response.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30', 'anonymous: public');
      t.equal(response.headers.vary, 'Authorization');
      const nova = document.data.find((profile) => profile.attributes.avatarHandle === 'nova');
      t.ok(nova);
      t.equal(nova?.type, 'profile');
      t.equal(nova?.id, idOf('nova'));
      t.same(Object.keys(nova?.attributes ?? {}).sort(), [
        'avatarHandle',
        'avatarImageUrl',
        'avatarName',
        'bio',
        'status',
      ]);
      t.match(nova?.attributes, {
        avatarName: 'Nova Reyes',
        avatarImageUrl: /^\/media\/generated\/persona\/[0-9a-f-]{36}\/avatar\.svg$/,
        bio: /^Worldbuilder/,
        status: 'Building Neon Drift 2.0',
      });
      t.equal(nova?.links?.self, `/v2/profiles/${idOf('nova')}`);
      t.notOk(nova?.meta, 'no friendStatus for anonymous callers in lists');
      const names = document.data.map((profile) => profile.attributes.avatarName.toLowerCase());
      t.same(names, [...names].sort(), 'ordered by name');

      const page = await get<ProfileListDocument>('/v2/profiles?perPage=5&page=3');
      t.same(page.document.meta, { total: 13, page: 3, perPage: 5 });
      t.equal(page.document.data.length, 3);
      t.match(page.document.links, { prev: '/v2/profiles?page=2&perPage=5', first: '/v2/profiles?page=1&perPage=5' });
      t.notOk('next' in page.document.links);
      const pages = [];
      for (let n = 1; n <= 3; n++) {
        pages.push(
          ...(await get<ProfileListDocument>(`/v2/profiles?perPage=5&page=${n}`)).document.data.map((p) => p.id),
        );
      }
      t.equal(new Set(pages).size, 13, 'pages cover every profile once');
    });

    await t.test('list: search by handle or name, exact handle first, wildcards literal', async (t) => {
      const kai = await get<ProfileListDocument>('/v2/profiles?q=kai');
      t.equal(kai.document.data[0]?.attributes.avatarHandle, 'kai', 'exact handle first');
      t.equal(kai.document.meta.total, kai.document.data.length);
      t.equal(kai.document.links.self, '/v2/profiles?q=kai&page=1&perPage=24');
      const byName = await get<ProfileListDocument>('/v2/profiles?q=okafor');
      t.same(
        byName.document.data.map((p) => p.attributes.avatarHandle),
        ['mira'],
        'by surname, any case',
      );
      const upper = await get<ProfileListDocument>('/v2/profiles?q=NOVA%20REY');
      t.same(
        upper.document.data.map((p) => p.attributes.avatarHandle),
        ['nova'],
      );
      const none = await get<ProfileListDocument>('/v2/profiles?q=%25');
      t.same(none.document.meta.total, 0, '% is not a wildcard');
      const underscore = await get<ProfileListDocument>('/v2/profiles?q=_');
      t.same(underscore.document.meta.total, 0, '_ is not a wildcard');
      const blank = await get<ProfileListDocument>('/v2/profiles?q=%20%20');
      t.equal(blank.document.meta.total, 13, 'a blank q lists everyone');
      const bad = await get<ErrorDocument>('/v2/profiles?perPage=500', {}, 400);
      t.match(bad.document.errors[0], { code: 'invalid-parameter', source: { parameter: 'perPage' } });
      const long = await get<ErrorDocument>(`/v2/profiles?q=${'x'.repeat(201)}`, {}, 400);
      t.match(long.document.errors[0], { code: 'invalid-parameter', source: { parameter: 'q' } });
      t.equal(bad.response.headers['cache-control'], 'no-store', 'errors are not cached');
    });

    await t.test('list: signed in, each profile tells the friend status', async (t) => {
      const { response, document } = await get<ProfileListDocument>('/v2/profiles?perPage=100', { as: 'kai' });
      t.equal(response.headers['cache-control'], 'private, no-store');
      const statuses = Object.fromEntries(document.data.map((p) => [p.attributes.avatarHandle, p.meta?.friendStatus]));
      t.match(statuses, { kai: 'SELF', nova: 'FRIENDS', mira: 'REQUESTING_FRIENDSHIP', theo: 'NOT_FRIENDS' });
      const noPersona = await get<ProfileListDocument>('/v2/profiles', { subject: SUBJECT_WITHOUT_PERSONA });
      t.notOk(noPersona.document.data[0]?.meta, 'an account without a persona has no relations');
      await get<ErrorDocument>('/v2/profiles', { authorization: 'Bearer nope' }, 401);
    });

    await t.test('one profile by uuid or handle', async (t) => {
      const byHandle = await get<SingleDocument>('/v2/profiles/nova');
      t.equal(byHandle.document.data.id, idOf('nova'));
      t.same(byHandle.document.meta, { friendStatus: 'PROFILE' }, 'anonymous -> PROFILE');
      t.equal(byHandle.document.links.self, `/v2/profiles/${idOf('nova')}`);
      t.equal(byHandle.response.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30');
      const byId = await get<SingleDocument>(`/v2/profiles/${idOf('nova').toUpperCase()}`);
      t.same(byId.document.data, byHandle.document.data, 'uuid (any case) and handle name the same profile');
      const mixedCase = await get<SingleDocument>('/v1/profiles/NoVa');
      t.equal(mixedCase.document.data.id, idOf('nova'), '/v1 too, handles case-insensitive');

      const signedIn = await get<SingleDocument>('/v2/profiles/kai', { as: 'nova' });
      t.same(signedIn.document.meta, { friendStatus: 'FRIENDS' });
      t.equal(signedIn.response.headers['cache-control'], 'private, no-store');
      t.equal(signedIn.response.headers.vary, 'Authorization');
      t.same((await get<SingleDocument>('/v2/profiles/kai', { as: 'kai' })).document.meta, { friendStatus: 'SELF' });
      t.same((await get<SingleDocument>('/v2/profiles/kai', { as: 'mira' })).document.meta, {
        friendStatus: 'FRIEND_REQUEST_SENT',
      });
      t.same((await get<SingleDocument>('/v2/profiles/mira', { as: 'kai' })).document.meta, {
        friendStatus: 'REQUESTING_FRIENDSHIP',
      });
      await db.query(`insert into friend_requests (from_persona, to_persona) values ($1, $2)`, [
        idOf('kai'),
        idOf('mira'),
      ]);
      t.same((await get<SingleDocument>('/v2/profiles/mira', { as: 'kai' })).document.meta, {
        friendStatus: 'MUTUAL_FRIEND_REQUESTS',
      });
      await db.query(`delete from friend_requests where from_persona = $1 and to_persona = $2`, [
        idOf('kai'),
        idOf('mira'),
      ]);
      t.same((await get<SingleDocument>('/v2/profiles/theo', { as: 'kai' })).document.meta, {
        friendStatus: 'NOT_FRIENDS',
      });

      await get<ErrorDocument>('/v2/profiles/00000000-0000-4000-8000-000000000000', {}, 404);
      const missing = await get<ErrorDocument>('/v2/profiles/no-such-persona', {}, 404);
      t.match(missing.document.errors[0], { status: '404', code: 'not-found' });
      await get<ErrorDocument>('/v2/profiles/Not%20A%20Handle', {}, 404);
      const invalid = await get<ErrorDocument>('/v2/profiles/nova', { authorization: 'Bearer nope' }, 401);
      t.equal(invalid.document.errors[0]?.code, 'invalid-token', 'a bad token is an error, never silently anonymous');
    });

    await t.test('a persona with its own picture keeps it', async (t) => {
      await db.query(`update personas set avatar_url = 'https://cdn.example/theo.png' where handle = 'theo'`);
      const { document } = await get<SingleDocument>('/v2/profiles/theo');
      t.equal(document.data.attributes.avatarImageUrl, 'https://cdn.example/theo.png');
    });
  });
}
