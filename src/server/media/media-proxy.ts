// Serves the upstream's images under our own origin (/media/...), so pages need no third-party host in
// their CSP and the embedded upstream stays bound to 127.0.0.1. The target is fixed: only the path is
// taken from the request, only one that no decoding leads out of /media (forward-path.ts), and only a
// plain, dot-free one.
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import { forwardableUrl } from '../security/forward-path.ts';
import { isMediaPath as isMediaPicturePath } from '../../shared/media/picture-url.ts';

const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = /^image\/(svg\+xml|png|jpeg|webp|avif|gif)\b/;

/** A path the /media proxy forwards: a picture address by the shared rule, and safe in every decoding. */
export function isMediaPath(path: string): boolean {
  return forwardableUrl(path, '/media') !== undefined && isMediaPicturePath(path);
}

export async function mediaProxyPlugin(app: FastifyInstance, options: { pool: UpstreamPool }) {
  const origin = new URL(options.pool.baseUrls.v2).origin;

  app.get('/media/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!isMediaPath(path)) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such image.' });
    let upstream;
    try {
      upstream = await request(`${origin}${path}`, {
        dispatcher: options.pool.dispatcher,
        headers: {
          'x-request-id': req.id,
          ...(req.headers['if-none-match'] ? { 'if-none-match': String(req.headers['if-none-match']) } : {}),
        },
        signal: AbortSignal.timeout(options.pool.timeoutMs),
      });
    } catch {
      return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE', message: 'Images are not available right now.' });
    }
    const contentType = String(upstream.headers['content-type'] ?? '');
    if (upstream.statusCode === 304) {
      await upstream.body.dump();
      return reply.code(304).send();
    }
    if (upstream.statusCode !== 200 || !IMAGE_TYPES.test(contentType)) {
      await upstream.body.dump();
      return reply
        .code(upstream.statusCode === 404 ? 404 : 502)
        .send({ error: 'NOT_FOUND', message: 'No such image.' });
    }
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    // Images are small: read them whole (bounded), so a reader who navigates away mid-image costs nothing
    // but a dropped buffer, not an aborted stream.
    const body = Buffer.from(await upstream.body.arrayBuffer());
    if (body.length > MAX_IMAGE_BYTES)
      return reply.code(502).send({ error: 'UPSTREAM_UNAVAILABLE', message: 'Image too large.' });
    // SVGs are images here, never documents: no scripts even if one were opened directly.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.send(body);
  });
}
