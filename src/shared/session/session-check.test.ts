import t from 'tap';
import {
  createSessionChecker,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_STATUSES,
  SIGN_IN_PATH,
  USER_NOT_FOUND_STATUS,
  createSessionCheckThrottle,
  redirectsToSignIn,
  safeNextPath,
  signInPath,
  triggersSessionCheck,
} from './session-check.ts';

/** A test name that keeps TAP output on one line (JSON.stringify leaves U+2028 and U+0085 raw). */
function show(s: unknown): string {
  return (JSON.stringify(s) ?? String(s)).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function fakeClock(start = 1_000_000) {
  let now = start;
  return {
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  };
}

t.test('constants', async (t) => {
  t.equal(SESSION_CHECK_INTERVAL_MS, 5000);
  t.equal(SIGN_IN_PATH, '/sign-in');
  t.same(SESSION_CHECK_STATUSES, [302, 401, 403]);
  t.equal(USER_NOT_FOUND_STATUS, 404);
});

t.test('throttle: at most once per 5000 ms by default', async (t) => {
  const c = fakeClock();
  const throttle = createSessionCheckThrottle(undefined, c.clock);
  t.equal(throttle.shouldCheck(), true, 'first call checks');
  t.equal(throttle.shouldCheck(), false, 'same instant');
  c.advance(4999);
  t.equal(throttle.shouldCheck(), false, '4999 ms later');
  c.advance(1);
  t.equal(throttle.shouldCheck(), true, '5000 ms later');
  c.advance(1);
  t.equal(throttle.shouldCheck(), false);
  c.advance(60_000);
  t.equal(throttle.shouldCheck(), true);
});

t.test('throttle: refused calls do not extend the interval', async (t) => {
  const c = fakeClock();
  const throttle = createSessionCheckThrottle(5000, c.clock);
  t.ok(throttle.shouldCheck());
  for (let i = 0; i < 4; i += 1) {
    c.advance(1000);
    t.notOk(throttle.shouldCheck());
  }
  c.advance(1000);
  t.ok(throttle.shouldCheck(), 'measured from the last allowed check');
});

t.test('throttle: custom interval, reset, odd clocks and intervals', async (t) => {
  const c = fakeClock();
  const fast = createSessionCheckThrottle(100, c.clock);
  t.ok(fast.shouldCheck());
  c.advance(99);
  t.notOk(fast.shouldCheck());
  c.advance(1);
  t.ok(fast.shouldCheck());
  fast.reset();
  t.ok(fast.shouldCheck(), 'reset lets the next call through');
  t.notOk(fast.shouldCheck());
  c.set(0);
  t.ok(fast.shouldCheck(), 'a clock moved backwards starts a new interval');
  t.notOk(fast.shouldCheck());

  const always = createSessionCheckThrottle(0, c.clock);
  t.ok(always.shouldCheck());
  t.ok(always.shouldCheck());
  const negative = createSessionCheckThrottle(-5, c.clock);
  t.ok(negative.shouldCheck());
  t.ok(negative.shouldCheck());
  const nan = createSessionCheckThrottle(Number.NaN, c.clock);
  t.ok(nan.shouldCheck());
  t.ok(nan.shouldCheck());
});

t.test('throttle: independent instances', async (t) => {
  const c = fakeClock();
  const a = createSessionCheckThrottle(5000, c.clock);
  const b = createSessionCheckThrottle(5000, c.clock);
  t.ok(a.shouldCheck());
  t.ok(b.shouldCheck());
});

t.test('throttle: real clock by default', async (t) => {
  const throttle = createSessionCheckThrottle();
  t.ok(throttle.shouldCheck());
  t.notOk(throttle.shouldCheck());
});

t.test('triggersSessionCheck', async (t) => {
  for (const s of [302, 401, 403]) t.ok(triggersSessionCheck(s), String(s));
  for (const s of [200, 204, 301, 303, 304, 400, 404, 409, 429, 500, 502, 0, Number.NaN]) {
    t.notOk(triggersSessionCheck(s), String(s));
  }
  t.ok(redirectsToSignIn(404));
  t.notOk(redirectsToSignIn(401));
  t.notOk(redirectsToSignIn(200));
});

t.test('safeNextPath accepts same-site paths', async (t) => {
  t.equal(safeNextPath('/'), '/');
  t.equal(safeNextPath('/experiences'), '/experiences');
  t.equal(safeNextPath('/experiences/ada/sky?tab=reviews&page=2'), '/experiences/ada/sky?tab=reviews&page=2');
  t.equal(safeNextPath('/store/ada#top'), '/store/ada#top');
  t.equal(safeNextPath('/search?q=a%20b'), '/search?q=a%20b', 'encoded spaces are data');
  t.equal(safeNextPath('/search?q=%5C'), '/search?q=%5C', 'an encoded backslash further in is data');
  t.equal(safeNextPath('/a%2Fb'), '/a%2Fb', 'an encoded slash further in is data');
  t.equal(safeNextPath('/listings/1/caf%C3%A9'), '/listings/1/caf%C3%A9');
  t.equal(safeNextPath('/café'), '/caf%C3%A9', 'normalised');
  t.equal(safeNextPath('/a/./b/../c'), '/a/c', 'dot segments normalised');
  t.equal(safeNextPath('/path?next=//evil.com'), '/path?next=//evil.com', 'a // inside the query is harmless');
  t.equal(safeNextPath('/redirect?to=https://evil.com'), '/redirect?to=https://evil.com');
  t.equal(safeNextPath('/javascript:alert(1)'), '/javascript:alert(1)', 'a path segment, not a scheme');
});

t.test('safeNextPath refuses open redirects', async (t) => {
  const attacks = [
    '//evil.com',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/a\\b',
    'https://evil.com',
    'http://evil.com/',
    'HTTPS://evil.com',
    '//evil.com/%2F..',
    'https:evil.com',
    'evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%00',
    '/%E0%A4%A',
    '/%',
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E//evil.com',
    ' //evil.com',
    '\t//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/ /evil.com',
    '/\u00a0/evil.com',
    '/\u3000/evil.com',
    '/\u200b/evil.com',
    '/\u202e/moc.live',
    '/\ufeff/evil.com',
    '/\u2028/evil.com',
    '/\u0000',
    '/\u007f',
    '/\u0085',
    '/path ',
    '',
    '?next=/',
    '#/',
    '.',
    './evil',
    '../evil',
    '/' + 'a'.repeat(2048),
  ];
  for (const attack of attacks) t.equal(safeNextPath(attack), '/', show(attack));
  for (const other of [null, undefined, 42, {}, ['/a'], true]) t.equal(safeNextPath(other), '/', show(other));
});

t.test('every accepted path stays on the site', async (t) => {
  const samples = ['/', '/a', '/a/b?c=d#e', '/a/../b', '/%41', '/a/.%2e/b', '/;x', '/@evil.com', '/:evil.com'];
  for (const s of samples) {
    const out = safeNextPath(s);
    t.equal(new URL(out, 'https://lumen.example').origin, 'https://lumen.example', `${s} -> ${out}`);
    t.notOk(out.startsWith('//'), out);
  }
});

t.test('signInPath', async (t) => {
  t.equal(signInPath('/experiences'), '/sign-in?next=%2Fexperiences');
  t.equal(
    signInPath('/experiences/ada/sky?tab=reviews&x=1'),
    '/sign-in?next=%2Fexperiences%2Fada%2Fsky%3Ftab%3Dreviews%26x%3D1',
  );
  t.equal(
    signInPath('https://lumen.example/store/ada?page=2#reviews'),
    '/sign-in?next=%2Fstore%2Fada%3Fpage%3D2',
    'host and hash dropped',
  );
  t.equal(signInPath('https://evil.com/store'), '/sign-in?next=%2Fstore', 'only the path of the page is used');
  t.equal(signInPath('/'), '/sign-in?next=%2F');
  t.equal(signInPath(''), '/sign-in?next=%2F');
  t.equal(signInPath('/search?q=a b&c=%26'), '/sign-in?next=%2Fsearch%3Fq%3Da%2520b%26c%3D%2526');
  t.equal(signInPath('/sign-in?next=%2Fstore'), '/sign-in?next=%2Fstore', 'no next inside next');
  t.equal(signInPath('/sign-in'), '/sign-in?next=%2F');
  t.equal(signInPath('/sign-in?next=%2F%2Fevil.com'), '/sign-in?next=%2F', 'an unsafe next is not carried over');
  t.equal(signInPath('http://['), '/sign-in?next=%2F', 'an unparsable URL');
  const roundTrip = new URL(signInPath('/experiences/ada/sky?tab=reviews'), 'https://lumen.example');
  t.equal(safeNextPath(roundTrip.searchParams.get('next')), '/experiences/ada/sky?tab=reviews', 'next round-trips');
});

t.test('createSessionChecker: 401/403/302 ask /api/user, a 404 there goes to sign-in with next', async (t) => {
  let now = 0;
  const calls: string[] = [];
  let userStatus = 404;
  const checker = createSessionChecker({
    fetchUserStatus: async () => {
      calls.push('user');
      return userStatus;
    },
    currentUrl: () => 'https://lumen.example/friends?tab=incoming#x',
    navigate: (url) => calls.push(`go ${url}`),
    throttle: createSessionCheckThrottle(5000, () => now),
  });
  await checker.onApiStatus(500);
  await checker.onApiStatus(404);
  t.same(calls, [], 'other statuses do nothing');
  await checker.onApiStatus(401);
  t.same(calls, ['user', 'go /sign-in?next=%2Ffriends%3Ftab%3Dincoming']);
  now = 4999;
  await checker.onApiStatus(403);
  t.equal(calls.length, 2, 'at most once per 5000 ms');
  now = 5000;
  userStatus = 200;
  await checker.onApiStatus(302);
  t.same(calls.slice(2), ['user'], 'still signed in: stay on the page');
  now = 10_000;
  const failing = createSessionChecker({
    fetchUserStatus: () => Promise.reject(new Error('offline')),
    currentUrl: () => '/',
    navigate: () => t.fail('no navigation when the check itself fails'),
  });
  await failing.onApiStatus(401);
});
