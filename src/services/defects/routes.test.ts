// Defect reports as a caller sees them (app.inject), on PGlite and PostgreSQL (docs/product.md §22): only an
// owner files, the seller hears of it and moves its status by the rule, the buyer hears of each move, the
// limits hold (also under racing filings), refusals change nothing, and a block changes nothing here.
import t from 'tap';
import { TEST_NOW } from '../testing/test-database.ts';
import { setupTestApp, type ErrorDocument } from '../profiles/testing.ts';
import { MAX_DEFECTS_PER_HOUR, MAX_UNFIXED_DEFECTS_PER_LISTING } from '../../shared/defects/limits.ts';

interface DefectDocument {
  data: { id: string; type: string; attributes: Record<string, unknown> };
}
interface DefectCollection {
  data: { id: string; attributes: Record<string, unknown> }[];
  meta: { total: number; page: number; perPage: number };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    let ticks = 0;
    const { db, request, idOf, close } = await setupTestApp(kind, {
      clock: () => new Date(TEST_NOW.getTime() + 1000 * ticks++),
    });
    t.teardown(close);
    // A listing of nova's that amara owns and kai does not.
    const [owned] = await db.query<{ product_id: string; name: string }>(
      `select o.product_id, pr.name from owned_products o
         join products pr on pr.id = o.product_id and pr.deleted_at is null
         join stores s on s.id = pr.store_id
        where o.persona_id = $1 and s.persona_id = $2
          and not exists (select 1 from owned_products k where k.persona_id = $3 and k.product_id = o.product_id)
        order by o.product_id limit 1`,
      [idOf('amara'), idOf('nova'), idOf('kai')],
    );
    if (!owned) throw new Error('the seed has no listing of nova owned by amara');
    const productId = owned.product_id;
    const file = (as: string | undefined, attributes: Record<string, unknown>) =>
      request('POST', '/v2/defect-reports', {
        ...(as === undefined ? {} : { as }),
        body: { data: { type: 'defect-report', attributes: { productId, ...attributes } } },
      });
    const move = (as: string, id: string, attributes: Record<string, unknown>) =>
      request('PATCH', `/v2/defect-reports/${id}`, { as, body: { data: { type: 'defect-report', attributes } } });
    const noticesOf = async (handle: string, kindName: string) =>
      db.query<{ title: string; body: string; product_id: string }>(
        'select title, body, product_id from notifications where persona_id = $1 and kind = $2 order by created_at',
        [idOf(handle), kindName],
      );
    const countReports = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from defect_reports'))[0]?.n ?? 0;
    const errorCode = (response: { json<T>(): T }) => response.json<ErrorDocument>().errors[0]?.code;

    await t.test('the owner files; the seller is told in the same write; both lists show it', async (t) => {
      const filed = await file('amara', {
        title: '  Gloves slip off  ',
        description: 'They fall off on the third jump.',
      });
      t.equal(filed.statusCode, 201);
      t.equal(filed.headers['cache-control'], 'no-store');
      const report = filed.json<DefectDocument>().data;
      t.equal(report.type, 'defect-report');
      t.match(report.attributes, {
        productId,
        productName: owned.name,
        buyerHandle: 'amara',
        title: 'Gloves slip off',
        status: 'open',
        note: null,
        attachment: null,
      });
      const notices = await noticesOf('nova', 'defect-reported');
      t.equal(notices.length, 1);
      t.match(notices[0], { product_id: productId, body: 'Gloves slip off' });
      t.match(notices[0]?.title, /reported a defect in/);
      const mine = (await request('GET', '/v2/user/defect-reports', { as: 'amara' })).json<DefectCollection>();
      t.same(
        mine.data.map((row) => row.id),
        [report.id],
      );
      t.match(mine.meta, { total: 1, page: 1, perPage: 24 });
      const received = (
        await request('GET', '/v2/user/received-defect-reports', { as: 'nova' })
      ).json<DefectCollection>();
      t.same(
        received.data.map((row) => row.id),
        [report.id],
      );
      const one = await request('GET', `/v2/user/received-defect-reports?filter[productId]=${productId}`, {
        as: 'nova',
      });
      t.equal(one.json<DefectCollection>().meta.total, 1, 'narrowed to the listing');
      t.same(
        (await request('GET', '/v2/user/received-defect-reports', { as: 'kai' })).json<DefectCollection>().data,
        [],
      );
      t.same((await request('GET', '/v2/user/defect-reports', { as: 'nova' })).json<DefectCollection>().data, []);
    });

