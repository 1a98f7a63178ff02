// The /download page as the web tier serves it (SSR through app.inject), with and without an installer
// address, and the CLIENT_DOWNLOAD_URL setting behind it.
import t from 'tap';
import { loadConfig } from '../config/config.ts';
import { startTestStack } from '../testing/test-stack.ts';

t.test('CLIENT_DOWNLOAD_URL', async (t) => {
  t.equal(loadConfig({}).clientDownloadUrl, null, 'unset: none');
  t.equal(loadConfig({ CLIENT_DOWNLOAD_URL: '  ' }).clientDownloadUrl, null, 'blank: none');
  t.equal(
    loadConfig({ CLIENT_DOWNLOAD_URL: 'https://downloads.lumen.example/LumenSetup.exe' }).clientDownloadUrl,
    'https://downloads.lumen.example/LumenSetup.exe',
  );
  t.throws(() => loadConfig({ CLIENT_DOWNLOAD_URL: 'ftp://downloads.lumen.example/setup.exe' }), /CLIENT_DOWNLOAD_URL/);
  t.throws(() => loadConfig({ CLIENT_DOWNLOAD_URL: 'javascript:alert(1)' }), /CLIENT_DOWNLOAD_URL/);
  t.throws(() => loadConfig({ CLIENT_DOWNLOAD_URL: '/setup.exe' }), /CLIENT_DOWNLOAD_URL/);
});

/** The page without its scripts: their boot data carries every wording of the page's catalogue. */
const drawn = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

t.test('with an installer address: requirements and a download button', async (t) => {
  const installer = 'https://downloads.lumen.example/LumenSetup.exe?channel=stable&v=2';
  const stack = await startTestStack({ config: { clientDownloadUrl: installer } });
  t.teardown(stack.close);
  const response = await stack.app.inject({ method: 'GET', url: '/download' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /text\/html/);
  const html = response.body;
  t.match(html, /<h1[^>]*>Download <!-- -->Lumen<\/h1>|<h1[^>]*>Download Lumen<\/h1>/);
  t.match(html, /<title>Download Lumen · Lumen<\/title>/);
  t.match(html, /Windows 7 SP1 64-bit or newer/);
  t.match(html, /System requirements/);
  t.match(html, /What the client does/);
  t.match(html, 'href="https://downloads.lumen.example/LumenSetup.exe?channel=stable&amp;v=2"');
  t.match(html, />Download for Windows</);
  t.notMatch(drawn(html), /not offered on this site yet/);
  t.notMatch(drawn(html), /Tell me when it(&#x27;|')s available/, 'no waitlist when the installer is there');
  t.match(
    html,
    /"downloadUrl":"https:\/\/downloads\.lumen\.example/,
    'the browser learns the address in the boot data',
  );
});

t.test('without one: the page says so and offers what to do instead, with no dead button', async (t) => {
  const stack = await startTestStack();
  t.teardown(stack.close);
  const response = await stack.app.inject({ method: 'GET', url: '/download?from=%2Fexperiences%2Fnova%2Fneon-drift' });
  t.equal(response.statusCode, 200);
  const html = response.body;
  t.match(html, /The installer is not offered on this site yet/);
  t.notMatch(html, />Download for Windows</);
  t.match(html, /Windows 7 SP1 64-bit or newer/);
  t.match(html, /aria-label="Tell me when it(&#x27;|')s available"/, 'the client waitlist form');
  t.match(html, /href="\/experiences\/nova\/neon-drift"[^>]*>Back to the world</, 'back to the world it came from');
  t.match(html, />Copy the world(&#x27;|')s link</);
  t.notMatch(html, /<a[^>]*href=""/, 'no empty link');

  const unsafe = await stack.app.inject({ method: 'GET', url: '/download?from=%2F%2Fevil.example%2Fx' });
  t.equal(unsafe.statusCode, 200);
  t.notMatch(unsafe.body, /href="(?:https?:)?\/\/evil\.example/, 'another host is never linked');
  t.notMatch(drawn(unsafe.body), /Back to the world/);
  t.match(unsafe.body, />Browse worlds</);
});
