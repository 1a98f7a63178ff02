// One error handler for everything that is not a page render: the catalogue's words, the right status,
// JSON for API callers and a friendly page for browsers. Stacks stay in the logs.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, type AppErrorCode } from '../../shared/errors/catalogue.ts';
import { serverErrorHtml } from '../ssr/server-error-html.ts';

function codeForStatus(status: number): AppErrorCode {
  if (status === 400 || status === 413 || status === 415) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL';
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

async function errorHandling(app: FastifyInstance, options: { productName: string }) {
  app.setErrorHandler(
    (error: { statusCode?: number; message?: string }, request: FastifyRequest, reply: FastifyReply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      const code = codeForStatus(status);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      if (wantsHtml(request) && status >= 500) {
        return reply.code(status).type('text/html; charset=utf-8').send(serverErrorHtml(options.productName));
      }
      // Client errors carry Fastify's own precise message (e.g. a body too large); server errors do not.
      const message = status < 500 && error.message ? error.message : ERROR_CATALOGUE[code].title;
      return reply.code(status).send({ error: code, message });
    },
  );

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: 'NOT_FOUND', message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
  });
}

export const errorHandlingPlugin = fp(errorHandling, { name: 'error-handling' });