    await t.test('the seller moves the status by the rule; the buyer hears of each move', async (t) => {
      const { data } = (
        await file('amara', { title: 'Seams glow', description: 'Purple seams at night.' })
      ).json<DefectDocument>();
      const ack = await move('nova', data.id, { status: 'acknowledged', note: 'Looking into it.' });
      t.equal(ack.statusCode, 200);
      t.match(ack.json<DefectDocument>().data.attributes, { status: 'acknowledged', note: 'Looking into it.' });
      const same = await move('nova', data.id, { status: 'acknowledged' });
      t.equal(same.statusCode, 409);
      t.equal(errorCode(same), 'defect-status');
      const fixed = await move('nova', data.id, { status: 'fixed', note: '  ' });
      t.match(fixed.json<DefectDocument>().data.attributes, { status: 'fixed', note: null });
      const back = await move('nova', data.id, { status: 'acknowledged' });
      t.equal(back.statusCode, 409, 'fixed only reopens');
      t.equal((await move('nova', data.id, { status: 'open' })).statusCode, 200, 'reopened');
      const notices = await noticesOf('amara', 'defect-status');
      t.equal(notices.length, 3, 'one per change, none for refusals');
      t.equal(notices[0]?.body, 'Seams glow: Looking into it.');
      t.match(notices[1]?.title, /is now fixed/);
    });

