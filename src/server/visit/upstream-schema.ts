// What we accept from the client waitlist service (POST /client-waitlist) after JSON:API
// deserialisation. The upstream is a network boundary: anything else is a contract error.
import { z } from 'zod';

export const WAITLIST_ENTRY_TYPE = 'clientWaitlistEntry';

export const upstreamWaitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  platform: z.string(),
  createdAt: z.string(),
});
export type UpstreamWaitlistEntry = z.infer<typeof upstreamWaitlistEntrySchema>;
