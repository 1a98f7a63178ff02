// The drain on a real socket with keep-alive clients: readiness fails at once, answers close their
// connections, requests in flight (a held request, a page whose headers were already out) finish, idle
// keep-alive connections are closed, and only what outlives the timeout is cut.
import t, { type Test } from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { GracefulDrain } from './graceful-drain.ts';

interface Held {
  release(): void;
}

async function startServer(t: Test) {
  const drain = new GracefulDrain();
  const app: FastifyInstance = Fastify({ return503OnClosing: false });
  drain.attach(app.server);
  const held: Held[] = [];
  const hold = () => new Promise<void>((resolve) => held.push({ release: resolve }));
  app.get('/ready', async (_request, reply) => (drain.draining ? reply.code(503).send('draining') : 'ready'));
  app.get('/quick', async () => 'quick');
  app.get('/held', async () => {
    await hold();
    return 'finished';
  });
  // Like a streamed page: headers (keep-alive) go out first, the end comes later.
  app.get('/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('start ');
    await hold();
    reply.raw.end('end');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  t.teardown(() => {
    for (const request of held) request.release();
    return app.close();
  });
  return { app, drain, port, held };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

/** Resolves when the keep-alive agent's open socket (one request made) is closed by the server. */
function socketClosed(agent: http.Agent): Promise<void> {
  const sockets = Object.values(agent.freeSockets).flat();
  return Promise.all(
    sockets.map((socket) => new Promise<void>((resolve) => socket?.once('close', () => resolve()))),
  ).then(() => undefined);
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

t.test('in-flight requests finish, keep-alive connections close politely, the drain completes', async (t) => {
  const { app, drain, port, held } = await startServer(t);
  const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const probe = new http.Agent({ keepAlive: false });
  t.teardown(() => [busy, idle, probe].forEach((agent) => agent.destroy()));

  t.equal((await get(port, '/ready', probe)).status, 200);
  t.equal((await get(port, '/quick', idle)).connection, 'keep-alive', 'before the drain, connections are kept');
  const idleClosed = socketClosed(idle);
  const inFlight = get(port, '/held', busy);
  await until(() => held.length === 1);

  drain.start();
  const ready = await get(port, '/ready', probe);
  t.equal(ready.status, 503, '/readyz fails at once');
  const during = await get(port, '/quick', new http.Agent({ keepAlive: true }));
  t.same([during.status, during.connection], [200, 'close'], 'new requests are still served, with Connection: close');

  const outcome = drain.run({ delayMs: 0, timeoutMs: 60_000, close: () => app.close() });
  await idleClosed;
  t.pass('an idle keep-alive connection is closed');
  held[0]?.release();
  const answer = await inFlight;
  t.same(
    answer,
    { status: 200, connection: 'close', body: 'finished' },
    'the request in flight finishes, and says close',
  );
  t.equal(await outcome, 'drained');
});

t.test('an answer whose headers went out before the drain still ends its connection afterwards', async (t) => {
  const { app, drain, port, held } = await startServer(t);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  t.teardown(() => agent.destroy());
  const page = get(port, '/stream', agent);
  await until(() => held.length === 1);
  // Without closing it once idle, this connection would stay open for Node's keep-alive timeout and the
  // drain would end by the timeout instead.
  const outcome = drain.run({ delayMs: 0, timeoutMs: 60_000, close: () => app.close() });
  await until(() => !app.server.listening);
  held[0]?.release();
  t.same(await page, { status: 200, connection: 'keep-alive', body: 'start end' });
  t.equal(await outcome, 'drained');
});

t.test('what outlives the timeout is cut, and the drain says so', async (t) => {
  const { app, drain, port, held } = await startServer(t);
  const agent = new http.Agent({ keepAlive: true });
  t.teardown(() => agent.destroy());
  const stuck = get(port, '/held', agent).then(
    () => 'answered',
    () => 'cut',
  );
  await until(() => held.length === 1);
  t.equal(await drain.run({ delayMs: 0, timeoutMs: 300, close: () => app.close() }), 'timed out');
  t.equal(await stuck, 'cut');
});
