import t from 'tap';
import {
  LAUNCH_SCHEME,
  MIN_WINDOWS_NT_VERSION_EXCLUSIVE,
  OS_FAMILIES,
  OS_FAMILY_LABELS,
  isSupportedOs,
  launchUrl,
  osFamily,
  visitStep,
  windowsNtVersion,
} from './os-support.ts';
import { en } from '../i18n/messages/en.ts';

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
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  winPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 Edge/15.14977',
  win98: 'Mozilla/4.0 (compatible; MSIE 5.5; Windows 98)',
};

t.test('constants', async (t) => {
  // docs/product.md §7 and §12 wording, said word for word by the English catalogue.
  t.equal(en['visit.supportedOs'], 'Windows 7 SP1 64-bit or newer');
  t.equal(MIN_WINDOWS_NT_VERSION_EXCLUSIVE, 6);
  t.equal(en['visit.persona.lead'], 'You must download and run the client to continue creating your account.');
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

// Real agents as browsers send them (Windows 11 still says NT 10.0; the OS cannot be told from 10).
const REAL = {
  win11Edge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  win10Firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  win10Wow64Chrome:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  win81Chrome:
    'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  win8Ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Win64; x64; Trident/6.0)',
  win7Chrome:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  win7Ie11: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  vistaFirefox: 'Mozilla/5.0 (Windows NT 6.0; rv:52.0) Gecko/20100101 Firefox/52.0',
  xpChrome: 'Mozilla/5.0 (Windows NT 5.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
  xp64: 'Mozilla/5.0 (Windows NT 5.2; Win64; x64; rv:52.0) Gecko/20100101 Firefox/52.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  ubuntuFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromebookArm:
    'Mozilla/5.0 (X11; CrOS aarch64 15633.69.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.212 Safari/537.36',
  lumia:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15254',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  curl: 'curl/8.5.0',
};

t.test('real agents: supported exactly for Windows 7 (NT 6.1) and newer', async (t) => {
  const supported = [
    'win11Edge',
    'win10Firefox',
    'win10Wow64Chrome',
    'win81Chrome',
    'win8Ie10',
    'win7Chrome',
    'win7Ie11',
  ];
  for (const [name, agent] of Object.entries(REAL)) {
    t.equal(isSupportedOs(agent), supported.includes(name), name);
  }
  t.equal(windowsNtVersion(REAL.vistaFirefox), 6, 'Vista is NT 6.0: not greater than 6');
  t.equal(windowsNtVersion(REAL.xpChrome), 5.1);
  t.equal(windowsNtVersion(REAL.xp64), 5.2);
  t.equal(windowsNtVersion(REAL.win7Ie11), 6.1);
});

t.test('osFamily', async (t) => {
  const expected: Record<keyof typeof REAL, string> = {
    win11Edge: 'windows',
    win10Firefox: 'windows',
    win10Wow64Chrome: 'windows',
    win81Chrome: 'windows',
    win8Ie10: 'windows',
    win7Chrome: 'windows',
    win7Ie11: 'windows',
    vistaFirefox: 'windows',
    xpChrome: 'windows',
    xp64: 'windows',
    macSafari: 'macos',
    macChrome: 'macos',
    macFirefox: 'macos',
    ubuntuFirefox: 'linux',
    linuxChrome: 'linux',
    androidChrome: 'android',
    androidSamsung: 'android',
    iphoneSafari: 'ios',
    ipadChrome: 'ios',
    chromebook: 'chromeos',
    chromebookArm: 'chromeos',
    lumia: 'other',
    googlebot: 'other',
    curl: 'other',
  };
  for (const [name, family] of Object.entries(expected)) {
    t.equal(osFamily(REAL[name as keyof typeof REAL]), family, name);
  }
  t.equal(osFamily(UA.win98), 'windows', 'old Windows is still Windows (and unsupported)');
  t.equal(osFamily(UA.win2000), 'windows');
  t.equal(osFamily(''), 'other');
  t.equal(osFamily(null), 'other');
  t.equal(osFamily(undefined), 'other');
  t.equal(osFamily(`Macintosh ${'x'.repeat(5000)}`), 'other', 'absurdly long agents are not read');
  for (const family of OS_FAMILIES) {
    t.match(family, /^[a-z][a-z0-9-]{0,31}$/, `${family} fits the upstream's platform format`);
    t.ok(OS_FAMILY_LABELS[family].length > 0);
  }
  const start = performance.now();
  osFamily(`${'Win'.repeat(600)}`);
  osFamily(`${'X1'.repeat(1000)}`);
  t.ok(performance.now() - start < 50, 'linear on hostile input');
});
