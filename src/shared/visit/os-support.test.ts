import t from 'tap';
import {
  LAUNCH_SCHEME,
  MIN_WINDOWS_NT_VERSION_EXCLUSIVE,
  PERSONA_REQUIRED_MESSAGE,
  SUPPORTED_OS_MESSAGE,
  isSupportedOs,
  launchUrl,
  visitStep,
  windowsNtVersion,
} from './os-support.ts';

const UA = {
  win11Chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  win81Firefox: 'Mozilla/5.0 (Windows NT 6.3; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  win8: 'Mozilla/5.0 (Windows NT 6.2; WOW64; Trident/7.0; rv:11.0) like Gecko',
  win7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:109.0) Gecko/20100101 Firefox/115.0',
  vista: 'Mozilla/4.0 (compatible; MSIE 7.0; Windows NT 6.0; SLCC1)',
  xp: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 5.1; Trident/4.0)',
  win2000: 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.0)',
  noMinor: 'Mozilla/5.0 (Windows NT 10; Win64; x64)',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  winPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 Edge/15.14977',
  win98: 'Mozilla/4.0 (compatible; MSIE 5.5; Windows 98)',
};

t.test('constants', async (t) => {
  t.equal(SUPPORTED_OS_MESSAGE, 'Windows 7 SP1 64-bit or newer');
  t.equal(MIN_WINDOWS_NT_VERSION_EXCLUSIVE, 6);
  t.equal(PERSONA_REQUIRED_MESSAGE, 'You must download and run the client to continue creating your account.');
  t.equal(LAUNCH_SCHEME, 'lumen');
});

t.test('windowsNtVersion', async (t) => {
  t.equal(windowsNtVersion(UA.win11Chrome), 10);
  t.equal(windowsNtVersion(UA.win81Firefox), 6.3);
  t.equal(windowsNtVersion(UA.win8), 6.2);
  t.equal(windowsNtVersion(UA.win7), 6.1);
  t.equal(windowsNtVersion(UA.vista), 6);
  t.equal(windowsNtVersion(UA.xp), 5.1);
  t.equal(windowsNtVersion(UA.noMinor), 10);
  t.equal(windowsNtVersion(UA.mac), null);
  t.equal(windowsNtVersion(UA.linux), null);
  t.equal(windowsNtVersion(UA.android), null);
  t.equal(windowsNtVersion(UA.iphone), null);
  t.equal(windowsNtVersion(UA.winPhone), null);
  t.equal(windowsNtVersion(UA.win98), null);
  t.equal(windowsNtVersion(''), null);
  t.equal(windowsNtVersion(null), null);
  t.equal(windowsNtVersion(undefined), null);
  t.equal(windowsNtVersion('windows nt 10.0'), null, 'case-sensitive like real agents');
  t.equal(windowsNtVersion(`Windows NT 10.0 ${'x'.repeat(5000)}`), null, 'absurdly long agents are not read');
});

t.test('isSupportedOs: NT version greater than 6, so Windows 7 (6.1) is in and Vista (6.0) is out', async (t) => {
  t.ok(isSupportedOs(UA.win11Chrome));
  t.ok(isSupportedOs(UA.win81Firefox));
  t.ok(isSupportedOs(UA.win8));
  t.ok(isSupportedOs(UA.win7));
  t.ok(isSupportedOs(UA.noMinor));
  t.notOk(isSupportedOs(UA.vista));
  t.notOk(isSupportedOs(UA.xp));
  t.notOk(isSupportedOs(UA.win2000));
  t.notOk(isSupportedOs(UA.win98));
  t.notOk(isSupportedOs(UA.mac));
  t.notOk(isSupportedOs(UA.linux));
  t.notOk(isSupportedOs(UA.android));
  t.notOk(isSupportedOs(UA.iphone));
  t.notOk(isSupportedOs(UA.winPhone));
  t.notOk(isSupportedOs(''));
  t.notOk(isSupportedOs(undefined));
});

t.test('regex stays fast on hostile input', async (t) => {
  const hostile = `Windows NT ${'1'.repeat(2000)}`;
  const start = performance.now();
  windowsNtVersion(hostile);
  windowsNtVersion(`${'Windows NT '.repeat(180)}`);
  t.ok(performance.now() - start < 50);
});

t.test('visitStep', async (t) => {
  const bools = [true, false];
  for (const signedIn of bools) {
    for (const hasPersona of bools) {
      t.equal(visitStep({ supportedOs: false, signedIn, hasPersona }), 'unsupported', 'unsupported OS wins');
    }
  }
  t.equal(visitStep({ supportedOs: true, signedIn: false, hasPersona: false }), 'create-account-or-launch');
  t.equal(
    visitStep({ supportedOs: true, signedIn: false, hasPersona: true }),
    'create-account-or-launch',
    'a stale persona flag does not matter when logged out',
  );
  t.equal(visitStep({ supportedOs: true, signedIn: true, hasPersona: false }), 'persona-required');
  t.equal(visitStep({ supportedOs: true, signedIn: true, hasPersona: true }), 'have-you-installed');
});

t.test('launchUrl', async (t) => {
  t.equal(launchUrl({ personaHandle: 'ada', handle: 'sky-garden' }), 'lumen://experiences/ada/sky-garden');
  t.equal(launchUrl({ personaHandle: ' ada ', handle: 'x1 ' }), 'lumen://experiences/ada/x1');
  t.equal(
    launchUrl({ personaHandle: '../admin', handle: 'a/b?c#d' }),
    'lumen://experiences/..%2Fadmin/a%2Fb%3Fc%23d',
    'no extra segments, query or fragment',
  );
  t.equal(launchUrl({ personaHandle: 'å', handle: 'a b' }), 'lumen://experiences/%C3%A5/a%20b');
  t.throws(() => launchUrl({ personaHandle: '', handle: 'x' }), RangeError);
  t.throws(() => launchUrl({ personaHandle: 'x', handle: '  ' }), RangeError);
});
