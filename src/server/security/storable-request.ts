// Every request's address (path parameters and query string, decoded) is checked for text that cannot
// be stored (src/shared/text/storable-text.ts) before any route runs: pages, the url-parameter proxy,
// calendar files and the rest answer 400 instead of failing in the upstream. tRPC inputs (JSON inside
// the query or the body) are checked per procedure in src/server/trpc/init.ts.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnstorableText, unstorableTextMessage } from '../../shared/text/storable-text.ts';

/** Which part of the request address holds unstorable text, as a message for the caller; null when none. */
export function unstorableAddressProblem(request: Pick<FastifyRequest, 'params' | 'query'>): string | null {
  const inQuery = findUnstorableText(request.query);
  if (inQuery !== null) return unstorableTextMessage(inQuery, 'The query string');
  return findUnstorableText(request.params) === null ? null : unstorableTextMessage([], 'The address');
}

function badRequestHtml(productName: string, message: string): string {
  const name = productName.replace(/[<>&"]/g, '');
  const text = message.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad address · ${name}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><h1>This address cannot be used</h1><p>${text}</p><p><a href="/">Go to the ${name} home page</a></p></body></html>`;
}

async function storableRequest(app: FastifyInstance, options: { productName: string }) {
  app.addHook('onRequest', async (request, reply) => {
    const problem = unstorableAddressProblem(request);
    if (problem === null) return;
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      return reply.code(400).type('text/html; charset=utf-8').send(badRequestHtml(options.productName, problem));
    }
    return reply.code(400).send({ error: 'BAD_REQUEST', message: problem });
  });
}

export const storableRequestPlugin = fp(storableRequest, { name: 'storable-request' });
