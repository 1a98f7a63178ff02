// A real HTTP server for the client's tests: records what arrives (and on which socket), answers with
// whatever the test's handler says. Only tests import this.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Sequence number of the TCP connection the request came in on (1 for the first one). */
  socket: number;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export async function startTestServer(
  handler: TestHandler = (_request, response) => sendJson(response, 200, {}),
): Promise<TestServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const socketIds = new WeakMap<Socket, number>();
  const sockets = new Set<Socket>();
  let socketCount = 0;

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        socket: socketIds.get(incoming.socket) ?? 0,
      };
      requests.push(recorded);
      current(recorded, response);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket: Socket) => {
    socketCount += 1;
    socketIds.set(socket, socketCount);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    handle(next) {
      current = next;
    },
    async close() {
      // Hanging test handlers never answer: drop their sockets instead of waiting for them.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound, noted and released), for connection-refused tests. */
export async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
