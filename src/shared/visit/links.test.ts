import t from 'tap';
import { DOWNLOAD_PATH, registrationHref } from './links.ts';

t.test('DOWNLOAD_PATH', async (t) => {
  t.equal(DOWNLOAD_PATH, '/download');
});

t.test('registrationHref: same-site registration gets the current path as next', async (t) => {
  const base = 'https://lumen.example';
  t.equal(
    registrationHref('/sign-up', '/experiences/nova/neon-drift', base),
    '/sign-up?next=%2Fexperiences%2Fnova%2Fneon-drift',
  );
  t.equal(
    registrationHref('/sign-up', '/experiences?q=neon&page=2', base),
    '/sign-up?next=%2Fexperiences%3Fq%3Dneon%26page%3D2',
  );
  t.equal(
    registrationHref('/sign-up?next=/old&ref=nav', '/x', base),
    '/sign-up?next=%2Fx&ref=nav',
    'an existing next is replaced',
  );
  t.equal(registrationHref('/sign-up', '//evil.example/x', base), '/sign-up?next=%2F', 'unsafe targets become /');
  t.equal(registrationHref('/sign-up', 'javascript:alert(1)', base), '/sign-up?next=%2F');
});

t.test('registrationHref: another origin gets an absolute next on the public url', async (t) => {
  t.equal(
    registrationHref('https://accounts.example/register', '/experiences/nova/neon-drift', 'https://lumen.example/'),
    'https://accounts.example/register?next=https%3A%2F%2Flumen.example%2Fexperiences%2Fnova%2Fneon-drift',
  );
});

t.test('registrationHref: no address, no button', async (t) => {
  t.equal(registrationHref(null, '/x', 'https://lumen.example'), null);
  t.equal(registrationHref('  ', '/x', 'https://lumen.example'), null);
  t.equal(registrationHref('javascript:alert(1)', '/x', 'https://lumen.example'), null, 'never a script link');
  t.equal(registrationHref('data:text/html,hi', '/x', 'https://lumen.example'), null);
  t.equal(registrationHref('http://', '/x', 'https://lumen.example'), null, 'a malformed address is no address');
});

t.test('downloadHref and downloadFromOf: the page the visitor came from, only when safe', async (t) => {
  const { downloadHref, downloadFromOf } = await import('./links.ts');
  t.equal(downloadHref(), '/download');
  t.equal(downloadHref('/'), '/download');
  t.equal(downloadHref('/experiences/nova/neon-drift'), '/download?from=%2Fexperiences%2Fnova%2Fneon-drift');
  t.equal(downloadHref('//evil.example/x'), '/download', 'another host is dropped');
  t.equal(downloadFromOf('?from=%2Fexperiences%2Fnova%2Fneon-drift'), '/experiences/nova/neon-drift');
  t.equal(downloadFromOf(''), null);
  t.equal(downloadFromOf('?from=https%3A%2F%2Fevil.example%2F'), null);
  t.equal(downloadFromOf('?from=%2F%2Fevil.example'), null);
  t.equal(downloadFromOf('?from=javascript%3Aalert(1)'), null);
  t.equal(downloadFromOf('?from=%2Fdownload'), null, 'never back to itself');
});
