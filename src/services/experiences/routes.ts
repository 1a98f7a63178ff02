// The experiences service of docs/upstream-api.md, registered once per API version (/v1, /v2: same contract).
// Thin: which address runs which handler (handlers.ts), and the catalogue's cache headers.
import type { FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import {
  browseExperiences,
  createExperience,
  creatorExperiences,
  deleteOwnExperience,
  experienceByHandles,
  experienceById,
  featuredExperiences,
  likeExperience,
  likeState,
  lookupExperience,
  unlikeExperience,
  updateOwnExperience,
  type ExperiencesContext,
} from './handlers.ts';

export interface ExperiencesRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
}

const CATALOGUE_MAX_AGE_S = 5;
const CATALOGUE_SWR_S = 30;

export async function experiencesRoutes(app: FastifyInstance, opts: ExperiencesRoutesOptions): Promise<void> {
  const ctx: ExperiencesContext = {
    db: opts.db,
    callers: callerResolver(opts.db, opts.verifier),
    mediaBaseUrl: opts.mediaBaseUrl,
    prefix: app.prefix,
  };

  // The catalogue is public and changes slowly: shared caches (the web tier's upstream client) may keep a
  // successful read for a few seconds and serve it stale while revalidating. Vary keeps answers given
  // to a signed-in caller apart from anonymous ones. A signed-in caller's answer leaves out the creators
  // they blocked, so it is kept only while fresh, never served stale: a block made on another device shows
  // within CATALOGUE_MAX_AGE_S, as docs/decisions/0049 promises. The caller's own like is never kept by a
  // shared cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200 && request.routeOptions.url?.endsWith('/like')) {
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'Authorization');
    } else if (request.method === 'GET' && reply.statusCode === 200) {
      reply.header(
        'cache-control',
        request.headers.authorization === undefined
          ? `public, max-age=${CATALOGUE_MAX_AGE_S}, stale-while-revalidate=${CATALOGUE_SWR_S}`
          : `public, max-age=${CATALOGUE_MAX_AGE_S}`,
      );
      reply.header('vary', 'Authorization');
    } else {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.get('/experiences', (request, reply) => browseExperiences(ctx, request, reply));
  app.get('/featured', (request, reply) => featuredExperiences(ctx, request, reply));
  app.get<{ Params: { personaHandle: string } }>('/experiences/:personaHandle', (request, reply) =>
    creatorExperiences(ctx, request, reply),
  );
  app.get<{ Params: { personaHandle: string; experienceHandle: string } }>(
    '/experiences/:personaHandle/:experienceHandle',
    (request, reply) => experienceByHandles(ctx, request, reply),
  );
  app.get('/experience', (request, reply) => lookupExperience(ctx, request, reply));
  app.get<{ Params: { id: string } }>('/experience/:id', (request, reply) => experienceById(ctx, request, reply));

  app.post('/experience', (request, reply) => createExperience(ctx, request, reply));
  app.patch<{ Params: { id: string } }>('/experience/:id', (request, reply) =>
    updateOwnExperience(ctx, request, reply),
  );
  app.delete<{ Params: { id: string } }>('/experience/:id', (request, reply) =>
    deleteOwnExperience(ctx, request, reply),
  );

  // docs/product.md §5 Likes: the caller's like of one experience.
  app.get<{ Params: { id: string } }>('/experience/:id/like', (request, reply) => likeState(ctx, request, reply));
  app.put<{ Params: { id: string } }>('/experience/:id/like', (request, reply) => likeExperience(ctx, request, reply));
  app.delete<{ Params: { id: string } }>('/experience/:id/like', (request, reply) =>
    unlikeExperience(ctx, request, reply),
  );
}
