// The embedded issuer's browser-facing address: PUBLIC_URL/oidc/* is forwarded, unchanged, to the
// embedded upstream (which binds loopback only). Fixed target, fixed path prefix: nothing in the request
// chooses where it goes, and a path that any decoding of would lead out of the prefix is refused before
// anything is sent (forward-path.ts). The public host and scheme travel in X-Forwarded-* so the issuer
// builds its URLs (form actions, redirects, discovery) for the browser's address, and the client's
// address in X-Forwarded-For so its sign-in limits count per client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { forwardableUrl } from '../security/forward-path.ts';

export interface IssuerProxyOptions {
  /** e.g. '/oidc' */
  mountPath: string;
  /** The embedded upstream's origin, e.g. http://127.0.0.1:40123 */
  target: string;
  publicUrl: string;
  dispatcher: Dispatcher;
}

// Headers about this hop only (RFC 9110 §7.6.1), plus Expect: the 100-continue exchange happens
// between the browser and us, and undici refuses to send the header on.
const HOP_BY_HOP = new Set([
  'connection',
  'expect',
  'proxy-connection',
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

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const forwarded = forwardableUrl(request.url, options.mountPath);
    if (!forwarded) return reply.code(404).send();
    const namedByConnection = new Set(
      String(request.headers.connection ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase()),
    );
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || namedByConnection.has(name) || name.startsWith('x-forwarded-'))
        continue;
      headers[name] = value;
    }
    headers['x-forwarded-host'] = publicUrl.host;
    headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    headers['x-forwarded-for'] = request.ip;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await undiciRequest(`${target.origin}${forwarded.path}${forwarded.search}`, {
        method: request.method as Dispatcher.HttpMethod,
        headers:
          hasBody && request.headers['content-length']
            ? { ...headers, 'content-length': request.headers['content-length'] }
            : headers,
        body: hasBody ? request.raw : null,
        dispatcher: options.dispatcher,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'the identity provider is unreachable');
      return reply.code(502).header('connection', 'close').send();
    }
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
