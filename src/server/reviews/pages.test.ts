// The listing page's review and report affordances as a visitor sees them (SSR through app.inject, against
// the embedded upstream on PGlite). Needs a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

t.test('a visitor is asked to log in to review and sees no report link', async (t) => {
  const [row] = await stack.db.query<{ id: string }>(`select id from products where name = 'Neon Drift Racing Jacket'`);
  const id = row!.id;
  const response = await stack.app.inject({ method: 'GET', url: `/listings/${id}/neon-drift-racing-jacket` });
  t.equal(response.statusCode, 200);
  const html = response.body.replace(/<!-- -->/g, '');
  t.match(
    html,
    new RegExp(
      `<a [^>]*href="/sign-in\\?next=%2Flistings%2F${id}%2Fneon-drift-racing-jacket"[^>]*>Log in to review</a>`,
    ),
  );
  t.notMatch(html, /role="slider"/, 'no rating widget for visitors');
  t.notMatch(html, />Report</, 'no report link for visitors');
  t.notMatch(html, /style="/, 'no style attributes (CSP)');
});
