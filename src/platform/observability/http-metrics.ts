// Request latency and status per route, for a Fastify app. Call before any route is registered.
// Each route gets its own onResponse hook holding its series (found once, when the route is registered),
// so a request costs one Map lookup by status and one histogram observation: no label objects, no
// `request.routeOptions` (a getter that builds an object per call). The catch-all page route is named by
// the page pattern the address belongs to (the client's route table), unknown addresses by the route
// itself; addresses no route serves count as one 'not-found' route. With metrics off, nothing is added.
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { metrics, type RouteSeries } from './metrics.ts';
import type { RouteTemplates } from './route-templates.ts';

export interface RequestMetricsOptions {
  /** Names requests of the route `/*` by these patterns (the pages). */
  catchAll?: RouteTemplates | undefined;
}

const NOT_FOUND_ROUTE = 'not-found';
/** The build's hashed files are one route each (hundreds): counted together. */
const ASSETS = '/assets/';

function routeName(url: string): string {
  return url.startsWith(ASSETS) ? `${ASSETS}*` : url;
}

export function instrumentRequests(
  app: FastifyInstance,
  name: 'web' | 'services',
  options: RequestMetricsOptions = {},
): void {
  const registry = metrics();
  if (!registry) return;

  const observe = (series: RouteSeries, reply: FastifyReply) =>
    series.observe(reply.statusCode, reply.elapsedTime / 1000);

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const existing = route.onResponse === undefined ? [] : [route.onResponse].flat();
    for (const method of methods) {
      const series = registry.httpRoute(name, method, routeName(route.url));
      let hook: onResponseHookHandler;
      if (route.url === '/*' && options.catchAll) {
        const patterns = options.catchAll;
        const byPattern = new Map<string, RouteSeries>();
        hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          const pattern = patterns.match(request.url);
          let matched = series;
          if (pattern !== null) {
            const known = byPattern.get(pattern);
            if (known) matched = known;
            else byPattern.set(pattern, (matched = registry.httpRoute(name, method, pattern)));
          }
          observe(matched, reply);
          done();
        };
      } else {
        hook = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          observe(series, reply);
          done();
        };
      }
      // One hook per route, which answers the methods it was registered with.
      if (methods.length === 1) {
        route.onResponse = [...existing, hook];
      } else {
        const perMethod = hook;
        const own = method;
        route.onResponse = [
          ...[route.onResponse ?? []].flat(),
          (request: FastifyRequest, reply: FastifyReply, done: () => void) =>
            request.method === own ? perMethod.call(app, request, reply, done) : done(),
        ];
      }
    }
  });

  const notFound = new Map<string, RouteSeries>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let series = notFound.get(request.method);
      if (!series) {
        series = registry.httpRoute(name, request.method, NOT_FOUND_ROUTE);
        notFound.set(request.method, series);
      }
      observe(series, reply);
    }
    done();
  });
}
