// GET /media/generated/:kind/:seed/:size.svg and /media/default-portrait.svg.
// Generated images never change for a given URL, so they are cached for a year as immutable.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../kit/jsonapi.ts';
import { SEED_PATTERN, isGeneratedKind, renderDefaultPortrait, renderGeneratedSvg, sizeFor } from './generated-art.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; seed: string; file: string } }>(
    '/media/generated/:kind/:seed/:file',
    async (request, reply) => {
      const { kind, seed, file } = request.params;
      const sizeName = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
      const size = sizeName !== undefined && isGeneratedKind(kind) ? sizeFor(kind, sizeName) : undefined;
      if (!isGeneratedKind(kind) || !size || !SEED_PATTERN.test(seed)) {
        throw notFound(`No generated image at ${request.url}.`);
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(renderGeneratedSvg(kind, seed, size));
    },
  );

  const defaultPortrait = renderDefaultPortrait();
  app.get('/media/default-portrait.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(defaultPortrait),
  );
}
