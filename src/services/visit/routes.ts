// The client waitlist (docs/product.md §6, §7; docs/upstream-api.md): POST /client-waitlist,
// registered once per API version. Anonymous by design: the people on this list usually have no
// account (they could not install the client that finishes one), so an Authorization header is
// neither needed nor read.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { JSON_API_CONTENT_TYPE, serializeResource } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { WAITLIST_ENTRY_TYPE, parseWaitlistEntry } from './params.ts';
import { joinWaitlist } from './repository.ts';

export interface VisitRoutesOptions {
  db: Database;
}

export async function visitRoutes(app: FastifyInstance, opts: VisitRoutesOptions): Promise<void> {
  const { db } = opts;

  registerCacheHeaders(app);

  // Idempotent per address: 201 with the new entry, or 200 with the one already listed.
  app.post('/client-waitlist', async (request, reply) => {
    const input = parseWaitlistEntry(request.body);
    const { row, created } = await joinWaitlist(db, input);
    const document = serializeResource({
      type: WAITLIST_ENTRY_TYPE,
      id: row.id,
      email: row.email,
      platform: row.platform,
      createdAt: new Date(row.created_at).toISOString(),
    });
    return reply
      .code(created ? 201 : 200)
      .type(JSON_API_CONTENT_TYPE)
      .send(document);
  });
}
