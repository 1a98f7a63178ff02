// GET /metrics on a listener of its own (METRICS_PORT), never on the public port: the load balancer
// does not route to it, and METRICS_HOST keeps it on loopback unless the operator opens it. With
// METRICS_TOKEN, a scrape must also carry `Authorization: Bearer <token>`.
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { LumenMetrics } from './metrics.ts';

export interface MetricsServerOptions {
  host: string;
  port: number;
  token?: string | undefined;
}

export interface RunningMetricsServer {
  /** e.g. http://127.0.0.1:9464 */
  url: string;
  close(): Promise<void>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startMetricsServer(
  registry: LumenMetrics,
  options: MetricsServerOptions,
): Promise<RunningMetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics are at GET /metrics.\n');
      return;
    }
    if (options.token !== undefined) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, options.token)) {
        response
          .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
          .end('Send the METRICS_TOKEN as Authorization: Bearer <token>.\n');
        return;
      }
    }
    registry.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Collecting metrics failed: ${String(error)}\n`),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':')
    ? `[${options.host}]`
    : options.host === '0.0.0.0'
      ? '127.0.0.1'
      : options.host;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
