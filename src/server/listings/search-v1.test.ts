// LISTING_SEARCH_V1: with the setting on, the store page's search reaches the v1 POST /products/_search
// (seen by a recording hop in front of the embedded upstream) and the page shows its results; with it
// off, the v2 GET /products answers. Needs a build (npm test does one).
import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { startTestStack, testWebConfig } from '../testing/test-stack.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

/** Forwards every request to the embedded upstream and remembers "METHOD /path". */
async function recordingHop(target: string) {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${(request.url ?? '').split('?')[0]}`);
    const upstream = http.request(
      `${target}${request.url ?? ''}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const text = (html: string) => html.replace(/<!-- -->/g, '');

for (const v1 of [true, false]) {
  t.test(`LISTING_SEARCH_V1=${v1}: the store search`, async (t) => {
    const hop = await recordingHop(stack.upstreamOrigin);
    const app = await buildApp(
      testWebConfig({ v1: `${hop.origin}/v1`, v2: `${hop.origin}/v2` }, { listingSearchV1: v1 }),
    );
    t.teardown(async () => {
      await app.close();
      await hop.close();
    });
    const response = await app.inject({ method: 'GET', url: '/store?q=jacket&sort=price-asc' });
    t.equal(response.statusCode, 200);
    const html = text(response.body);
    t.match(html, /Neon Drift Racing Jacket/, 'the page shows the matching listing');
    t.match(html, /\d+ listings?/, 'and the count');
    const searches = hop.seen.filter((call) => call === 'POST /v1/products/_search' || call === 'GET /v2/products');
    t.same(
      [...new Set(searches)],
      [v1 ? 'POST /v1/products/_search' : 'GET /v2/products'],
      'only the chosen search was asked',
    );
  });
}

t.test('the setting is read from the environment, off by default', async (t) => {
  const { loadConfig } = await import('../config/config.ts');
  t.equal(loadConfig({ NODE_ENV: 'test' }).listingSearchV1, false);
  t.equal(loadConfig({ NODE_ENV: 'test', LISTING_SEARCH_V1: 'true' }).listingSearchV1, true);
});
