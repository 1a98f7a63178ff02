// Stopping without losing a request (main.ts on SIGTERM). The order:
// 1. draining: /readyz answers 503 at once; every answer from now on says Connection: close, so each
//    keep-alive connection ends politely after the answer it is carrying.
// 2. after `delayMs` (the load balancer's probe interval; requests are still served meanwhile) the app
//    closes: no new connections, idle ones are closed, requests in flight (a long upload, a streaming
//    page) run to their end, and each connection closes as soon as its last answer is out.
// 3. when every connection is gone the drain is done; after `timeoutMs` the ones left are cut.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type DrainOutcome = 'drained' | 'timed out';

export interface DrainOptions {
  /** How long to keep serving (readiness failing) before the listener closes. */
  delayMs: number;
  /** How long requests in flight may take once the listener is closed. */
  timeoutMs: number;
  /** Stops the app: closes the listener, resolves once every connection has ended (Fastify's close). */
  close(): Promise<void>;
}

export class GracefulDrain {
  #draining = false;
  #closing = false;
  readonly #inFlight = new Set<ServerResponse>();
  #server: Server | undefined;

  /** True from the moment a drain starts: readiness answers 503. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Follows the server's requests (buildApp calls this once). */
  attach(server: Server): void {
    this.#server = server;
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.#inFlight.add(response);
      if (this.#draining) endsConnection(response);
      response.on('close', () => {
        this.#inFlight.delete(response);
        // An answer whose headers went out before the drain promised keep-alive: close it once it is idle.
        if (this.#closing) setImmediate(() => this.#server?.closeIdleConnections());
      });
    });
  }

  /** Step 1 alone (readiness fails, answers close their connections). */
  start(): void {
    if (this.#draining) return;
    this.#draining = true;
    for (const response of this.#inFlight) endsConnection(response);
  }

  async run(options: DrainOptions): Promise<DrainOutcome> {
    this.start();
    if (options.delayMs > 0) await sleep(options.delayMs);
    this.#closing = true;
    const closed = options.close();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<DrainOutcome>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), options.timeoutMs);
    });
    const outcome = await Promise.race([closed.then((): DrainOutcome => 'drained'), deadline]);
    clearTimeout(timer);
    if (outcome === 'timed out') {
      this.#server?.closeAllConnections();
      await closed;
    }
    return outcome;
  }
}

function endsConnection(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}
