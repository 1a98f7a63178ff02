// With tracing on, one page load is one trace: the web tier's request span, its upstream call, and the
// services' request span that continued the traceparent the call carried.
import t from 'tap';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing } from './tracing.ts';
import { startTestStack } from '../../server/testing/test-stack.ts';

// Before any Fastify app is created: the instrumentation joins apps as they are made.
const exporter = new InMemorySpanExporter();
const tracing = startTracing({ serviceName: 'lumen-test', exporter });
const stack = await startTestStack();
t.teardown(async () => {
  await stack.close();
  await tracing.shutdown();
});

t.test('a page load yields spans of the web tier and of the upstream in one trace', async (t) => {
  const page = await stack.app.inject({ url: '/experiences/nova/neon-drift' });
  t.equal(page.statusCode, 200);
  const spans = exporter.getFinishedSpans();
  const route = (span: (typeof spans)[number]) => String(span.attributes['http.route'] ?? '');
  const web = spans.find((span) => span.name === 'request' && route(span) === '/*');
  t.ok(web, 'the web tier traced the page request');
  const traceId = web?.spanContext().traceId;
  const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);
  const services = inTrace.find(
    (span) => span.name === 'request' && route(span) === '/v2/experiences/:personaHandle/:experienceHandle',
  );
  t.ok(services, "the services' request span is in the same trace");
  const call = inTrace.find(
    (span) =>
      span.kind === 2 /* CLIENT */ &&
      String(span.attributes['url.full'] ?? '').includes('/v2/experiences/nova/neon-drift'),
  );
  t.ok(call, 'so is the upstream call between them');
  t.equal(
    services?.parentSpanContext?.spanId,
    call?.spanContext().spanId,
    'the services continued the call the web tier made',
  );
});
