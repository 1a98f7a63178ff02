// Prometheus metrics of this process (web tier and embedded services alike), off unless METRICS_PORT is
// set. Off, prom-client is never imported and every call site is one null check (`metrics()?.…`).
// On, the hot paths (a request, an upstream call) observe a child series found once per route and
// status and kept, so a request allocates no label objects; label values are route templates, methods,
// statuses and fixed outcome words only, never addresses or ids, so the number of series stays bounded.
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The latency of one route (a page pattern, an API route, an upstream route template) and one method. */
export interface RouteSeries {
  /** `outcome`: the HTTP status, or for upstream calls that got none 'timeout' | 'unavailable' | 'aborted'. */
  observe(outcome: number | string, seconds: number): void;
}

export type PageCacheResult = 'hit' | 'miss' | 'bypass';
export type SignInOutcome = 'succeeded' | 'failed';
export type RefreshOutcome = 'succeeded' | 'failed' | 'reused';
export type PurchaseKind = 'cart' | 'product' | 'ticket' | 'gift';
export type ReminderJobOutcome = 'succeeded' | 'failed';

/** What a database reports about its connections (pg's pool, or PGlite's one connection and its queue). */
export interface PoolStats {
  driver: 'pglite' | 'postgres';
  total: number;
  idle: number;
  /** Callers waiting for a connection (PGlite: for its single connection). */
  waiting: number;
}

export interface LumenMetrics {
  readonly registry: Registry;
  /** Requests served by a Fastify app ('web' or 'services'). */
  httpRoute(app: 'web' | 'services', method: string, route: string): RouteSeries;
  /** Calls from the web tier to the upstream services, by route template. */
  upstreamRoute(method: string, template: string): RouteSeries;
  pageCache(result: PageCacheResult): void;
  signIn(outcome: SignInOutcome): void;
  sessionRefresh(outcome: RefreshOutcome): void;
  /** `result`: 'completed', 'replayed' (an idempotent repeat) or the refusal's error code. */
  purchase(kind: PurchaseKind, result: string): void;
  ledgerTransaction(kind: string): void;
  reminderJob(queue: string, outcome: ReminderJobOutcome): void;
  remindersDelivered(count: number): void;
  /** Reads the database's connections at every scrape; returns a function that stops watching it. */
  watchDatabase(name: string, stats: () => PoolStats): () => void;
}

let current: LumenMetrics | null = null;

/** This process's metrics, or null when they are off. */
export function metrics(): LumenMetrics | null {
  return current;
}

/** HTTP latencies from 5 ms to 10 s: pages render in tens of milliseconds, the render timeout is 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Upstream calls: cache hits take under a millisecond, the call timeout is 5 s by default. */
const UPSTREAM_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Turns metrics on for this process (idempotent) and returns them. The first call imports prom-client
 * and starts its default collectors (event-loop delay, heap, GC, CPU, open handles).
 */
