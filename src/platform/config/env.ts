// Environment variables both Node processes read, the web tier (src/server/config) and `npm run upstream`
// (src/services/app.ts), with the validators they share. Each process still reads its own environment once.
import { z } from 'zod';

export const port = z.coerce.number().int().min(0).max(65535);
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const optionalUrl = z.preprocess(
  blankToUndefined,
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

/** SESSION_SECRET: comma-separated, the first seals, all open (the standalone upstream reads it too). */
export const sessionSecretsSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ''),
    )
    .refine((secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32), {
      message: 'must be one or more comma-separated secrets of at least 32 characters',
    })
    .optional(),
);
/**
 * Metrics and tracing (src/platform/observability), read by the web tier and by `npm run upstream` alike.
 * Metrics are served on a listener of their own, never on the public port, so a load balancer never
 * exposes them; unset METRICS_PORT: off, and prom-client is not even loaded.
 */
export const observabilityEnvShape = {
  /** Port of the Prometheus endpoint (GET /metrics). Unset: no metrics. */
  METRICS_PORT: z.preprocess(blankToUndefined, port.optional()),
  /** Address the metrics listener binds: loopback by default; 0.0.0.0 for a scraper on another host. */
  METRICS_HOST: z.preprocess(blankToUndefined, z.string().trim().min(1).default('127.0.0.1')),
  /** When set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** OTLP/HTTP collector (e.g. http://otel-collector:4318): traces are exported there. Unset: no tracing,
   * and no OpenTelemetry module is loaded. The other OTEL_* variables (headers, sampler) apply. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** Also OpenTelemetry's: a traces-only endpoint (the full URL, e.g. …/v1/traces) that wins over the above. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  /** The service name traces carry (default lumen-web, or lumen-upstream for `npm run upstream`). */
  OTEL_SERVICE_NAME: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).optional()),
};

export interface ObservabilityConfig {
  /** null: no metrics. */
  metrics: { host: string; port: number; token: string | undefined } | null;
  /** null: no tracing. */
  tracing: { serviceName: string } | null;
}

export function observabilityConfig(
  env: z.output<z.ZodObject<typeof observabilityEnvShape>>,
  defaultServiceName: string,
): ObservabilityConfig {
  return {
    metrics:
      env.METRICS_PORT === undefined
        ? null
        : { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    tracing:
      env.OTEL_EXPORTER_OTLP_ENDPOINT === undefined && env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT === undefined
        ? null
        : { serviceName: env.OTEL_SERVICE_NAME ?? defaultServiceName },
  };
}

export const EMBEDDED_ISSUER_PATH = '/oidc';
