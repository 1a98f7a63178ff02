import t from 'tap';
import { accountLinks, handleLabel, pathWithSearch, visibleLinks, type NavLink } from './nav-links.ts';
import { signInPath } from '../session/session-check.ts';
import type { Viewer } from '../session/viewer.ts';

const kai: Viewer = {
  subject: 'acct-kai',
  email: 'kai@lumen.test',
  personaId: 'p-1',
  personaHandle: 'kai',
  personaName: 'Kai Tanaka',
  avatarImageUrl: '/media/kai.png',
};
const sam: Viewer = {
  subject: 'acct-sam',
  email: 'sam@lumen.test',
  personaId: null,
  personaHandle: null,
  personaName: null,
  avatarImageUrl: '/media/default-portrait.svg',
};

const links: NavLink[] = [
  { title: 'nav.worlds', url: '/experiences', isInternal: true, requirePersona: false },
  { title: 'account.creator', url: '/create', isInternal: true, requirePersona: true },
  { title: 'nav.events', url: 'https://help.lumen.example', isInternal: false, requirePersona: false },
  { title: 'nav.snapshots', url: 'https://studio.lumen.example', isInternal: false, requirePersona: true },
];
const titles = (list: NavLink[]) => list.map((link) => link.title);

t.test('visibleLinks: persona-only links need a viewer with a persona', async (t) => {
  t.same(titles(visibleLinks(links, null)), ['nav.worlds', 'nav.events'], 'visitor');
  t.same(titles(visibleLinks(links, sam)), ['nav.worlds', 'nav.events'], 'signed in without a persona');
  t.same(
    titles(visibleLinks(links, kai)),
    ['nav.worlds', 'account.creator', 'nav.events', 'nav.snapshots'],
    'with a persona',
  );
  t.same(titles(visibleLinks([], kai)), []);
});

t.test('visibleLinks: a persona needs both id and handle', async (t) => {
  t.same(titles(visibleLinks(links, { ...kai, personaId: null })), ['nav.worlds', 'nav.events'], 'handle without id');
  t.same(
    titles(visibleLinks(links, { ...kai, personaHandle: null })),
    ['nav.worlds', 'nav.events'],
    'id without handle',
  );
});

t.test('visibleLinks keeps order, returns a new array and does not touch its input', async (t) => {
  const input = [...links];
  const shown = visibleLinks(input, kai);
  t.not(shown, input);
  t.same(input, links);
  t.equal(shown[0], links[0], 'the same link objects');
});

t.test(
  'accountLinks: profile, friends, orders, sales, tickets, favourites, wishlist, blocked personas, inventory, gifts received, codex and creator tools on this site',
  async (t) => {
    t.same(accountLinks(kai, '/'), [
      { title: 'account.profile', url: '/profiles/kai', isInternal: true, requirePersona: true },
      { title: 'account.friends', url: '/friends', isInternal: true, requirePersona: true },
      { title: 'account.orders', url: '/orders', isInternal: true, requirePersona: true },
      { title: 'account.sales', url: '/sales', isInternal: true, requirePersona: true },
      { title: 'account.tickets', url: '/tickets', isInternal: true, requirePersona: true },
      { title: 'account.favourites', url: '/favourites', isInternal: true, requirePersona: true },
      { title: 'account.wishlist', url: '/wishlist', isInternal: true, requirePersona: true },
      { title: 'account.blocked', url: '/settings/blocked', isInternal: true, requirePersona: true },
      { title: 'account.inventory', url: '/inventory', isInternal: true, requirePersona: true },
      { title: 'account.gifts', url: '/gifts', isInternal: true, requirePersona: true },
      { title: 'account.codex', url: '/codex', isInternal: true, requirePersona: true },
      { title: 'account.creator', url: '/creator', isInternal: true, requirePersona: true },
    ]);
    t.same(accountLinks(kai, ''), accountLinks(kai, '/'), 'an empty base is this site');
  },
);