export async function enableMetrics(): Promise<LumenMetrics> {
  if (current) return current;
  const client = await import('prom-client');
  if (current) return current;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const httpDuration = new client.Histogram({
    name: 'lumen_http_request_duration_seconds',
    help: 'Time to answer a request, by app (web, services), method, route pattern and status.',
    labelNames: ['app', 'method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const upstreamDuration = new client.Histogram({
    name: 'lumen_upstream_request_duration_seconds',
    help: "Web tier calls to the upstream services, by method, route template and status (or 'timeout', 'unavailable', 'aborted').",
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers: [registry],
  });
  const pageCache = counter(
    client,
    registry,
    'lumen_page_cache_requests_total',
    'Anonymous pages by page-cache result (hit, miss, bypass).',
    ['result'],
  );
  const signIns = counter(
    client,
    registry,
    'lumen_sign_ins_total',
    'Sign-ins finished at the callback (succeeded, failed).',
    ['outcome'],
  );
  const refreshes = counter(
    client,
    registry,
    'lumen_session_refreshes_total',
    'Access-token refreshes (succeeded: this instance asked the issuer; reused: another request or instance had; failed).',
    ['outcome'],
  );
  const purchases = counter(
    client,
    registry,
    'lumen_purchases_total',
    "Purchases by kind (cart, product, ticket) and result ('completed', 'replayed', or the refusal's code), counted after they commit.",
    ['kind', 'result'],
  );
  const ledger = counter(
    client,
    registry,
    'lumen_ledger_transactions_total',
    'Committed ledger transactions by kind (purchase, top-up, grant).',
    ['kind'],
  );
  const reminderJobs = counter(
    client,
    registry,
    'lumen_reminder_jobs_total',
    'Reminder jobs run by the worker, by queue and outcome.',
    ['queue', 'outcome'],
  );
  const remindersDelivered = new client.Counter({
    name: 'lumen_reminders_delivered_total',
    help: 'Event reminders and change notices delivered by the reminder worker.',
    registers: [registry],
  });

  const databases = new Map<string, () => PoolStats>();
  new client.Gauge({
    name: 'lumen_db_pool_connections',
    help: "The embedded services' database connections by state (total, idle, waiting: callers queued for one). PGlite has one connection.",
    labelNames: ['database', 'driver', 'state'] as const,
    registers: [registry],
    collect(this: Gauge<'database' | 'driver' | 'state'>) {
      this.reset();
      for (const [name, read] of databases) {
        const stats = read();
        this.set({ database: name, driver: stats.driver, state: 'total' }, stats.total);
        this.set({ database: name, driver: stats.driver, state: 'idle' }, stats.idle);
        this.set({ database: name, driver: stats.driver, state: 'waiting' }, stats.waiting);
      }
    },
  });

  const series = new Map<string, RouteSeries>();
  // Found once per route (at registration for Fastify routes, once per template upstream), then kept.
  const routeSeries = (histogram: Histogram<string>, prefix: readonly string[]): RouteSeries => {
    const key = `${histogram === httpDuration ? 'http' : 'upstream'}\u0000${prefix.join('\u0000')}`;
    const known = series.get(key);
    if (known) return known;
    const children = new Map<number | string, Histogram.Internal<string>>();
    const made: RouteSeries = {
      observe(outcome, seconds) {
        let child = children.get(outcome);
        if (child === undefined) {
          child = histogram.labels(...prefix, String(outcome));
          children.set(outcome, child);
        }
        child.observe(seconds);
      },
    };
    series.set(key, made);
    return made;
  };

  current = {
    registry,
    httpRoute: (app, method, route) => routeSeries(httpDuration, [app, method, route]),
    upstreamRoute: (method, template) => routeSeries(upstreamDuration, [method, template]),
    pageCache: cached(pageCache),
    signIn: cached(signIns),
    sessionRefresh: cached(refreshes),
    purchase: (kind, result) => purchases.labels(kind, result).inc(),
    ledgerTransaction: cached(ledger),
    reminderJob: (queue, outcome) => reminderJobs.labels(queue, outcome).inc(),
    remindersDelivered: (count) => {
      if (count > 0) remindersDelivered.inc(count);
    },
    watchDatabase(name, stats) {
      databases.set(name, stats);
      return () => {
        if (databases.get(name) === stats) databases.delete(name);
      };
    },
  };
  return current;
}

type PromClient = typeof import('prom-client');

function counter(
  client: PromClient,
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly string[],
): Counter<string> {
  return new client.Counter({ name, help, labelNames, registers: [registry] });
}

/** A one-label counter whose children are found once per value. */
function cached<V extends string>(metric: Counter<string>): (value: V) => void {
  const children = new Map<string, Counter.Internal>();
  return (value) => {
    let child = children.get(value);
    if (child === undefined) {
      child = metric.labels(value);
      children.set(value, child);
    }
    child.inc();
  };
}

/** Turns metrics off again (tests that check the off state after an on one). */
export function disableMetricsForTests(): void {
  current = null;
}
