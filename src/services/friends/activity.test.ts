// Mutual friends and friends' activity as a caller sees them (docs/product.md §18; docs/upstream-api.md
// GET /friends/mutual/{id}, /friends/events/{id}, /friends/listings/{id}), on PGlite and on PostgreSQL.
// Demo relations: kai and nova are friends; the test adds nova–mira, nova–theo and kai–theo, so kai and
// mira share nova, and kai and nova share theo.
import t from 'tap';
import type { Database } from '../db/database.ts';
import {
  SUBJECT_WITHOUT_PERSONA,
  setupTestApp,
  type ErrorDocument,
  type ProfileListDocument,
} from '../profiles/testing.ts';

async function befriend(db: Database, a: string, b: string): Promise<void> {
  await db.query(
    `insert into friendships (persona_low, persona_high) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid))
     on conflict do nothing`,
    [a, b],
  );
}

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, idOf, request, close } = await setupTestApp(kind);
    t.teardown(close);
    await befriend(db, idOf('nova'), idOf('mira'));
    await befriend(db, idOf('nova'), idOf('theo'));
    await befriend(db, idOf('kai'), idOf('theo'));

    const list = async (as: string, url: string) => {
      const response = await request('GET', url, { as });
      t.equal(response.statusCode, 200, `GET ${url} as ${as}`);
      t.equal(response.headers['cache-control'], 'private, no-store', 'answers for one caller are private');
      return response.json<ProfileListDocument>();
    };
    const handles = (document: ProfileListDocument) => document.data.map((item) => item.attributes.avatarHandle);
    const errorOf = async (url: string, options: { as?: string; subject?: string } = {}) => {
      const response = await request('GET', url, options);
      return { status: response.statusCode, code: response.json<ErrorDocument>().errors[0]?.code };
    };

    await t.test('mutual friends, from both sides', async (t) => {
      const kaiMira = await list('kai', '/v2/friends/mutual/mira');
      t.same(handles(kaiMira), ['nova']);
      t.same(kaiMira.meta, { total: 1, page: 1, perPage: 24 });
      t.equal(kaiMira.data[0]?.links?.self, `/v2/profiles/${idOf('nova')}`);
      t.same(handles(await list('mira', '/v2/friends/mutual/kai')), ['nova'], 'the same from the other side');
      t.same(
        handles(await list('kai', `/v2/friends/mutual/${idOf('nova').toUpperCase()}`)),
        ['theo'],
        'by uuid, any case',
      );
      t.same(handles(await list('kai', '/v2/friends/mutual/NOVA')), ['theo'], 'handles in any case');
      t.same(handles(await list('theo', '/v2/friends/mutual/mira')), ['nova']);
      t.same(await list('amara', '/v2/friends/mutual/kai').then(handles), [], 'no friends: nothing in common');
      t.same(await list('kai', '/v2/friends/mutual/rafa').then(handles), [], 'a stranger with no friends in common');
    });

    await t.test('paging keeps the total on an empty page', async (t) => {
      await befriend(db, idOf('kai'), idOf('amara'));
      await befriend(db, idOf('nova'), idOf('amara'));
      const first = await list('kai', '/v2/friends/mutual/nova?perPage=1');
      t.same(handles(first), ['amara'], 'by name');
      t.same(first.meta, { total: 2, page: 1, perPage: 1 });
      t.equal(first.links.next, `/v2/friends/mutual/nova?page=2&perPage=1`);
      t.same(handles(await list('kai', '/v2/friends/mutual/nova?perPage=1&page=2')), ['theo']);
      const past = await list('kai', '/v2/friends/mutual/nova?perPage=1&page=9');
      t.same(past.data, []);
      t.same(past.meta, { total: 2, page: 9, perPage: 1 });
      const bad = await request('GET', '/v2/friends/mutual/nova?perPage=101', { as: 'kai' });
      t.equal(bad.statusCode, 400);
      t.equal(bad.json<ErrorDocument>().errors[0]?.source?.parameter, 'perPage');
    });

    await t.test('friends going to an event: a ticket or a saved event', async (t) => {
      const [party] = await db.query<{ event_id: string }>(
        `select t.event_id::text from tickets t where t.holder_persona_id = $1 limit 1`,
        [idOf('kai')],
      );
      if (!party) throw new Error('the demo gives kai a ticket');
      const [saved] = await db.query<{ event_id: string }>(
        `select event_id::text from calendar_saves where persona_id = $1 and event_id <> $2 limit 1`,
        [idOf('kai'), party.event_id],
      );
      if (!saved) throw new Error('the demo has kai save events');
      const ticket = await list('nova', `/v2/friends/events/${party.event_id}`);
      t.same(handles(ticket), ['kai']);
      t.match(ticket.data[0]?.meta, { hasTicket: true });
      const savedOnly = await list('theo', `/v2/friends/events/${saved.event_id}`);
      t.same(handles(savedOnly), ['kai']);
      t.same(savedOnly.data[0]?.meta, { hasTicket: false, saved: true });
      t.same(await list('mira', `/v2/friends/events/${saved.event_id}`).then(handles), [], 'kai is not mira’s friend');
      await db.query('insert into calendar_saves (persona_id, event_id) values ($1, $2)', [
        idOf('mira'),
        saved.event_id,
      ]);
      t.same(await list('nova', `/v2/friends/events/${saved.event_id}`).then(handles), ['kai', 'mira'], 'by name');
      t.same((await list('rafa', `/v2/friends/events/${saved.event_id}`)).meta, { total: 0, page: 1, perPage: 24 });
      t.same(await errorOf(`/v2/friends/events/${UNKNOWN_UUID}`, { as: 'kai' }), { status: 404, code: 'not-found' });
      t.same(await errorOf('/v2/friends/events/not-an-id', { as: 'kai' }), { status: 404, code: 'not-found' });
    });

    await t.test('friends who own a listing', async (t) => {
      const [owned] = await db.query<{ product_id: string }>(
        `select product_id::text from owned_products where persona_id = $1 limit 1`,
        [idOf('theo')],
      );
      if (!owned) throw new Error('the demo has theo buy from nova');
      t.same(handles(await list('kai', `/v2/friends/listings/${owned.product_id}`)), ['theo']);
      t.same(
        await list('mira', `/v2/friends/listings/${owned.product_id}`).then(handles),
        [],
        'theo is not mira’s friend',
      );
      t.same(await errorOf(`/v2/friends/listings/${UNKNOWN_UUID}`, { as: 'kai' }), { status: 404, code: 'not-found' });
      await db.query('update products set deleted_at = now() where id = $1', [owned.product_id]);
      t.same(
        await errorOf(`/v2/friends/listings/${owned.product_id}`, { as: 'kai' }),
        { status: 404, code: 'not-found' },
        'deleted',
      );
    });

    await t.test('who may ask', async (t) => {
      for (const url of [
        '/v2/friends/mutual/nova',
        `/v1/friends/events/${UNKNOWN_UUID}`,
        `/v2/friends/listings/${UNKNOWN_UUID}`,
      ]) {
        t.equal((await errorOf(url)).status, 401, `anonymous ${url}`);
        t.same(
          await errorOf(url, { subject: SUBJECT_WITHOUT_PERSONA }),
          { status: 403, code: 'persona-required' },
          url,
        );
      }
      t.same(await errorOf('/v2/friends/mutual/kai', { as: 'kai' }), { status: 422, code: 'self-relation' });
      t.same(await errorOf('/v2/friends/mutual/nobody-here', { as: 'kai' }), { status: 404, code: 'not-found' });
    });
  });
}