t.test('accountLinks: on another profiles site, plain links', async (t) => {
  t.same(accountLinks(kai, 'https://people.lumen.example/'), [
    {
      title: 'account.profile',
      url: 'https://people.lumen.example/profiles/kai',
      isInternal: false,
      requirePersona: true,
    },
    { title: 'account.friends', url: 'https://people.lumen.example/friends', isInternal: false, requirePersona: true },
    { title: 'account.orders', url: '/orders', isInternal: true, requirePersona: true },
    { title: 'account.sales', url: '/sales', isInternal: true, requirePersona: true },
    { title: 'account.tickets', url: '/tickets', isInternal: true, requirePersona: true },
    { title: 'account.favourites', url: '/favourites', isInternal: true, requirePersona: true },
    { title: 'account.wishlist', url: '/wishlist', isInternal: true, requirePersona: true },
    { title: 'account.blocked', url: '/settings/blocked', isInternal: true, requirePersona: true },
    { title: 'account.inventory', url: '/inventory', isInternal: true, requirePersona: true },
    { title: 'account.gifts', url: '/gifts', isInternal: true, requirePersona: true },
    { title: 'account.codex', url: '/codex', isInternal: true, requirePersona: true },
    { title: 'account.creator', url: '/creator', isInternal: true, requirePersona: true },
  ]);
  t.same(
    accountLinks(kai, '/people').map((link) => [link.url, link.isInternal]),
    [
      ['/people/profiles/kai', true],
      ['/people/friends', true],
      ['/orders', true],
      ['/sales', true],
      ['/tickets', true],
      ['/favourites', true],
      ['/wishlist', true],
      ['/settings/blocked', true],
      ['/inventory', true],
      ['/gifts', true],
      ['/codex', true],
      ['/creator', true],
    ],
    'a same-site prefix stays in-app',
  );
  t.same(
    accountLinks(kai, 'javascript:alert(1)').map((link) => link.url),
    [
      '/profiles/kai',
      '/friends',
      '/orders',
      '/sales',
      '/tickets',
      '/favourites',
      '/wishlist',
      '/settings/blocked',
      '/inventory',
      '/gifts',
      '/codex',
      '/creator',
    ],
    'an unsafe base falls back to this site',
  );
});

t.test('accountLinks: handles are encoded; no handle, no profile link', async (t) => {
  t.equal(accountLinks({ ...kai, personaHandle: 'a b/c' }, '/')[0]?.url, '/profiles/a%20b%2Fc');
  t.same(titles(accountLinks(sam, '/')), [
    'account.friends',
    'account.orders',
    'account.sales',
    'account.tickets',
    'account.favourites',
    'account.wishlist',
    'account.blocked',
    'account.inventory',
    'account.gifts',
    'account.codex',
    'account.creator',
  ]);
  t.same(titles(accountLinks({ ...kai, personaHandle: '' }, '/')), [
    'account.friends',
    'account.orders',
    'account.sales',
    'account.tickets',
    'account.favourites',
    'account.wishlist',
    'account.blocked',
    'account.inventory',
    'account.gifts',
    'account.codex',
    'account.creator',
  ]);
  t.same(titles(accountLinks(null, '/')), [
    'account.friends',
    'account.orders',
    'account.sales',
    'account.tickets',
    'account.favourites',
    'account.wishlist',
    'account.blocked',
    'account.inventory',
    'account.gifts',
    'account.codex',
    'account.creator',
  ]);
});

t.test('accountLinks through visibleLinks: only viewers with a persona see them', async (t) => {
  t.same(titles(visibleLinks(accountLinks(kai, '/'), kai)), [
    'account.profile',
    'account.friends',
    'account.orders',
    'account.sales',
    'account.tickets',
    'account.favourites',
    'account.wishlist',
    'account.blocked',
    'account.inventory',
    'account.gifts',
    'account.codex',
    'account.creator',
  ]);
  t.same(titles(visibleLinks(accountLinks(sam, '/'), sam)), []);
  t.same(titles(visibleLinks(accountLinks(null, '/'), null)), []);
});

t.test('pathWithSearch: server (no ?) and browser (with ?) give the same result', async (t) => {
  t.equal(pathWithSearch('/', ''), '/');
  t.equal(pathWithSearch('', ''), '/');
  t.equal(pathWithSearch('/experiences', ''), '/experiences');
  t.equal(pathWithSearch('/experiences', '?'), '/experiences');
  t.equal(pathWithSearch('/experiences', 'q=neon&sort=newest'), '/experiences?q=neon&sort=newest');
  t.equal(pathWithSearch('/experiences', '?q=neon&sort=newest'), '/experiences?q=neon&sort=newest');
  t.equal(pathWithSearch('/experiences', '?q=a%20b'), '/experiences?q=a%20b', 'encoding kept as is');
});

t.test('the Log in href for a page: signInPath(pathWithSearch(...))', async (t) => {
  t.equal(signInPath(pathWithSearch('/', '')), '/sign-in?next=%2F');
  t.equal(signInPath(pathWithSearch('/experiences', 'q=neon')), '/sign-in?next=%2Fexperiences%3Fq%3Dneon');
  t.equal(
    signInPath(pathWithSearch('/experiences', '?q=a%20b&sort=newest')),
    '/sign-in?next=%2Fexperiences%3Fq%3Da%2520b%26sort%3Dnewest',
    'an encoded space stays encoded inside next',
  );
  t.equal(signInPath(pathWithSearch('/sign-in', 'next=%2Ffriends')), '/sign-in?next=%2Ffriends', 'no next inside next');
  t.equal(signInPath(pathWithSearch('//evil.com', '')), '/sign-in?next=%2F', 'an odd path never leaves the site');
});

t.test('handleLabel', async (t) => {
  t.equal(handleLabel(kai), '@kai');
  t.equal(handleLabel(sam), null);
  t.equal(handleLabel({ personaHandle: '  ' }), null);
});
