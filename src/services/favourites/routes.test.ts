// Favourites as a caller of the reviews proxy and GET /favorites sees them (app.inject), on PGlite and on
// PostgreSQL: idempotent favouriting, counts that equal the rows under concurrent toggles, the fixed
// rating, ownership, and nothing changed on refusal.
import t from 'tap';
import { SUBJECT_WITHOUT_PERSONA, setupTestApp } from '../profiles/testing.ts';
import { errorsOf, type ListDocument, type SingleDocument } from '../commerce/testing.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, close } = await setupTestApp(kind);
    t.teardown(close);
    // Every persona can act (the shared setup links six of them to token subjects).
    await db.query(`update personas set account_subject = 'account-' || handle where account_subject is null`);
    // Counts below start from zero: the demo favourites are not part of this test's story.
    await db.query('delete from reviews where experience_id is not null');
    const personas = (await db.query<{ handle: string }>('select handle from personas order by handle')).map(
      (row) => row.handle,
    );
    const experiences = await db.query<{ id: string; name: string }>(
      `select e.id, e.name from experiences e join personas p on p.id = e.persona_id where p.handle = 'nova' order by e.name limit 4`,
    );
    const [first, second, third, fourth] = experiences.map((row) => row.id);
    if (!first || !second || !third || !fourth) throw new Error('nova needs four experiences');
    const favourite = (id: string, rating: unknown = 5, extra: Record<string, unknown> = {}) => ({
      data: { type: 'review', attributes: { item: { type: 'experience', id }, rating, ...extra } },
    });
    const rowsOf = async (experienceId: string) =>
      (
        await db.query<{ n: number }>('select count(*)::int as n from reviews where experience_id = $1', [experienceId])
      )[0]?.n ?? -1;
    const countOf = async (experienceId: string) => {
      const response = await request('GET', `/v2/reviews-proxy/reviewsummary?filter[id]=${experienceId}`);
      t.equal(response.statusCode, 200);
      return Number(response.json<ListDocument>().data[0]?.attributes.count);
    };
    const mine = async (as: string, ids: string[]) => {
      const response = await request('GET', `/v2/reviews-proxy/user/reviews?filter[reviewSummaryId]=${ids.join(',')}`, {
        as,
      });
      t.equal(response.statusCode, 200);
      return response.json<ListDocument>().data;
    };

    await t.test('favouriting twice keeps one favourite; the count follows', async (t) => {
      const created = await request('POST', '/v2/reviews-proxy/review', { as: 'kai', body: favourite(first) });
      t.equal(created.statusCode, 201);
      const doc = created.json<SingleDocument>();
      t.match(doc.data.attributes, {
        item: { type: 'experience', id: first, name: experiences[0]?.name },
        rating: 5,
        review: null,
        personaHandle: 'kai',
      });
      t.equal(created.headers.location, `/v2/reviews-proxy/review/${doc.data.id}`);
      const again = await request('POST', '/v1/reviews-proxy/review', {
        as: 'kai',
        body: favourite(first.toUpperCase()),
      });
      t.equal(again.statusCode, 200, 'the second favourite answers the first');
      t.equal(again.json<SingleDocument>().data.id, doc.data.id);
      t.equal(await rowsOf(first), 1);
      t.equal(await countOf(first), 1);
      t.same(
        (await mine('kai', [first, second])).map((resource) => resource.id),
        [doc.data.id],
        'status of a set in one call',
      );
      t.same(await mine('mira', [first]), [], "someone else's favourites are not mine");
    });

    await t.test('refusals: rating, item type, unknown experience, no persona — nothing stored', async (t) => {
      for (const rating of [4.5, 1, '5', null]) {
        const response = await request('POST', '/v2/reviews-proxy/review', {
          as: 'mira',
          body: favourite(second, rating),
        });
        t.equal(response.statusCode, 422, `rating ${String(rating)}`);
        t.match(errorsOf(response)[0], { code: 'invalid-attribute', source: { pointer: '/data/attributes/rating' } });
      }
      const withText = await request('POST', '/v2/reviews-proxy/review', {
        as: 'mira',
        body: favourite(second, 5, { review: 'nice' }),
      });
      t.equal(withText.statusCode, 422, 'a favourite has no text');
      const product = await request('POST', '/v2/reviews-proxy/review', {
        as: 'mira',
        body: { data: { type: 'review', attributes: { item: { type: 'product', id: second }, rating: 5 } } },
      });
      t.equal(product.statusCode, 422);
      t.match(errorsOf(product)[0], { source: { pointer: '/data/attributes/item/type' } });
      const unknown = await request('POST', '/v2/reviews-proxy/review', {
        as: 'mira',
        body: favourite('00000000-0000-4000-8000-000000000000'),
      });
      t.equal(unknown.statusCode, 404);
      const badId = await request('POST', '/v2/reviews-proxy/review', { as: 'mira', body: favourite('not-an-id') });
      t.equal(badId.statusCode, 422);
      const wrongType = await request('POST', '/v2/reviews-proxy/review', {
        as: 'mira',
        body: { data: { type: 'favourite', attributes: {} } },
      });
      t.equal(wrongType.statusCode, 409);
      t.equal((await request('POST', '/v2/reviews-proxy/review', { body: favourite(second) })).statusCode, 401);
      t.equal(
        (
          await request('POST', '/v2/reviews-proxy/review', {
            subject: SUBJECT_WITHOUT_PERSONA,
            body: favourite(second),
          })
        ).statusCode,
        403,
      );
      t.equal(await rowsOf(second), 0, 'nothing stored');

      // The plain review routes keep the same rule (the database would refuse it too).
      const review = await request('POST', '/v2/review', { as: 'mira', body: favourite(second, 3) });
      t.equal(review.statusCode, 422);
      await t.rejects(
        db.query(
          `insert into reviews (experience_id, persona_id, rating) select $1, id, 4 from personas where handle = 'mira'`,
          [second],
        ),
        /reviews_experience_rating_five/,
      );
      t.equal(await rowsOf(second), 0);
    });

    await t.test("unfavourite: the author only; someone else's is 403 and stays", async (t) => {
      const created = await request('POST', '/v2/reviews-proxy/review', { as: 'mira', body: favourite(third) });
      const id = created.json<SingleDocument>().data.id;
      const other = await request('DELETE', `/v2/reviews-proxy/review/${id}`, { as: 'kai' });
      t.equal(other.statusCode, 403);
      t.match(errorsOf(other)[0], { code: 'not-owner' });
      t.equal(await rowsOf(third), 1, 'still there');
      const patched = await request('PATCH', `/v2/review/${id}`, {
        as: 'mira',
        body: { data: { type: 'review', id, attributes: { rating: 4 } } },
      });
      t.equal(patched.statusCode, 422, 'a favourite keeps rating 5 through PATCH /review too');
      const [stored] = await db.query<{ rating: string }>('select rating from reviews where id = $1', [id]);
      t.equal(Number(stored?.rating), 5);
      t.equal((await request('DELETE', `/v2/reviews-proxy/review/${id}`)).statusCode, 401);
      t.equal((await request('DELETE', `/v2/reviews-proxy/review/${id}`, { as: 'mira' })).statusCode, 204);
      t.equal((await request('DELETE', `/v2/reviews-proxy/review/${id}`, { as: 'mira' })).statusCode, 404, 'gone');
      t.equal((await request('DELETE', '/v2/reviews-proxy/review/nope', { as: 'mira' })).statusCode, 404);
      t.equal(await countOf(third), 0);
      // A product review is not a favourite: the proxy does not delete it.
      const [productReview] = await db.query<{ id: string; handle: string }>(
        `select r.id, p.handle from reviews r join personas p on p.id = r.persona_id where r.product_id is not null limit 1`,
      );
      if (!productReview) throw new Error('the seed has product reviews');
      t.equal(
        (await request('DELETE', `/v2/reviews-proxy/review/${productReview.id}`, { as: productReview.handle }))
          .statusCode,
        404,
      );
    });

    await t.test('concurrency: 20 simultaneous favourites by one persona keep one; 10 personas count 10', async (t) => {
      const same = await Promise.all(
        Array.from({ length: 20 }, () =>
          request('POST', '/v2/reviews-proxy/review', { as: 'theo', body: favourite(fourth) }),
        ),
      );
      t.same(
        same.map((response) => response.statusCode).sort((a, b) => a - b),
        [...Array.from({ length: 19 }, () => 200), 201],
        'one created, the rest answer it',
      );
      t.equal(new Set(same.map((response) => response.json<SingleDocument>().data.id)).size, 1);
      t.equal(await rowsOf(fourth), 1);

      const ten = personas.filter((handle) => !['theo', 'amara', 'rafa'].includes(handle)).slice(0, 10);
      t.equal(ten.length, 10);
      const answers = await Promise.all(
        ten.map((as) => request('POST', '/v2/reviews-proxy/review', { as, body: favourite(fourth) })),
      );
      t.same(
        answers.map((response) => response.statusCode),
        ten.map(() => 201),
      );
      t.equal(await rowsOf(fourth), 11);
      t.equal(await countOf(fourth), 11, 'count = rows');

      // Toggles racing each other: adds and removes of one persona's favourite, interleaved.
      const id = same[0]?.json<SingleDocument>().data.id ?? '';
      const toggles = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2 === 0
            ? request('POST', '/v2/reviews-proxy/review', { as: 'theo', body: favourite(fourth) })
            : request('DELETE', `/v2/reviews-proxy/review/${id}`, { as: 'theo' }),
        ),
      );
      t.ok(
        toggles.every((response) => [200, 201, 204, 404].includes(response.statusCode)),
        'no server errors',
      );
      const theoRows = (await mine('theo', [fourth])).length;
      t.ok(theoRows <= 1, 'never two');
      t.equal(await countOf(fourth), await rowsOf(fourth), 'count = rows after the race');
      t.equal(await rowsOf(fourth), 10 + theoRows);
    });

    await t.test('GET /favorites: experience cards, newest favourite first, paged', async (t) => {
      for (const id of [second, third]) {
        t.equal(
          (await request('POST', '/v2/reviews-proxy/review', { as: 'amara', body: favourite(id) })).statusCode,
          201,
        );
        await db.query(
          `update reviews set created_at = created_at - interval '1 minute' where experience_id <> $1 and persona_id = (select id from personas where handle = 'amara')`,
          [id],
        );
      }
      const page1 = await request('GET', '/v2/favorites?perPage=1&fields[experience]=name,handle,personaHandle', {
        as: 'amara',
      });
      t.equal(page1.statusCode, 200);
      t.match(page1.headers['cache-control'], /private/);
      const doc = page1.json<ListDocument>();
      t.equal(doc.meta.total, 2);
      t.equal(doc.data[0]?.id, third, 'newest first');
      t.equal(doc.data[0]?.type, 'experience');
      t.match(doc.data[0]?.attributes, {
        name: String,
        handle: String,
        personaHandle: 'nova',
        favouriteId: String,
        favouritedAt: String,
      });
      t.notOk('summary' in (doc.data[0]?.attributes ?? {}), 'sparse fields');
      t.ok(doc.included?.some((resource) => resource.type === 'persona'));
      t.match(doc.links, { next: '/v2/favorites?page=2&perPage=1' });
      const page2 = (await request('GET', '/v2/favorites?perPage=1&page=2', { as: 'amara' })).json<ListDocument>();
      t.equal(page2.data[0]?.id, second);
      t.equal((await request('GET', '/v2/favorites')).statusCode, 401);
      t.equal((await request('GET', '/v2/favorites?perPage=0', { as: 'amara' })).statusCode, 400);
      t.same((await request('GET', '/v2/favorites', { as: 'rafa' })).json<ListDocument>().data, [], 'none yet');
    });

    await t.test('counts are public and cacheable; a filter is required', async (t) => {
      const response = await request('GET', `/v2/reviews-proxy/reviewsummary?filter[id]=${second},${first}`);
      t.match(response.headers['cache-control'], /public/);
      t.same(
        response.json<ListDocument>().data.map((resource) => resource.id),
        [second, first],
        'in the order asked',
      );
      t.equal((await request('GET', '/v2/reviews-proxy/reviewsummary')).statusCode, 400);
      t.equal((await request('GET', '/v2/reviews-proxy/user/reviews')).statusCode, 401);
    });
  });
}