    await t.test('two racing changes to the same status: one is made and told, the other refused', async (t) => {
      const { data } = (
        await file('amara', { title: 'Racing tabs', description: 'Two tabs, one click each.' })
      ).json<DefectDocument>();
      const before = (await noticesOf('amara', 'defect-status')).length;
      const answers = await Promise.all([
        move('nova', data.id, { status: 'acknowledged' }),
        move('nova', data.id, { status: 'acknowledged' }),
      ]);
      t.same(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
      t.equal((await noticesOf('amara', 'defect-status')).length, before + 1, 'told once');
    });

    await t.test('who may do what', async (t) => {
      const before = await countReports();
      const stranger = await file('kai', { title: 'Not mine', description: 'I never bought it.' });
      t.equal(stranger.statusCode, 403);
      t.equal(errorCode(stranger), 'not-listing-owner');
      t.match(stranger.json<ErrorDocument>().errors[0]?.detail, /Only someone who owns this listing/);
      t.equal((await file(undefined, { title: 'x', description: 'y' })).statusCode, 401);
      const seller = await file('nova', { title: 'Mine', description: 'My own listing.' });
      t.equal(seller.statusCode, 403, 'the seller does not own their own listing');
      const missing = await request('POST', '/v2/defect-reports', {
        as: 'amara',
        body: {
          data: {
            type: 'defect-report',
            attributes: { productId: '00000000-0000-4000-8000-000000000000', title: 'x', description: 'y' },
          },
        },
      });
      t.equal(missing.statusCode, 404);
      t.equal(await countReports(), before, 'refusals store nothing');
      const { data } = (await request('GET', '/v2/user/defect-reports', { as: 'amara' })).json<DefectCollection>();
      const id = data[0]?.id ?? '';
      const byBuyer = await move('amara', id, { status: 'fixed' });
      t.equal(byBuyer.statusCode, 403);
      t.equal(errorCode(byBuyer), 'not-seller');
      t.equal((await move('kai', id, { status: 'fixed' })).statusCode, 403);
      t.equal((await move('nova', '00000000-0000-4000-8000-000000000000', { status: 'fixed' })).statusCode, 404);
      t.equal((await move('nova', 'not-an-id', { status: 'fixed' })).statusCode, 404);
      t.equal((await move('nova', id, { status: 'closed' })).statusCode, 422);
    });

    await t.test('input rules: titles and descriptions, unstorable text, attachments', async (t) => {
      const before = await countReports();
      const blank = await file('amara', { title: '   ', description: 'Something.' });
      t.equal(blank.statusCode, 422);
      t.equal(blank.json<ErrorDocument>().errors[0]?.source?.pointer, '/data/attributes/title');
      t.equal((await file('amara', { title: 'x'.repeat(121), description: 'y' })).statusCode, 422);
      t.equal((await file('amara', { title: 'x', description: 'y'.repeat(2001) })).statusCode, 422);
      t.equal((await file('amara', { title: 'x', description: 'y', extra: 1 })).statusCode, 422);
      t.equal((await file('amara', { title: 'bad\u0000', description: 'y' })).statusCode, 400);
      const picture = await file('amara', {
        title: 'x',
        description: 'y',
        attachmentId: '00000000-0000-4000-8000-000000000000',
      });
      t.equal(picture.statusCode, 422);
      t.equal(errorCode(picture), 'invalid-attachment');
      t.equal(await countReports(), before);
      t.equal((await request('GET', '/v2/user/defect-reports?perPage=0', { as: 'amara' })).statusCode, 400);
      t.equal(
        (await request('GET', '/v2/user/received-defect-reports?filter[productId]=x', { as: 'nova' })).statusCode,
        400,
      );
    });

    await t.test('at most three unfixed per listing, even racing; fixing one frees a place', async (t) => {
      await db.query('delete from defect_reports');
      const racing = await Promise.all(
        Array.from({ length: MAX_UNFIXED_DEFECTS_PER_LISTING + 2 }, (_, i) =>
          file('amara', { title: `Race ${i}`, description: 'Filed at once.' }),
        ),
      );
      const statuses = racing.map((response) => response.statusCode).sort();
      t.same(statuses, [201, 201, 201, 409, 409]);
      const refused = racing.find((response) => response.statusCode === 409);
      t.equal(refused && errorCode(refused), 'defect-limit');
      const { data } = (await request('GET', '/v2/user/defect-reports', { as: 'amara' })).json<DefectCollection>();
      t.equal(data.length, MAX_UNFIXED_DEFECTS_PER_LISTING);
      await move('nova', data[0]?.id ?? '', { status: 'fixed' });
      t.equal((await file('amara', { title: 'One more', description: 'After a fix.' })).statusCode, 201);
    });

    await t.test('at most ten an hour over every listing', async (t) => {
      await db.query('delete from defect_reports');
      const since = new Date(TEST_NOW.getTime() + 1000 * ticks);
      await db.query(
        `insert into defect_reports (product_id, buyer_persona_id, title, description, status, created_at, status_changed_at)
         select $1, $2, 'old', 'old', 'fixed', $3, $3 from generate_series(1, $4)`,
        [productId, idOf('amara'), since, MAX_DEFECTS_PER_HOUR],
      );
      const refused = await file('amara', { title: 'Eleventh', description: 'Too many.' });
      t.equal(refused.statusCode, 429);
      t.equal(errorCode(refused), 'too-many-defect-reports');
    });

    await t.test('a block changes nothing: the report still reaches the seller', async (t) => {
      await db.query('delete from defect_reports');
      t.equal((await request('PUT', '/v2/user/blocks/amara', { as: 'nova' })).statusCode, 201);
      const before = (await noticesOf('nova', 'defect-reported')).length;
      t.equal(
        (await file('amara', { title: 'After a block', description: 'Still about a purchase.' })).statusCode,
        201,
      );
      t.equal((await noticesOf('nova', 'defect-reported')).length, before + 1);
      t.equal((await request('DELETE', '/v2/user/blocks/amara', { as: 'nova' })).statusCode, 204);
    });

    await t.test('the seller who turned the kind off is not told; the report stands', async (t) => {
      await db.query(
        `insert into notification_preferences (persona_id, kind, enabled) values ($1, 'defect-reported', false)`,
        [idOf('nova')],
      );
      const before = (await noticesOf('nova', 'defect-reported')).length;
      t.equal((await file('amara', { title: 'Quietly', description: 'Nobody told.' })).statusCode, 201);
      t.equal((await noticesOf('nova', 'defect-reported')).length, before);
    });
  });
}
