// Likes of experiences as a caller sees them (docs/product.md §5 Likes; docs/upstream-api.md "Likes"),
// on PGlite and on PostgreSQL: idempotent like and unlike, the count under concurrency, and the two
// browse orders that use it.
import t from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';

const SECRET = 'likes-test-secret-0123456789-abcdefghijk';
const LIKERS = 24;

interface LikeDocument {
  data: { type: string; id: string; attributes: { liked: boolean; likeCount: number } };
}
interface ListDocument {
  data: { id: string; attributes: { name: string; likeCount: number; headCount: number } }[];
  meta: { total: number };
}
interface ErrorDocument {
  errors: { status: string; code: string }[];
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const testDb = await openTestDatabase(kind);
    const db: Database = testDb.db;
    await db.query(`update personas set account_subject = 'account-' || handle where handle in ('nova', 'kai')`);
    for (let i = 0; i < LIKERS; i++) {
      await db.query(`insert into personas (handle, name, account_subject) values ($1, $2, $3)`, [
        `liker-${i}`,
        `Liker ${i}`,
        `account-liker-${i}`,
      ]);
    }
    const app: FastifyInstance = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(SECRET) });
    t.teardown(async () => {
      await app.close();
      await testDb.close();
    });

    const call = async (
      method: 'GET' | 'PUT' | 'DELETE',
      url: string,
      subject?: string,
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method,
        url,
        headers:
          subject === undefined ? {} : { authorization: `Bearer ${await signHs256AccessToken(SECRET, subject)}` },
      });
    const list = async (query: string): Promise<ListDocument> => {
      const response = await call('GET', `/v2/experiences?${query}`);
      t.equal(response.statusCode, 200, `GET /v2/experiences?${query}`);
      return response.json<ListDocument>();
    };

    const [target] = await db.query<{ id: string }>(`select id from experiences order by id limit 1`);
    if (!target) throw new Error('the seed has no experiences');
    const likeUrl = `/v2/experience/${target.id}/like`;
    const [before] = await db.query<{ like_count: number }>('select like_count from experiences where id = $1', [
      target.id,
    ]);
    const base = Number(before?.like_count ?? 0);

    await t.test('a visitor cannot like or read a like, and the answer is never cached', async (t) => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(method, likeUrl);
        t.equal(response.statusCode, 401, `${method} without a token -> 401`);
        t.equal(response.json<ErrorDocument>().errors[0]?.code, 'unauthorized');
        t.equal(response.headers['cache-control'], 'no-store');
      }
    });

    await t.test('liking twice is one like; unliking removes it; both are idempotent', async (t) => {
      const first = await call('PUT', likeUrl, 'account-kai');
      t.equal(first.statusCode, 201, 'the first like is created');
      t.same(first.json<LikeDocument>().data.attributes, { liked: true, likeCount: base + 1 });
      t.equal(first.json<LikeDocument>().data.id, target.id);
      const again = await call('PUT', likeUrl, 'account-kai');
      t.equal(again.statusCode, 200, 'liking again changes nothing');
      t.same(again.json<LikeDocument>().data.attributes, { liked: true, likeCount: base + 1 });

      const state = await call('GET', likeUrl, 'account-kai');
      t.equal(state.statusCode, 200);
      t.same(state.json<LikeDocument>().data.attributes, { liked: true, likeCount: base + 1 });
      t.equal(state.headers['cache-control'], 'private, no-store', "the caller's own like is not for shared caches");
      const novaView = await call('GET', likeUrl, 'account-nova');
      t.same(
        novaView.json<LikeDocument>().data.attributes,
        { liked: false, likeCount: base + 1 },
        'another persona sees the count, not a like',
      );

      const detail = await call('GET', `/v2/experience/${target.id}`);
      t.equal(
        detail.json<{ data: { attributes: { likeCount: number } } }>().data.attributes.likeCount,
        base + 1,
        'the resource carries the count',
      );

      const unlike = await call('DELETE', likeUrl, 'account-kai');
      t.equal(unlike.statusCode, 200);
      t.same(unlike.json<LikeDocument>().data.attributes, { liked: false, likeCount: base });
      const unlikeAgain = await call('DELETE', likeUrl, 'account-kai');
      t.equal(unlikeAgain.statusCode, 200, 'unliking what is not liked is not an error');
      t.same(unlikeAgain.json<LikeDocument>().data.attributes, { liked: false, likeCount: base });
    });

    await t.test('an unknown or malformed experience is 404', async (t) => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const response = await call(method, `/v2/experience/${id}/like`, 'account-kai');
          t.equal(response.statusCode, 404, `${method} ${id} -> 404`);
        }
      }
    });

    await t.test(
      'concurrent likes from many personas give the exact count, and repeated ones add nothing',
      async (t) => {
        const subjects = Array.from({ length: LIKERS }, (_, i) => `account-liker-${i}`);
        const answers = await Promise.all([...subjects, ...subjects].map((subject) => call('PUT', likeUrl, subject)));
        t.same(
          answers.map((answer) => answer.statusCode).sort(),
          [...Array<number>(LIKERS).fill(200), ...Array<number>(LIKERS).fill(201)],
          'each persona created one like and was told the second was already there',
        );
        const state = await call('GET', likeUrl, 'account-nova');
        t.equal(state.json<LikeDocument>().data.attributes.likeCount, base + LIKERS);
        const [rows] = await db.query<{ n: number }>(
          'select count(*)::int as n from experience_likes where experience_id = $1',
          [target.id],
        );
        t.equal(rows?.n, base + LIKERS, 'the count matches the rows');

        const removed = await Promise.all(subjects.slice(0, 10).map((subject) => call('DELETE', likeUrl, subject)));
        t.ok(removed.every((answer) => answer.statusCode === 200));
        const after = await call('GET', likeUrl, 'account-nova');
        t.equal(after.json<LikeDocument>().data.attributes.likeCount, base + LIKERS - 10);
      },
    );

    await t.test('a deleted persona takes its likes and the count with it', async (t) => {
      const [count] = await db.query<{ like_count: number }>('select like_count from experiences where id = $1', [
        target.id,
      ]);
      await db.query(`delete from personas where handle = 'liker-23'`);
      const [after] = await db.query<{ like_count: number }>('select like_count from experiences where id = $1', [
        target.id,
      ]);
      t.equal(Number(after?.like_count), Number(count?.like_count) - 1);
    });

    await t.test('most-liked: by like count, ties by id; most-active: by people in it now, ties by id', async (t) => {
      const ids = (await db.query<{ id: string }>('select id from experiences order by id limit 3')).map(
        (row) => row.id,
      );
      const [second, third] = [ids[1] ?? '', ids[2] ?? ''];
      for (const subject of ['account-nova', 'account-kai'])
        t.equal((await call('PUT', `/v2/experience/${third}/like`, subject)).statusCode, 201);
      t.equal((await call('PUT', `/v2/experience/${second}/like`, 'account-nova')).statusCode, 201);

      const liked = await list('sort=most-liked&perPage=48');
      const counts = liked.data.map((item) => item.attributes.likeCount);
      t.equal(liked.data[0]?.id, target.id, 'the most liked first');
      t.ok(
        counts.every((count, i) => i === 0 || (counts[i - 1] ?? 0) >= count),
        'never more likes after fewer',
      );
      for (let i = 1; i < liked.data.length; i++) {
        const [a, b] = [liked.data[i - 1], liked.data[i]];
        if (a && b && a.attributes.likeCount === b.attributes.likeCount) t.ok(a.id < b.id, 'equal counts in id order');
      }
      const positions = [target.id, third, second].map((id) => liked.data.findIndex((item) => item.id === id));
      t.same(positions, [0, 1, 2], 'then 2 likes, then 1');

      await db.query('update experiences set head_count = 0');
      await db.query('update experiences set head_count = 7 where id = $1', [third]);
      await db.query('update experiences set head_count = 3 where id = any($1::uuid[])', [[second, target.id]]);
      const active = await list('sort=most-active&perPage=3');
      t.same(
        active.data.map((item) => item.id),
        [third, ...[second, target.id].sort()],
        'most people first; equal counts in id order',
      );
      const page1 = await list('sort=most-active&perPage=5&page=1');
      const page2 = await list('sort=most-active&perPage=5&page=2');
      const seen = new Set(page1.data.map((item) => item.id));
      t.notOk(
        page2.data.some((item) => seen.has(item.id)),
        'pages never overlap among equal counts',
      );

      const bad = await call('GET', '/v2/experiences?sort=most-loved');
      t.equal(bad.statusCode, 400);
      t.match(bad.json<{ errors: { detail: string }[] }>().errors[0]?.detail, /most-liked, most-active/);
    });
  });
}
