// The visit flow over the upstream client: the unsupported-OS email list (docs/product.md §6, §7) is the
// client waitlist service (docs/upstream-api.md).
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type { WaitlistEntry } from '../../shared/visit/schema.ts';
import { WAITLIST_ENTRY_TYPE, upstreamWaitlistEntrySchema } from './upstream-schema.ts';

/**
 * Adds the (already validated, lowercased) address to the waitlist. The service is idempotent per
 * address, so a repeated signup answers the first entry: the reader sees the same thank-you either way.
 */
export async function joinWaitlist(
  upstream: UpstreamClient,
  input: { email: string; platform: string },
): Promise<WaitlistEntry> {
  const document = await upstream.sendResource('POST', '/client-waitlist', {
    version: 'v2',
    mediaType: 'jsonapi',
    body: { data: { type: WAITLIST_ENTRY_TYPE, attributes: { email: input.email, platform: input.platform } } },
    schema: upstreamWaitlistEntrySchema,
  });
  const entry = document.data;
  return { email: entry.email, platform: entry.platform, joinedAt: entry.createdAt };
}
