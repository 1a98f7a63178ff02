// The metrics' list of upstream route templates is the embedded services' own list (below /v1 and /v2),
// so every call is named by its template and none falls into 'other' unnoticed.
import t from 'tap';
import dc from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { buildEmbeddedUpstream } from '../../services/app.ts';
import { openDatabase } from '../../services/db/database.ts';
import { createHs256Verifier } from '../../services/auth/index.ts';
import { UPSTREAM_ROUTE_TEMPLATES } from './upstream-routes.ts';

t.test('every route of the embedded services is a known upstream template', async (t) => {
  const paths = new Set<string>();
  const collect = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      for (const version of ['/v1/', '/v2/'])
        if (route.url.startsWith(version)) paths.add(route.url.slice(version.length - 1));
    });
  };
  dc.subscribe('fastify.initialization', collect);
  const db = await openDatabase({ memory: true });
  const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier('x'.repeat(40)) });
  dc.unsubscribe('fastify.initialization', collect);
  t.teardown(async () => {
    await app.close();
    await db.close();
  });
  t.same([...paths].sort(), [...UPSTREAM_ROUTE_TEMPLATES].sort());
});
