// Reviews, review summaries and product reports as a caller sees them (app.inject), on PGlite and on
// PostgreSQL.
import t from 'tap';
import { SUBJECT_WITHOUT_PERSONA, setupTestApp } from '../profiles/testing.ts';
import { errorsOf, product, type ListDocument, type SingleDocument } from './testing.ts';

interface Summary {
  averageRating: number | null;
  count: number;
  distribution: Record<string, number>;
  itemType: string;
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, close } = await setupTestApp(kind);
    t.teardown(close);
    const get = async <T>(url: string, as?: string): Promise<T> => {
      const response = await request('GET', url, as === undefined ? {} : { as });
      t.equal(response.statusCode, 200, `GET ${url}`);
      return response.json<T>();
    };
    const review = (attributes: Record<string, unknown>, id?: string) => ({
      data: { type: 'review', ...(id ? { id } : {}), attributes },
    });
    const summaryOf = async (id: string) =>
      (await get<SingleDocument>(`/v2/reviewsummary/${id}`)).data.attributes as unknown as Summary;

    // A listing nobody has reviewed yet, sold by nova (theo and mira will review it).
    const [fresh] = await db.query<{ id: string }>(
      `select p.id from products p join stores s on s.id = p.store_id
        where s.handle = 'nova' and p.status = 'listed' and not exists (select 1 from reviews r where r.product_id = p.id)
        order by p.name limit 1`,
    );
    const [reviewed] = await db.query<{ id: string }>(
      `select p.id from products p join stores s on s.id = p.store_id
        where s.handle <> 'theo' and p.status = 'listed' and (select count(*) from reviews r where r.product_id = p.id) >= 3
          and not exists (select 1 from reviews r join personas pe on pe.id = r.persona_id where r.product_id = p.id and pe.handle = 'theo')
        order by p.name limit 1`,
    );
    const [experience] = await db.query<{ id: string }>(
      `select e.id from experiences e join personas p on p.id = e.persona_id where p.handle = 'nova' limit 1`,
    );
    const freshId = fresh?.id ?? '';
    const reviewedId = reviewed?.id ?? '';

    await t.test('a review: created once per persona and item, and the average follows', async (t) => {
      t.same(await summaryOf(freshId), {
        itemType: 'product',
        averageRating: null,
        count: 0,
        distribution: { '0.5': 0, '1': 0, '1.5': 0, '2': 0, '2.5': 0, '3': 0, '3.5': 0, '4': 0, '4.5': 0, '5': 0 },
      });
      const created = await request('POST', '/v2/review', {
        as: 'theo',
        body: review({ item: { type: 'product', id: freshId }, rating: 4.5, review: '  Lovely. ' }),
      });
      t.equal(created.statusCode, 201);
      const doc = created.json<SingleDocument>();
      t.equal(created.headers.location, `/v2/review/${doc.data.id}`);
      t.match(doc.data.attributes, {
        item: { type: 'product', id: freshId, name: String },
        reviewSummaryId: freshId,
        rating: 4.5,
        review: 'Lovely.',
        personaHandle: 'theo',
      });

      const again = await request('POST', '/v2/review', {
        as: 'theo',
        body: review({ item: { type: 'product', id: freshId }, rating: 1 }),
      });
      t.equal(again.statusCode, 409, 'one review per persona and product');
      t.match(errorsOf(again)[0], { code: 'review-exists', meta: { id: doc.data.id } });

      await request('POST', '/v2/review', {
        as: 'mira',
        body: review({ item: { type: 'product', id: freshId }, rating: 2, review: null }),
      });
      t.match(await summaryOf(freshId), { averageRating: 3.25, count: 2, distribution: { '2': 1, '4.5': 1 } });
      const listing = await get<SingleDocument>(`/v2/products/${freshId}`);
      t.same(
        product(listing.data).reviewSummary,
        { averageRating: 3.25, count: 2 },
        'the listing carries the same summary',
      );

      const patched = await request('PATCH', `/v2/review/${doc.data.id}`, {
        as: 'theo',
        body: review({ rating: 5, review: null }, doc.data.id),
      });
      t.equal(patched.statusCode, 200);
      t.match(patched.json<SingleDocument>().data.attributes, { rating: 5, review: null });
      t.match(await summaryOf(freshId), { averageRating: 3.5, count: 2 });

      t.equal(
        (await request('PATCH', `/v2/review/${doc.data.id}`, { as: 'mira', body: review({ rating: 1 }) })).statusCode,
        403,
        'author only',
      );
      t.equal((await request('DELETE', `/v2/review/${doc.data.id}`, { as: 'mira' })).statusCode, 403);
      t.equal((await request('DELETE', `/v2/review/${doc.data.id}`)).statusCode, 401);
      t.equal((await request('DELETE', `/v2/review/${doc.data.id}`, { as: 'theo' })).statusCode, 204);
      t.equal((await request('DELETE', `/v2/review/${doc.data.id}`, { as: 'theo' })).statusCode, 404);
      t.match(await summaryOf(freshId), { averageRating: 2, count: 1 });
      const redo = await request('POST', '/v2/review', {
        as: 'theo',
        body: review({ item: { type: 'product', id: freshId }, rating: 3 }),
      });
      t.equal(redo.statusCode, 201, 'after deleting, a new review is welcome');
    });

    await t.test('existing averages move with a new review', async (t) => {
      const before = await summaryOf(reviewedId);
      t.ok(before.count >= 3);
      await request('POST', '/v2/review', {
        as: 'theo',
        body: review({ item: { type: 'product', id: reviewedId }, rating: 0.5 }),
      });
      const after = await summaryOf(reviewedId);
      t.equal(after.count, before.count + 1);
      t.ok((after.averageRating ?? 0) < (before.averageRating ?? 0), 'a low rating pulls the average down');
      t.equal(
        Object.values(after.distribution).reduce((sum, n) => sum + n, 0),
        after.count,
      );
    });

    await t.test('validation, items and rights', async (t) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ item: { type: 'product', id: freshId }, rating: 4.3 }, '/data/attributes/rating'],
        [{ item: { type: 'product', id: freshId }, rating: 0 }, '/data/attributes/rating'],
        [{ item: { type: 'product', id: freshId }, rating: 5.5 }, '/data/attributes/rating'],
        [{ item: { type: 'product', id: freshId }, rating: '5' }, '/data/attributes/rating'],
        [{ item: { type: 'product', id: freshId } }, '/data/attributes/rating'],
        [{ item: { type: 'product', id: freshId }, rating: 3, review: 'x'.repeat(2001) }, '/data/attributes/review'],
        [{ item: { type: 'world', id: freshId }, rating: 3 }, '/data/attributes/item/type'],
        [{ item: { type: 'product', id: 'nope' }, rating: 3 }, '/data/attributes/item/id'],
        [{ rating: 3 }, '/data/attributes/item'],
        [{ item: { type: 'product', id: freshId }, rating: 3, stars: 3 }, '/data/attributes/stars'],
      ];
      for (const [attributes, pointer] of cases) {
        const response = await request('POST', '/v2/review', { as: 'kai', body: review(attributes) });
        t.equal(response.statusCode, 422, JSON.stringify(attributes).slice(0, 80));
        t.match(errorsOf(response)[0], { code: 'invalid-attribute', source: { pointer } });
      }
      const missing = await request('POST', '/v2/review', {
        as: 'kai',
        body: review({ item: { type: 'product', id: '00000000-0000-4000-8000-000000000000' }, rating: 3 }),
      });
      t.equal(missing.statusCode, 404);
      const own = await request('POST', '/v2/review', {
        as: 'nova',
        body: review({ item: { type: 'product', id: freshId }, rating: 5 }),
      });
      t.equal(own.statusCode, 422);
      t.equal(errorsOf(own)[0]?.code, 'self-review');
      t.equal(
        (await request('POST', '/v2/review', { body: review({ item: { type: 'product', id: freshId }, rating: 3 }) }))
          .statusCode,
        401,
      );
      t.equal(
        (
          await request('POST', '/v2/review', {
            subject: SUBJECT_WITHOUT_PERSONA,
            body: review({ item: { type: 'product', id: freshId }, rating: 3 }),
          })
        ).statusCode,
        403,
      );
      const wrongType = await request('POST', '/v2/review', {
        as: 'kai',
        body: { data: { type: 'reviews', attributes: {} } },
      });
      t.equal(errorsOf(wrongType)[0]?.code, 'type-mismatch');
    });

    await t.test('favourites: reviews of experiences', async (t) => {
      const experienceId = experience?.id ?? '';
      const favourite = await request('POST', '/v1/review', {
        as: 'kai',
        body: review({ item: { type: 'experience', id: experienceId }, rating: 5 }),
      });
      t.equal(favourite.statusCode, 201);
      const id = favourite.json<SingleDocument>().data.id;
      t.match(favourite.json<SingleDocument>().data.attributes, {
        item: { type: 'experience', id: experienceId, name: String },
        rating: 5,
      });
      const mine = await get<ListDocument>(`/v2/user/reviews?filter[reviewSummaryId]=${experienceId}`, 'kai');
      t.same(
        mine.data.map((resource) => resource.id),
        [id],
        'is it a favourite? one lookup',
      );
      t.match(await summaryOf(experienceId), { itemType: 'experience', count: 1, averageRating: 5 });
      t.equal(
        (
          await request('POST', '/v1/review', {
            as: 'kai',
            body: review({ item: { type: 'experience', id: experienceId }, rating: 5 }),
          })
        ).statusCode,
        409,
      );
      t.equal((await request('DELETE', `/v1/review/${id}`, { as: 'kai' })).statusCode, 204, 'unfavourite');
      const gone = await request('POST', '/v2/review', {
        as: 'kai',
        body: review({ item: { type: 'experience', id: '00000000-0000-4000-8000-000000000000' }, rating: 5 }),
      });
      t.equal(gone.statusCode, 404);
    });

    await t.test('lists: the caller’s reviews, an item’s reviews, summaries', async (t) => {
      const all = await get<ListDocument>('/v2/user/reviews?perPage=100', 'theo');
      t.ok(all.meta.total >= 2);
      t.ok(all.data.every((resource) => resource.attributes.personaHandle === 'theo'));
      const one = await get<ListDocument>(`/v2/user/reviews?filter[productId]=${freshId}`, 'theo');
      t.equal(one.meta.total, 1);
      t.equal((await request('GET', '/v2/user/reviews')).statusCode, 401);
      const bad = await request('GET', '/v2/user/reviews?filter[productId]=x', { as: 'theo' });
      t.equal(bad.statusCode, 400);
      t.match(errorsOf(bad)[0], { source: { parameter: 'filter[productId]' } });

      const ofItem = await get<ListDocument>(`/v2/reviews?filter[reviewSummaryId]=${reviewedId}&perPage=2`);
      t.equal(ofItem.data.length, 2);
      t.ok(ofItem.meta.total >= 4);
      t.match(ofItem.links?.next, /filter%5BreviewSummaryId%5D=/);
      t.equal((await request('GET', '/v2/reviews')).statusCode, 400, 'a filter is needed');

      const summaries = await get<ListDocument>(
        `/v2/reviewsummary?filter[id]=${reviewedId},${freshId},00000000-0000-4000-8000-000000000000`,
      );
      t.same(
        summaries.data.map((resource) => resource.id),
        [reviewedId, freshId],
        'in the order asked; unknown ids left out',
      );
      t.equal((await request('GET', '/v2/reviewsummary')).statusCode, 400);
      t.equal((await request('GET', '/v2/reviewsummary/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    });

    await t.test('POST /report/products', async (t) => {
      const body = {
        data: {
          type: 'productReport',
          attributes: { id: freshId, reason: 'Stolen artwork', description: 'Copied from my store.' },
        },
      };
      const created = await request('POST', '/v2/report/products', { as: 'kai', body });
      t.equal(created.statusCode, 201);
      t.match(created.json<SingleDocument>().data, {
        type: 'productReport',
        attributes: { productId: freshId, reason: 'Stolen artwork', status: 'open' },
      });
      const topLevel = await request('POST', '/v1/report/products', {
        as: 'mira',
        body: { type: 'productReport', id: freshId, reason: 'Spam' },
      });
      t.equal(topLevel.statusCode, 201, 'the top-level form is read too');
      const [stored] = await db.query<{ n: number }>(
        'select count(*)::int as n from product_reports where product_id = $1',
        [freshId],
      );
      t.equal(stored?.n, 2);
      t.equal((await request('POST', '/v2/report/products', { body })).statusCode, 401);
      const own = await request('POST', '/v2/report/products', { as: 'nova', body });
      t.equal(errorsOf(own)[0]?.code, 'self-report');
      const unknown = await request('POST', '/v2/report/products', {
        as: 'kai',
        body: { data: { type: 'productReport', attributes: { id: 'nope', reason: 'Spam' } } },
      });
      t.equal(unknown.statusCode, 404);
      const invalid = await request('POST', '/v2/report/products', {
        as: 'kai',
        body: { data: { type: 'productReport', attributes: { id: freshId, reason: ' ' } } },
      });
      t.match(errorsOf(invalid)[0], { status: '422', source: { pointer: '/data/attributes/reason' } });
      const wrongType = await request('POST', '/v2/report/products', {
        as: 'kai',
        body: { data: { type: 'profileReport', attributes: {} } },
      });
      t.equal(errorsOf(wrongType)[0]?.code, 'type-mismatch');
    });
  });
}
