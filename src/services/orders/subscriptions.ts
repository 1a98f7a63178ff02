// Following stores (GET /user/subscriptions, docs/upstream-api.md). A
// subscription is a persona following a creator's store, so it can hear about new listings. Following is
// a set membership: POST twice is one row (200 the second time), DELETE of nothing is still 204.
import type { FastifyInstance } from 'fastify';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseStoreRef, findStore } from '../commerce/index.ts';

export interface SubscriptionsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
}

interface SubscriptionRow {
  store_id: string;
  store_handle: string;
  store_name: string;
  persona_handle: string;
  persona_name: string;
  created_at: Date | string;
}

const SUBSCRIPTION_SELECT = `
  select s.id as store_id, s.handle as store_handle, s.name as store_name,
         pe.handle as persona_handle, pe.name as persona_name, sub.created_at
    from store_subscriptions sub
    join stores s on s.id = sub.store_id
    join personas pe on pe.id = s.persona_id`;

function subscriptionResource(row: SubscriptionRow) {
  return {
    type: 'subscription',
    // One subscription per store and caller, so the store id names it for this caller.
    id: row.store_id,
    attributes: {
      storeId: row.store_id,
      storeHandle: row.store_handle,
      storeName: row.store_name,
      personaHandle: row.persona_handle,
      personaName: row.persona_name,
      createdAt: new Date(row.created_at).toISOString(),
    },
  };
}

export async function subscriptionsRoutes(app: FastifyInstance, opts: SubscriptionsRoutesOptions): Promise<void> {
  const { db } = opts;
  const callers = callerResolver(db, opts.verifier);
  registerCacheHeaders(app);

  app.get('/user/subscriptions', async (request, reply) => {
    const persona = await callers.required(request, 'following stores');
    // Soft-deleted stores drop out of the list; their rows stay until the store is really deleted.
    const rows = await db.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} where sub.persona_id = $1 and s.deleted_at is null order by sub.created_at desc, s.handle`,
      [persona.id],
    );
    return reply
      .type(JSON_API_CONTENT_TYPE)
      .send({ data: rows.map(subscriptionResource), meta: { total: rows.length } });
  });

  const storeOf = async (value: string) => {
    const ref = parseStoreRef(value);
    const store = ref === undefined ? undefined : await findStore(db, ref);
    if (!store) throw notFound(`No store has the id "${value}".`);
    return store;
  };

  app.post<{ Params: { id: string } }>('/stores/:id/subscription', async (request, reply) => {
    const persona = await callers.required(request, 'following stores');
    const store = await storeOf(request.params.id);
    if (store.persona_id === persona.id)
      throw new ApiError({ code: 'own-store', detail: 'You cannot follow your own store.' });
    const inserted = await db.query(
      `insert into store_subscriptions (persona_id, store_id) values ($1, $2) on conflict do nothing returning store_id`,
      [persona.id, store.id],
    );
    const [row] = await db.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} where sub.persona_id = $1 and sub.store_id = $2`,
      [persona.id, store.id],
    );
    if (!row) throw notFound('The store was deleted while you followed it.');
    return reply
      .code(inserted.length > 0 ? 201 : 200)
      .type(JSON_API_CONTENT_TYPE)
      .send({ data: subscriptionResource(row) });
  });

  app.delete<{ Params: { id: string } }>('/stores/:id/subscription', async (request, reply) => {
    const persona = await callers.required(request, 'following stores');
    // Idempotent: unfollowing what one does not follow (or a store that is gone) is already done.
    const ref = parseStoreRef(request.params.id);
    if (ref !== undefined) {
      await db.query(
        'id' in ref
          ? 'delete from store_subscriptions where persona_id = $1 and store_id = $2'
          : 'delete from store_subscriptions where persona_id = $1 and store_id in (select id from stores where handle = $2)',
        [persona.id, 'id' in ref ? ref.id : ref.handle],
      );
    }
    return reply.code(204).send();
  });
}
