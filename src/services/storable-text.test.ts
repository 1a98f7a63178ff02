// Remote callers reach the embedded services directly, so they refuse NUL and lone surrogates themselves:
// in search text, names, reviews, reports and upload file names, in the path, the query and the document,
// with a JSON:API 400 that says where, and nothing stored.
import t from 'tap';
import { setupTestApp, type ErrorDocument } from './profiles/testing.ts';

t.test('every service answers a 400 naming the parameter or the attribute', async (t) => {
  const { db, request, close } = await setupTestApp('pglite');
  t.teardown(close);
  const [product] = await db.query<{ id: string }>(`select id from products where status = 'listed' limit 1`);
  const counts = async () =>
    (
      await db.query<{ n: number }>(
        `select (select count(*) from reviews) + (select count(*) from product_reports) + (select count(*) from upload_signatures) + (select count(*) from stores) as n`,
      )
    )[0]?.n;
  const before = await counts();

  const queries = ['/v2/experiences?q=neon%00', '/v2/profiles?q=%00', '/v2/events?q=x%00', '/v2/products?q=a%00b'];
  for (const url of queries) {
    const response = await request('GET', url, { as: 'kai' });
    t.equal(response.statusCode, 400, url);
    t.match(
      response.json<ErrorDocument>().errors[0],
      { code: 'invalid-parameter', source: { parameter: 'q' }, detail: 'q contains characters that cannot be stored.' },
      url,
    );
  }

  const documents: [string, string, Record<string, unknown>, string][] = [
    [
      'POST',
      '/v2/review',
      { data: { type: 'review', attributes: { productId: product?.id, rating: 4, review: 'Lovely\u0000' } } },
      '/data/attributes/review',
    ],
    [
      'POST',
      '/v2/report/products',
      { data: { type: 'report', attributes: { productId: product?.id, reason: 'spam', description: 'bad \uD800' } } },
      '/data/attributes/description',
    ],
    [
      'POST',
      '/v2/images/sign',
      {
        data: {
          type: 'upload',
          attributes: { purpose: 'product-image', fileName: 'lamp\uDC00.png', contentType: 'image/png', size: 2048 },
        },
      },
      '/data/attributes/fileName',
    ],
    [
      'POST',
      '/v2/stores',
      { data: { type: 'store', attributes: { handle: 'lamps', name: 'Lamps\u0000' } } },
      '/data/attributes/name',
    ],
  ];
  for (const [method, url, body, pointer] of documents) {
    const response = await request(method as 'POST', url, { as: 'kai', body });
    t.equal(response.statusCode, 400, url);
    t.match(response.json<ErrorDocument>().errors[0], { code: 'invalid-document', source: { pointer } }, url);
  }

  const path = await request('DELETE', '/v2/screenshots/a%00b', { as: 'kai' });
  t.equal(path.statusCode, 400);
  t.match(path.json<ErrorDocument>().errors[0], {
    code: 'bad-request',
    detail: 'The path contains characters that cannot be stored.',
  });
  t.equal(await counts(), before, 'nothing stored');
});
