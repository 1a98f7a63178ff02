// The part of autocannon 8's programmatic API the benchmark uses (the package ships no types and
// @types/autocannon is not a dependency).
declare module 'autocannon' {
  /** Histogram summary; percentiles are keyed p50, p90, p97_5, p99, p99_9… */
  export interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [key: string]: number;
  }

  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Runs before every request; return the request to send. */
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    workers?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    title?: string;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Stats & { totalCount: number };
    requests: Stats & { sent: number };
    throughput: Stats;
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    catch(onRejected: (error: unknown) => unknown): Promise<unknown>;
  }

  export default function autocannon(options: Options): Instance;
}
