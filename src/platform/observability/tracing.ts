// OpenTelemetry tracing, imported (dynamically, by main.ts) only when an OTLP endpoint is configured:
// with tracing off no OpenTelemetry module is loaded at all.
//
// - @fastify/otel (Fastify's official instrumentation) joins every Fastify app created after this runs,
//   through Fastify's `fastify.initialization` diagnostics channel: the web tier and, in one process,
//   the embedded services. Each request span continues the caller's W3C trace context (traceparent).
// - The undici instrumentation (diagnostics channels as well, no module patching) makes a client span
//   for every upstream call and adds `traceparent` to it, next to X-Request-Id and X-Event-Log, so the
//   upstream's spans land in the same trace.
// Spans go to OTEL_EXPORTER_OTLP_ENDPOINT over OTLP/HTTP in batches.
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { FastifyOtelInstrumentation } from '@fastify/otel';

export interface TracingOptions {
  serviceName: string;
  /** Tests pass an in-memory exporter (spans are then exported one by one, at once). */
  exporter?: SpanExporter | undefined;
}

export interface RunningTracing {
  /** Exports what is pending and stops. */
  shutdown(): Promise<void>;
}

/** Starts tracing for this process; call before any Fastify app is created. */
export function startTracing(options: TracingOptions): RunningTracing {
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and OTEL_EXPORTER_OTLP_HEADERS itself.
      new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [processor],
  });
  // The global tracer provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new UndiciInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  return {
    async shutdown() {
      unregister();
      await provider.shutdown();
    },
  };
}
