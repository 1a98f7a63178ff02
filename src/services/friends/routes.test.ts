// The friends service as a caller sees it (app.inject), on PGlite and on PostgreSQL: friend states of
// docs/product.md §6 from both sides, every action's rules, racing actions on one pair, and that the token alone
// decides who acts.
import t from 'tap';
import type { Database } from '../db/database.ts';
import {
  SUBJECT_WITHOUT_PERSONA,
  setupTestApp,
  type ErrorDocument,
  type ProfileListDocument,
  type RelationDocument,
} from '../profiles/testing.ts';

interface PairRows {
  sent: number;
  received: number;
  friendships: number;
}

/** The raw rows of one pair: requests a -> b, b -> a, and friendships (in either order). */
async function pairRows(db: Database, a: string, b: string): Promise<PairRows> {
  const [row] = await db.query<PairRows>(
    `select (select count(*)::int from friend_requests where from_persona = $1 and to_persona = $2) as sent,
            (select count(*)::int from friend_requests where from_persona = $2 and to_persona = $1) as received,
            (select count(*)::int from friendships
              where (persona_low = $1 and persona_high = $2) or (persona_low = $2 and persona_high = $1)) as friendships`,
    [a, b],
  );
  if (!row) throw new Error('no row');
  return row;
}

/** Pairs that are friends and also have a pending request: must never exist. */
async function inconsistentPairs(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from friendships f join friend_requests r
        on (r.from_persona = f.persona_low and r.to_persona = f.persona_high)
        or (r.from_persona = f.persona_high and r.to_persona = f.persona_low)`,
  );
  return row?.n ?? -1;
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, idOf, request, close } = await setupTestApp(kind);
    t.teardown(close);

    /** PATCH /v2/friends/{other}/{action} as `as`; returns the resulting status after checking the shape. */
    const act = async (as: string, action: string, other: string, expectedStatus = 200) => {
      const response = await request('PATCH', `/v2/friends/${other}/${action}`, { as });
      t.equal(response.statusCode, expectedStatus, `${as} ${action} ${other} -> ${expectedStatus}`);
      t.equal(response.headers['cache-control'], 'no-store', 'writes are not cached');
      if (response.statusCode !== 200) return response.json<ErrorDocument>().errors[0]?.code;
      const document = response.json<RelationDocument>();
      t.equal(document.data.type, 'friend-relation');
      const otherId = /^[0-9a-f-]{36}$/.test(other) ? other : idOf(other.toLowerCase());
      t.equal(document.data.id, otherId, 'the relation is named by the other persona');
      t.same(Object.keys(document.data.attributes), ['status']);
      return document.data.attributes.status;
    };
    /** The friend status of `as` towards `other`, as GET /profiles/{other} tells it. */
    const statusOf = async (as: string | undefined, other: string) => {
      const response = await request('GET', `/v2/profiles/${other}`, as === undefined ? {} : { as });
      t.equal(response.statusCode, 200);
      return response.json<{ meta: { friendStatus: string } }>().meta.friendStatus;
    };
    const list = async (as: string, url: string) => {
      const response = await request('GET', url, { as });
      t.equal(response.statusCode, 200, `GET ${url} as ${as}`);
      t.equal(response.headers['cache-control'], 'private, no-store', 'authenticated reads are private');
      return response.json<ProfileListDocument>();
    };

    await t.test('the demo relations, from every point of view', async (t) => {
      t.equal(await statusOf('kai', 'nova'), 'FRIENDS');
      t.equal(await statusOf('nova', 'kai'), 'FRIENDS');
      t.equal(await statusOf('kai', 'mira'), 'REQUESTING_FRIENDSHIP');
      t.equal(await statusOf('mira', 'kai'), 'FRIEND_REQUEST_SENT');
      t.equal(await statusOf('nova', 'nova'), 'SELF');
      t.equal(await statusOf('theo', 'nova'), 'NOT_FRIENDS');
      t.equal(await statusOf(undefined, 'nova'), 'PROFILE', 'anonymous callers get PROFILE');
      const noPersona = await request('GET', '/v2/profiles/nova', { subject: SUBJECT_WITHOUT_PERSONA });
      t.equal(noPersona.json<{ meta: { friendStatus: string } }>().meta.friendStatus, 'PROFILE');

      const friends = await list('kai', '/v2/friends');
      t.same(friends.meta, { total: 1, page: 1, perPage: 24 });
      t.equal(friends.data[0]?.type, 'profile');
      t.equal(friends.data[0]?.attributes.avatarHandle, 'nova');
      t.match(friends.data[0]?.meta, { friendStatus: 'FRIENDS', friendsSince: /^\d{4}-\d\d-\d\dT/ });
      t.equal(friends.data[0]?.links?.self, `/v2/profiles/${idOf('nova')}`);

      const kaiRequests = await list('kai', '/v2/friends/requests');
      t.same(kaiRequests.meta, { total: 1, incoming: 1, outgoing: 0, page: 1, perPage: 24 });
      t.equal(kaiRequests.data[0]?.attributes.avatarHandle, 'mira');
      t.match(kaiRequests.data[0]?.meta, { direction: 'incoming', friendStatus: 'REQUESTING_FRIENDSHIP' });
      const miraRequests = await list('mira', '/v2/friends/requests');
      t.same(miraRequests.meta, { total: 1, incoming: 0, outgoing: 1, page: 1, perPage: 24 });
      t.match(miraRequests.data[0]?.meta, { direction: 'outgoing', friendStatus: 'FRIEND_REQUEST_SENT' });
      t.same((await list('theo', '/v2/friends')).data, [], 'no friends is an empty list');
    });

    await t.test('every route needs a valid token with a persona', async (t) => {
      const routes = [
        ['GET', '/v2/friends'],
        ['GET', '/v2/friends/requests'],
        ['PATCH', '/v2/friends/nova/request'],
        ['PATCH', '/v2/friends/nova/accept'],
        ['PATCH', '/v2/friends/nova/reject'],
        ['PATCH', '/v2/friends/nova/unfriend'],
      ] as const;
      for (const [method, url] of routes) {
        const anonymous = await request(method, url);
        t.equal(anonymous.statusCode, 401, `${method} ${url} anonymous`);
        t.equal(anonymous.json<ErrorDocument>().errors[0]?.code, 'unauthorized');
        t.equal(anonymous.headers['www-authenticate'], 'Bearer realm="lumen-embedded"');
        t.equal(anonymous.headers['cache-control'], 'no-store');
        const invalid = await request(method, url, { authorization: 'Bearer not.a.token' });
        t.equal(invalid.statusCode, 401);
        t.equal(invalid.json<ErrorDocument>().errors[0]?.code, 'invalid-token');
        const noPersona = await request(method, url, { subject: SUBJECT_WITHOUT_PERSONA });
        t.equal(noPersona.statusCode, 403);
        t.equal(noPersona.json<ErrorDocument>().errors[0]?.code, 'persona-required');
      }
      t.same(
        await pairRows(db, idOf('kai'), idOf('nova')),
        { sent: 0, received: 0, friendships: 1 },
        'nothing changed',
      );
    });

    await t.test('request, accept, unfriend: the full cycle, idempotent where it should be', async (t) => {
      const theo = idOf('theo');
      const amara = idOf('amara');
      t.equal(await act('theo', 'request', 'amara'), 'FRIEND_REQUEST_SENT', 'by handle');
      t.equal(await act('theo', 'request', amara), 'FRIEND_REQUEST_SENT', 'again, by uuid: same state');
      t.equal(await act('theo', 'request', 'AMARA'), 'FRIEND_REQUEST_SENT', 'handles match case-insensitively');
      t.same(await pairRows(db, theo, amara), { sent: 1, received: 0, friendships: 0 }, 'one request row');
      t.equal(await statusOf('amara', 'theo'), 'REQUESTING_FRIENDSHIP');

      t.equal(await act('amara', 'accept', theo), 'FRIENDS');
      t.same(await pairRows(db, theo, amara), { sent: 0, received: 0, friendships: 1 }, 'requests became a friendship');
      const [row] = await db.query<{ ordered: boolean }>(
        'select persona_low < persona_high as ordered from friendships where persona_low in ($1, $2) and persona_high in ($1, $2)',
        [theo, amara],
      );
      t.equal(row?.ordered, true, 'stored in canonical order');
      t.equal(await statusOf('theo', 'amara'), 'FRIENDS');
      t.same(
        (await list('theo', '/v2/friends')).data.map((p) => p.attributes.avatarHandle),
        ['amara'],
      );
      t.same(
        (await list('amara', '/v2/friends')).data.map((p) => p.attributes.avatarHandle),
        ['theo'],
      );

      t.equal(await act('amara', 'accept', 'theo'), 'FRIENDS', 'accepting again: already friends, 200');
      t.equal(await act('theo', 'request', 'amara', 409), 'already-friends');
      t.equal(await act('amara', 'request', 'theo', 409), 'already-friends');
      t.same(await pairRows(db, theo, amara), { sent: 0, received: 0, friendships: 1 }, 'the 409s changed nothing');

      t.equal(await act('amara', 'unfriend', 'theo'), 'NOT_FRIENDS', 'either side may unfriend');
      t.same(await pairRows(db, theo, amara), { sent: 0, received: 0, friendships: 0 });
      t.equal(await statusOf('theo', 'amara'), 'NOT_FRIENDS', 'symmetric');
      t.equal(await act('theo', 'unfriend', 'amara'), 'NOT_FRIENDS', 'unfriend is idempotent');
    });

    await t.test('opposite requests are MUTUAL_FRIEND_REQUESTS; reject keeps my own request', async (t) => {
      const rafa = idOf('rafa');
      const theo = idOf('theo');
      t.equal(await act('rafa', 'request', 'theo'), 'FRIEND_REQUEST_SENT');
      t.equal(await act('theo', 'request', 'rafa'), 'MUTUAL_FRIEND_REQUESTS');
      t.equal(await statusOf('rafa', 'theo'), 'MUTUAL_FRIEND_REQUESTS');
      t.same(await pairRows(db, rafa, theo), { sent: 1, received: 1, friendships: 0 }, 'both rows exist');
      const requests = await list('rafa', '/v2/friends/requests');
      t.same(requests.meta, { total: 1, incoming: 1, outgoing: 1, page: 1, perPage: 24 }, 'one entry per persona');
      t.match(requests.data[0]?.meta, { direction: 'mutual', friendStatus: 'MUTUAL_FRIEND_REQUESTS' });

      t.equal(await act('rafa', 'reject', 'theo'), 'NOT_FRIENDS', 'ignoring a mutual request drops both requests');
      t.equal(await statusOf('theo', 'rafa'), 'NOT_FRIENDS');
      t.same(await pairRows(db, rafa, theo), { sent: 0, received: 0, friendships: 0 });

      t.equal(await act('rafa', 'request', 'theo'), 'FRIEND_REQUEST_SENT');
      t.equal(
        await act('rafa', 'reject', 'theo'),
        'FRIEND_REQUEST_SENT',
        'reject never cancels a lone request of mine',
      );
      t.equal(await act('theo', 'accept', 'rafa'), 'FRIENDS');
      t.same(await pairRows(db, rafa, theo), { sent: 0, received: 0, friendships: 1 });
      t.equal(await act('theo', 'unfriend', 'rafa'), 'NOT_FRIENDS');

      t.equal(await act('rafa', 'request', 'theo'), 'FRIEND_REQUEST_SENT');
      t.equal(await act('theo', 'request', 'rafa'), 'MUTUAL_FRIEND_REQUESTS');
      t.equal(await act('rafa', 'accept', 'theo'), 'FRIENDS', 'accepting a mutual request deletes both requests');
      t.same(await pairRows(db, rafa, theo), { sent: 0, received: 0, friendships: 1 });
      t.equal(await act('rafa', 'unfriend', 'theo'), 'NOT_FRIENDS');
    });

    await t.test('reject deletes the incoming request and is idempotent', async (t) => {
      t.equal(await act('kai', 'reject', 'mira'), 'NOT_FRIENDS');
      t.equal(await statusOf('mira', 'kai'), 'NOT_FRIENDS', 'the sender sees it gone');
      t.same(await pairRows(db, idOf('mira'), idOf('kai')), { sent: 0, received: 0, friendships: 0 });
      t.equal(await act('kai', 'reject', 'mira'), 'NOT_FRIENDS', 'rejecting nothing: 200, unchanged');
      t.equal(await act('kai', 'reject', 'nova'), 'FRIENDS', 'reject never ends a friendship');
      t.equal(await act('mira', 'request', 'kai'), 'FRIEND_REQUEST_SENT', 'mira may ask again');
    });

    await t.test('accept needs an incoming request: only the addressee accepts', async (t) => {
      t.equal(await act('theo', 'accept', 'nova', 409), 'no-friend-request', 'nothing to accept');
      t.equal(await act('mira', 'accept', 'kai', 409), 'no-friend-request', 'the sender cannot accept its own request');
      t.equal(await statusOf('mira', 'kai'), 'FRIEND_REQUEST_SENT', 'the request is untouched');
    });

    await t.test('self, unknown personas, unknown actions', async (t) => {
      t.equal(await act('nova', 'request', 'nova', 422), 'self-relation');
      t.equal(await act('nova', 'accept', idOf('nova'), 422), 'self-relation');
      t.equal(await act('nova', 'unfriend', 'nova', 422), 'self-relation');
      t.equal(await act('nova', 'request', '00000000-0000-4000-8000-000000000000', 404), 'not-found');
      t.equal(await act('nova', 'request', 'nobody-here', 404), 'not-found');
      t.equal(await act('nova', 'request', 'Not A Handle!', 404), 'not-found');
      const unknownAction = await request('PATCH', '/v2/friends/kai/befriend', { as: 'nova' });
      t.equal(unknownAction.statusCode, 404);
      t.equal(unknownAction.json<ErrorDocument>().errors[0]?.code, 'not-found');
      const error = await request('PATCH', '/v2/friends/nova/request', { as: 'nova' });
      t.match(error.json<ErrorDocument>().errors[0], {
        status: '422',
        code: 'self-relation',
        title: 'Not possible with yourself',
      });
      t.match(error.headers['content-type'], 'application/vnd.api+json');
    });

    await t.test('/v1 serves the same contract', async (t) => {
      const response = await request('PATCH', '/v1/friends/amara/request', { as: 'nova' });
      t.equal(response.statusCode, 200);
      t.same(response.json<RelationDocument>().data, {
        type: 'friend-relation',
        id: idOf('amara'),
        attributes: { status: 'FRIEND_REQUEST_SENT' },
      });
      const requests = await request('GET', '/v1/friends/requests', { as: 'amara' });
      t.equal(requests.json<ProfileListDocument>().data[0]?.attributes.avatarHandle, 'nova');
      t.equal(await act('amara', 'reject', 'nova'), 'NOT_FRIENDS');
    });

    await t.test('the token decides who acts; the URL only names the other side', async (t) => {
      // mira -> kai is pending again (see above). Nobody but kai can answer it.
      const kai = idOf('kai');
      const mira = idOf('mira');
      t.equal(
        await act('theo', 'accept', 'mira', 409),
        'no-friend-request',
        'theo cannot accept a request meant for kai',
      );
      t.equal(await act('theo', 'reject', 'mira'), 'NOT_FRIENDS', "theo's reject only touches requests to theo");
      t.equal(await act('nova', 'unfriend', 'mira'), 'NOT_FRIENDS');
      t.same(
        await pairRows(db, mira, kai),
        { sent: 1, received: 0, friendships: 0 },
        "mira's request to kai is intact",
      );
      t.same(
        await pairRows(db, kai, idOf('nova')),
        { sent: 0, received: 0, friendships: 1 },
        'kai and nova still friends',
      );

      // A body naming someone else is ignored: the actor is the token's persona.
      const withBody = await request('PATCH', `/v2/friends/${mira}/accept`, {
        as: 'theo',
        body: { data: { type: 'friend-relation', attributes: { from: kai, actor: 'kai' } } },
      });
      t.equal(withBody.statusCode, 409);
      t.same(await pairRows(db, mira, kai), { sent: 1, received: 0, friendships: 0 });

      // A token for an unknown subject never maps to someone else's persona.
      const stranger = await request('PATCH', '/v2/friends/mira/accept', { subject: 'account-kai-but-not-really' });
      t.equal(stranger.statusCode, 403);
      t.equal(await act('kai', 'accept', 'mira'), 'FRIENDS', 'kai himself can');
      t.equal(await act('kai', 'unfriend', 'mira'), 'NOT_FRIENDS');
    });

    await t.test('racing actions on one pair never corrupt it', async (t) => {
      const amara = idOf('amara');
      const rafa = idOf('rafa');
      for (let round = 0; round < 5; round++) {
        // Two opposite requests at once: both succeed, in some order; the state ends MUTUAL.
        const [a, b] = await Promise.all([
          request('PATCH', `/v2/friends/rafa/request`, { as: 'amara' }),
          request('PATCH', `/v2/friends/amara/request`, { as: 'rafa' }),
        ]);
        t.same([a.statusCode, b.statusCode], [200, 200], `round ${round}: both requests succeed`);
        const statuses = [a, b].map((response) => response.json<RelationDocument>().data.attributes.status).sort();
        t.same(statuses, ['FRIEND_REQUEST_SENT', 'MUTUAL_FRIEND_REQUESTS'], 'the later one sees the earlier one');
        t.same(await pairRows(db, amara, rafa), { sent: 1, received: 1, friendships: 0 }, 'mutual: both rows');

        // Both accept at once: one makes them friends, the other finds them friends already.
        const accepts = await Promise.all([
          request('PATCH', `/v2/friends/rafa/accept`, { as: 'amara' }),
          request('PATCH', `/v2/friends/amara/accept`, { as: 'rafa' }),
        ]);
        t.same(
          accepts.map((response) => [response.statusCode, response.json<RelationDocument>().data.attributes.status]),
          [
            [200, 'FRIENDS'],
            [200, 'FRIENDS'],
          ],
        );
        t.same(
          await pairRows(db, amara, rafa),
          { sent: 0, received: 0, friendships: 1 },
          'one friendship, no requests',
        );

        // Unfriend racing a new request: either order is fine, but never friends with a pending request.
        const [unfriend, again] = await Promise.all([
          request('PATCH', `/v2/friends/rafa/unfriend`, { as: 'amara' }),
          request('PATCH', `/v2/friends/amara/request`, { as: 'rafa' }),
        ]);
        t.equal(unfriend.statusCode, 200);
        const rows = await pairRows(db, amara, rafa);
        if (again.statusCode === 200) {
          t.same(rows, { sent: 0, received: 1, friendships: 0 }, 'unfriended first, then a new request');
        } else {
          t.equal(again.statusCode, 409, 'request first (already friends), then unfriended');
          t.same(rows, { sent: 0, received: 0, friendships: 0 });
        }
        await db.query('delete from friend_requests where from_persona in ($1, $2) and to_persona in ($1, $2)', [
          amara,
          rafa,
        ]);
      }
      t.equal(await inconsistentPairs(db), 0, 'no pair is both friends and pending');
    });

    await t.test('paging of /friends', async (t) => {
      for (const other of ['theo', 'amara', 'rafa', 'mira']) {
        await act('nova', 'request', other);
        await act(other, 'accept', 'nova');
      }
      const first = await list('nova', '/v2/friends?perPage=2');
      t.same(first.meta, { total: 5, page: 1, perPage: 2 });
      const third = await list('nova', '/v2/friends?perPage=2&page=3');
      const all = await list('nova', '/v2/friends?perPage=100');
      t.same(
        all.data.map((p) => p.attributes.avatarName),
        [...all.data.map((p) => p.attributes.avatarName)].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)),
        'sorted by name',
      );
      t.equal(third.data.length, 1);
      t.equal(first.links.next, '/v2/friends?page=2&perPage=2');
      const bad = await request('GET', '/v2/friends?perPage=0', { as: 'nova' });
      t.equal(bad.statusCode, 400);
      t.equal(bad.json<ErrorDocument>().errors[0]?.source?.parameter, 'perPage');
      t.equal(await inconsistentPairs(db), 0);
    });
  });
}
