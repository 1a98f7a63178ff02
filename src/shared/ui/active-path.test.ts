import t from 'tap';
import { matchNavLink } from './active-path.ts';

t.test('exact page', async (t) => {
  t.equal(matchNavLink('/experiences', '/experiences'), 'page');
  t.equal(matchNavLink('/experiences/', '/experiences'), 'page');
  t.equal(matchNavLink('/experiences', '/experiences?q=neon&page=2'), 'page');
  t.equal(matchNavLink('/', '/'), 'page');
});

t.test('section', async (t) => {
  t.equal(matchNavLink('/experiences', '/experiences/nova'), 'section');
  t.equal(matchNavLink('/experiences', '/experiences/nova/neon-harbor'), 'section');
  t.equal(matchNavLink('/store', '/store/nova'), 'section');
});

t.test('no match', async (t) => {
  t.equal(matchNavLink('/', '/experiences'), null, 'home is never a section');
  t.equal(matchNavLink('/store', '/storefront'), null, 'prefix of a word is not a section');
  t.equal(matchNavLink('/events', '/experiences'), null);
  t.equal(matchNavLink('https://help.lumen.test', '/'), null, 'absolute links never match');
  t.equal(matchNavLink('//evil.example', '/'), null);
});
