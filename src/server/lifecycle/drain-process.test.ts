// The built server as a process, stopped the way an orchestrator stops it: a signed-in persona is halfway
// through uploading a picture on a keep-alive connection when SIGTERM arrives. /readyz answers 503 at
// once; after the listener has closed the rest of the file arrives, the upload finishes (its answer closes
// the connection), and the process exits 0.
import t from 'tap';
import http from 'node:http';
import { Browser, DEMO_PASSWORD, formAction } from '../testing/browser.ts';
import { ready, startServerProcess, until } from '../testing/server-process.ts';

const cookieHeader = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

t.test('SIGTERM during an upload: readiness fails at once, the upload completes, exit 0', async (t) => {
  // DRAIN_DELAY_MS is left at its default: readiness fails for that long before the listener closes.
  const server = await startServerProcess(t, { LOG_LEVEL: 'info' });
  const { base } = server;
  await ready(server);

  // Kai signs in and asks for an upload address, as the picker does.
  const browser = new Browser();
  const login = await browser.follow(`${base}/sign-in?next=%2F`, `${base}/auth/callback`);
  const action = new URL(formAction(await login.response.text(), '/login'), login.url).href;
  await browser.follow(action, `${base}/__never__`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'kai@lumen.test', password: DEMO_PASSWORD }),
  });
  const size = 256 * 1024;
  const signing = await fetch(`${base}/trpc/uploads.sign`, {
    method: 'POST',
    headers: { cookie: cookieHeader(browser), origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ purpose: 'product-image', fileName: 'poster.png', contentType: 'image/png', size }),
  });
  t.equal(signing.status, 200, 'an upload address');
  const signed = ((await signing.json()) as { result: { data: { url: string; headers: Record<string, string> } } })
    .result.data;

  // The upload starts on a keep-alive connection and stops halfway.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  t.teardown(() => agent.destroy());
  // A PNG signature first: the store checks the bytes against the declared type as they arrive.
  const body = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(body);
  let received = false;
  const upload = http.request(new URL(signed.url, base), {
    method: 'PUT',
    agent,
    headers: { ...signed.headers, 'content-length': String(size), cookie: cookieHeader(browser), origin: base },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    upload.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    upload.on('error', reject);
  });
  upload.write(body.subarray(0, size / 2));
  await until(
    () => server.output().includes('"url":"/uploads/originals/'),
    'the upload to reach the server',
    Date.now() + 30_000,
  );

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await until(() => server.output().includes('"msg":"draining"'), 'the drain to start', Date.now() + 30_000);
  const readiness = await fetch(`${base}/readyz`);
  t.equal(readiness.status, 503, '/readyz says 503 as soon as the drain starts');
  t.match(await readiness.json(), { status: 'draining' });

  // The rest of the file goes only once the listener is closed (new connections refused).
  await until(
    async () =>
      await fetch(`${base}/healthz`).then(
        () => false,
        () => true,
      ),
    'the listener to close',
  );
  upload.end(body.subarray(size / 2), () => (received = true));
  const uploaded = await answer;
  t.ok(received, 'the whole file was sent');
  t.equal(uploaded.status, 201, `the upload in flight completes (${JSON.stringify(uploaded)})`);
  t.equal(uploaded.connection, 'close', 'and its answer closes the keep-alive connection');
  t.equal(await server.exited, 0, `exits 0 after draining (${server.output().slice(-400)})`);
  t.comment(`SIGTERM to exit: ${Date.now() - signalled} ms (default DRAIN_DELAY_MS included)`);
});
