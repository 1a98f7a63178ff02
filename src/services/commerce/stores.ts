// Stores: GET /user/stores, /users/{handle}/stores, /stores/{id or handle}; the owner's POST, PATCH
// and DELETE. Default include: creator (docs/upstream-api.md). Deleting needs an empty store (listings deleted
// first) and is soft: the handle stays taken so old links never reach someone else's shop.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseErrorOf, type Queryable } from '../db/database.ts';
import { normaliseHandle, isUuid } from '../kit/ids.ts';
import { findPersonaByHandle, type PersonaRow } from '../personas/repository.ts';
import { ApiError, notFound, serializeCollection, serializeResource } from '../kit/jsonapi.ts';
import { parseStoreCreate, parseStorePatch, parseStoreRef } from './params.ts';
import { addSelfLinks, storeModel } from './resource.ts';
import type { CommerceContext } from './routes.ts';
import {
  countLiveProducts,
  findStore,
  insertStore,
  listStoresOfPersona,
  lockStoreOwner,
  softDeleteStore,
  updateStore,
  type StoreRow,
} from './stores-repository.ts';

const HANDLE_CONSTRAINT = 'stores_handle_key';

export function storesRoutes(app: FastifyInstance, { db, callers, mediaBaseUrl, prefix, send }: CommerceContext): void {
  const single = (row: StoreRow) => {
    const document = serializeResource(storeModel(row, mediaBaseUrl), { include: ['creator'] });
    addSelfLinks(document, prefix);
    return document;
  };
  const list = (rows: StoreRow[]) => {
    const document = serializeCollection(
      rows.map((row) => storeModel(row, mediaBaseUrl)),
      { include: ['creator'], meta: { total: rows.length } },
    );
    addSelfLinks(document, prefix);
    return document;
  };
  const missing = (id: string) => notFound(`No store has the id or handle "${id}".`);

  const handleTaken = (error: unknown, handle: string | undefined) => {
    const dbError = databaseErrorOf(error);
    if (dbError?.code === '23505' && dbError.constraint === HANDLE_CONSTRAINT) {
      return new ApiError({
        code: 'handle-taken',
        detail: `The store handle "${handle ?? ''}" is taken.`,
        source: { pointer: '/data/attributes/handle' },
      });
    }
    return error;
  };

  app.get('/user/stores', async (request, reply) => {
    const persona = await callers.required(request, 'listing your stores');
    return send(reply, 200, list(await listStoresOfPersona(db, persona.id)));
  });

  // :persona like the orders service's /users/:persona/sales (one parameter name per path segment).
  app.get<{ Params: { persona: string } }>('/users/:persona/stores', async (request, reply) => {
    const handle = normaliseHandle(request.params.persona);
    const persona = handle === undefined ? undefined : await findPersonaByHandle(db, handle);
    if (!persona) throw notFound(`No creator has the handle "${request.params.persona}".`);
    return send(reply, 200, list(await listStoresOfPersona(db, persona.id)));
  });

  app.get<{ Params: { id: string } }>('/stores/:id', async (request, reply) => {
    const ref = parseStoreRef(request.params.id);
    const row = ref === undefined ? undefined : await findStore(db, ref);
    if (!row) throw missing(request.params.id);
    return send(reply, 200, single(row));
  });

  const requirePersona = (request: FastifyRequest): Promise<PersonaRow> => callers.required(request, 'opening a store');

  app.post('/stores', async (request, reply) => {
    const persona = await requirePersona(request);
    const attributes = parseStoreCreate(request.body);
    const row = await db
      .transaction(async (tx) => {
        const id = await insertStore(tx, persona.id, {
          handle: attributes.handle,
          name: attributes.name,
          description: attributes.description ?? '',
        });
        return findStore(tx, { id });
      })
      .catch((error: unknown) => {
        throw handleTaken(error, attributes.handle);
      });
    if (!row) throw new Error('created store vanished');
    reply.header('location', `${prefix}/stores/${row.id}`);
    return send(reply, 201, single(row));
  });

  async function writeTarget(request: FastifyRequest<{ Params: { id: string } }>) {
    const persona = await requirePersona(request);
    const ref = parseStoreRef(request.params.id);
    const store = ref === undefined ? undefined : await findStore(db, ref);
    if (!store) throw missing(request.params.id);
    return { persona, id: store.id };
  }

  async function lockOwned(tx: Queryable, id: string, persona: PersonaRow, action: string): Promise<void> {
    const owner = await lockStoreOwner(tx, id);
    if (owner === undefined) throw missing(id);
    if (owner !== persona.id)
      throw new ApiError({ code: 'not-owner', detail: `Only its owner can ${action} this store.` });
  }

  app.patch<{ Params: { id: string } }>('/stores/:id', async (request, reply) => {
    const { persona, id } = await writeTarget(request);
    const patch = parseStorePatch(request.body, isUuid(request.params.id) ? request.params.id : id);
    const row = await db
      .transaction(async (tx) => {
        await lockOwned(tx, id, persona, 'change');
        await updateStore(tx, id, patch);
        return findStore(tx, { id });
      })
      .catch((error: unknown) => {
        throw handleTaken(error, patch.handle);
      });
    if (!row) throw missing(id);
    return send(reply, 200, single(row));
  });

  app.delete<{ Params: { id: string } }>('/stores/:id', async (request, reply) => {
    const { persona, id } = await writeTarget(request);
    await db.transaction(async (tx) => {
      await lockOwned(tx, id, persona, 'delete');
      const live = await countLiveProducts(tx, id);
      if (live > 0) {
        throw new ApiError({
          code: 'store-not-empty',
          detail: `This store still has ${live} listing${live === 1 ? '' : 's'}; delete them first.`,
          meta: { products: live },
        });
      }
      await softDeleteStore(tx, id);
    });
    return reply.code(204).send();
  });
}
