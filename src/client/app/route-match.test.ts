import t from 'tap';
import { matchPath } from './route-match.ts';

const routes = [
  { id: 'home', pattern: '/' },
  { id: 'experiences', pattern: '/experiences' },
  { id: 'experience', pattern: '/experiences/:personaHandle/:handle' },
  { id: 'creator', pattern: '/experiences/:personaHandle' },
] as const;

t.test('matches the product routes with their params', async (t) => {
  t.same(matchPath(routes, '/'), { id: 'home', params: {} });
  t.same(matchPath(routes, '/experiences'), { id: 'experiences', params: {} });
  t.same(matchPath(routes, '/experiences/nova'), { id: 'creator', params: { personaHandle: 'nova' } });
  t.same(matchPath(routes, '/experiences/nova/neon-harbor'), {
    id: 'experience',
    params: { personaHandle: 'nova', handle: 'neon-harbor' },
  });
  t.same(matchPath(routes, '/experiences/a%20b/x'), {
    id: 'experience',
    params: { personaHandle: 'a b', handle: 'x' },
  });
  t.same(matchPath(routes, '/experiences/%E0%A4%A/x')?.params.personaHandle, '%E0%A4%A', 'bad escapes do not throw');
});

t.test('unknown paths match nothing', async (t) => {
  t.equal(matchPath(routes, '/nope'), null);
  t.equal(matchPath(routes, '/experiences/a/b/c'), null);
});
