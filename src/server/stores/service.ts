// Following stores over the upstream client (docs/upstream-api.md GET /user/subscriptions; POST and DELETE
// /stores/{id}/subscription). Following is idempotent upstream, so a retried click is harmless.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { StoreSubscription } from '../../shared/stores/schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

const subscriptionSchema = z.object({
  storeId: z.string(),
  storeHandle: z.string(),
  storeName: z.string(),
  personaHandle: z.string(),
  personaName: z.string(),
  createdAt: z.string(),
});

const toSubscription = ({
  storeId,
  storeHandle,
  storeName,
  personaHandle,
  personaName,
  createdAt,
}: z.output<typeof subscriptionSchema>): StoreSubscription => ({
  storeId,
  storeHandle,
  storeName,
  personaHandle,
  personaName,
  createdAt,
});

export async function mySubscriptions(upstream: UpstreamClient): Promise<StoreSubscription[]> {
  const document = await upstream.getCollection('/user/subscriptions', { ...JSONAPI, schema: subscriptionSchema });
  return document.data.map(toSubscription);
}

export async function follow(upstream: UpstreamClient, storeId: string): Promise<StoreSubscription> {
  try {
    const document = await upstream.sendResource('POST', `/stores/${segment(storeId)}/subscription`, {
      ...JSONAPI,
      schema: subscriptionSchema,
    });
    return toSubscription(document.data);
  } catch (error) {
    // The page hides the button on one's own store; a crafted call still gets words, not a 500.
    if (error instanceof BadResponseError && jsonApiErrorOf(error)?.code === 'own-store') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot follow your own store.', cause: error });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That store no longer exists.', cause: error });
    }
    throw error;
  }
}

export async function unfollow(upstream: UpstreamClient, storeId: string): Promise<{ storeId: string }> {
  await upstream.delete(`/stores/${segment(storeId)}/subscription`, JSONAPI);
  return { storeId };
}
