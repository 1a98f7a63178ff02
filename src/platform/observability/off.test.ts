// Off (no METRICS_PORT, no OTLP endpoint), observability costs nothing: serving pages and the services
// loads neither OpenTelemetry nor prom-client. A module-resolution hook records every module resolved
// from here on; fastify being among them shows the hook sees the app's imports.
import t from 'tap';
import { register, createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const watched = /@opentelemetry|@fastify\/otel|prom-client|\/fastify\/fastify\.js$/;
const { port1, port2 } = new MessageChannel();
const resolved: string[] = [];
port1.on('message', (url: string) => resolved.push(url));
port1.unref();
const hook = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (${watched}.test(result.url)) port.postMessage(result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: port2 }, transferList: [port2] });

const { startTestStack } = await import('../../server/testing/test-stack.ts');
await import('../../services/main.ts');
const { metrics } = await import('./metrics.ts');
const stack = await startTestStack();
t.teardown(() => stack.close());

t.test('serving a page with metrics and tracing off loads neither', async (t) => {
  const page = await stack.app.inject({ url: '/experiences/nova/neon-drift' });
  t.equal(page.statusCode, 200);
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.ok(
    resolved.some((url) => url.endsWith('/fastify/fastify.js')),
    'the hook saw the app load fastify',
  );
  t.same(
    resolved.filter((url) => !url.endsWith('/fastify/fastify.js')),
    [],
    'no OpenTelemetry or prom-client module',
  );
  const required = Object.keys(createRequire(import.meta.url).cache).filter((path) =>
    /@opentelemetry|@fastify\/otel|prom-client/.test(path),
  );
  t.same(required, [], 'not through require either');
  t.equal(metrics(), null);
});
