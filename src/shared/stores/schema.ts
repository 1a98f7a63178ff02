// Following creators' stores (docs/upstream-api.md GET /user/subscriptions). zod values server side; the browser
// imports only the types.
import { z } from 'zod';

export const storeIdInputSchema = z.object({ storeId: z.uuid({ error: 'That is not a store id.' }) }).strict();

export type StoreIdInput = z.infer<typeof storeIdInputSchema>;

/** A store the viewer follows. */
export interface StoreSubscription {
  storeId: string;
  storeHandle: string;
  storeName: string;
  personaHandle: string;
  personaName: string;
  createdAt: string;
}
