// PUT /uploads/originals/{owner}/{upload}?… : the browser sends a picture to its signed address under our
// own origin, and this forwards it to the embedded object store (the same fixed-target idea as /media):
// the target origin is the configured upstream's, only a path of exactly that shape that no decoding leads
// elsewhere (forward-path.ts) and only the signed query parameters pass, so it is never an open proxy. The web tier's 1 MiB body limit does not apply
// here: the body is streamed, never parsed, and bounded by its Content-Length (required, ≤ the signed
// limit). Same-origin only (the CSRF hook runs first) and signed in only; the session's access token
// goes along, so the store also checks that the address belongs to this user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { request } from 'undici';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import type { SessionUser } from '../trpc/context.ts';
import { MAX_UPLOAD_BYTES, formatBytes } from '../../shared/uploads/limits.ts';
import { SIGNED_QUERY } from '../../shared/uploads/signature.ts';
import { forwardableUrl } from '../security/forward-path.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_PATH = new RegExp(`^/uploads/originals/${UUID}/${UUID}$`);
const QUERY_VALUE = /^[A-Za-z0-9_.+/-]{1,200}$/;
const SIGNED_NAMES: readonly string[] = Object.values(SIGNED_QUERY);
const MAX_ANSWER_BYTES = 64 * 1024;

export interface UploadProxyOptions {
  pool: Pick<UpstreamPool, 'baseUrls' | 'dispatcher' | 'userAgent'>;
  userOf(request: FastifyRequest): SessionUser | null;
  /** Time allowed for one upload (a 10 MB file on a slow line). Default 60 s. */
  timeoutMs?: number;
}

/** The upstream path and query to forward to, or undefined when this is not an upload address. */
export function uploadTarget(url: string): string | undefined {
  const forwardable = forwardableUrl(url, '/uploads/originals');
  if (!forwardable || !UPLOAD_PATH.test(forwardable.path)) return undefined;
  const { path, search } = forwardable;
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  if (names.length !== SIGNED_NAMES.length || !SIGNED_NAMES.every((name) => params.getAll(name).length === 1))
    return undefined;
  const forwarded = new URLSearchParams();
  for (const name of SIGNED_NAMES) {
    const value = params.get(name) ?? '';
    if (!QUERY_VALUE.test(value)) return undefined;
    forwarded.set(name, value);
  }
  return `${path}?${forwarded.toString()}`;
}

const problem = (error: string, message: string) => ({ error, message });

export async function uploadProxyPlugin(app: FastifyInstance, options: UploadProxyOptions): Promise<void> {
  const origin = new URL(options.pool.baseUrls.v2).origin;
  const timeoutMs = options.timeoutMs ?? 60_000;

  await app.register(async (scope) => {
    // The body stays a stream: no parser buffers it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put('/uploads/*', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (incoming, reply) => {
      reply.header('cache-control', 'no-store');
      const target = uploadTarget(incoming.url);
      if (!target) return reply.code(404).send(problem('NOT_FOUND', 'This is not an upload address.'));
      const user = options.userOf(incoming);
      if (!user)
        return reply
          .code(401)
          .header('connection', 'close')
          .send(problem('UNAUTHORIZED', 'Log in to upload pictures.'));
      const length = Number(incoming.headers['content-length']);
      if (!Number.isSafeInteger(length) || length < 0) {
        return reply
          .code(411)
          .header('connection', 'close')
          .send(problem('LENGTH_REQUIRED', 'Send the file with its Content-Length.'));
      }
      const signedMax = Number(new URLSearchParams(target.split('?')[1]).get(SIGNED_QUERY.maxBytes));
      if (length > MAX_UPLOAD_BYTES || length > signedMax) {
        const limit = Math.min(MAX_UPLOAD_BYTES, Number.isFinite(signedMax) ? signedMax : MAX_UPLOAD_BYTES);
        return reply
          .code(413)
          .header('connection', 'close')
          .send(problem('PAYLOAD_TOO_LARGE', `The file is larger than ${formatBytes(limit)}; choose a smaller one.`));
      }
      const contentType = incoming.headers['content-type'];
      let answer;
      try {
        answer = await request(`${origin}${target}`, {
          method: 'PUT',
          dispatcher: options.pool.dispatcher,
          body: incoming.body as Readable,
          headers: {
            'content-length': String(length),
            ...(typeof contentType === 'string' ? { 'content-type': contentType } : {}),
            authorization: `Bearer ${user.accessToken}`,
            'user-agent': options.pool.userAgent,
            'x-request-id': incoming.id,
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        incoming.log.warn({ err: error }, 'upload forward failed');
        return reply
          .code(502)
          .header('connection', 'close')
          .send(problem('UPSTREAM_UNAVAILABLE', 'The upload did not go through. Try again.'));
      }
      const text = await answer.body.text();
      const body = text.length > MAX_ANSWER_BYTES ? '' : text;
      const answerType = String(answer.headers['content-type'] ?? 'application/json');
      return reply
        .code(answer.statusCode)
        .type(answerType.includes('json') ? answerType : 'application/json')
        .send(body);
    });
  });
}
