// The embedded issuer's browser-facing address: PUBLIC_URL/oidc/* is forwarded, unchanged, to the
// embedded upstream (which binds loopback only). Fixed target, fixed path prefix: nothing in the request
// chooses where it goes. The public host and scheme travel in X-Forwarded-* so the issuer builds its
// URLs (form actions, redirects, discovery) for the browser's address, and the client's address in
// X-Forwarded-For so its sign-in limits count per client.
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest, type Dispatcher } from 'undici';

export interface IssuerProxyOptions {
  /** e.g. '/oidc' */
  mountPath: string;
  /** The embedded upstream's origin, e.g. http://127.0.0.1:40123 */
  target: string;
  publicUrl: string;
  dispatcher: Dispatcher;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

export async function issuerProxyPlugin(app: FastifyInstance, options: IssuerProxyOptions) {
  const publicUrl = new URL(options.publicUrl);
  const target = new URL(options.target);
  // Bodies pass through as streams: nothing is parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const forward = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const path = request.url;
    if (!(path === options.mountPath || path.startsWith(`${options.mountPath}/`) || path.startsWith(`${options.mountPath}?`))) {
      return reply.code(404).send();
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('x-forwarded-')) continue;
      headers[name] = value;
    }
    headers['x-forwarded-host'] = publicUrl.host;
    headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    headers['x-forwarded-for'] = request.ip;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const upstream = await undiciRequest(new URL(path, target), {
      method: request.method as Dispatcher.HttpMethod,
      headers: hasBody && request.headers['content-length'] ? { ...headers, 'content-length': request.headers['content-length'] } : headers,
      body: hasBody ? request.raw : null,
      dispatcher: options.dispatcher,
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    reply.code(upstream.statusCode);
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      reply.header(name, value);
    }
    return reply.send(upstream.body);
  };

  app.all(options.mountPath, forward);
  app.all(`${options.mountPath}/*`, forward);
}
