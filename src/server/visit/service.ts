// The visit flow over the upstream client: the unsupported-OS email list (docs/product.md §6, §7) is the
// client waitlist service (docs/upstream-api.md).
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type { WaitlistEntry } from '../../shared/visit/schema.ts';
import type { CompatCheck } from '../../shared/visit/compat.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { z } from 'zod';
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

const outdatedMetaSchema = z.object({ requiredVersion: z.string(), clientVersion: z.string() });

/**
 * Before launching: GET /experience/?persona_handle&handle&compat_version (docs/upstream-api.md). 200:
 * the client can enter; 409 client-outdated: the world needs a newer one (its meta says which). A world
 * that does not exist is the upstream's 404, like the experience page.
 */
export async function checkCompat(
  upstream: UpstreamClient,
  input: { personaHandle: string; handle: string; clientVersion: string },
): Promise<CompatCheck> {
  try {
    await upstream.getJson('/experience/', {
      version: 'v2',
      mediaType: 'jsonapi',
      query: { persona_handle: input.personaHandle, handle: input.handle, compat_version: input.clientVersion },
      schema: z.object({ data: z.object({ id: z.string() }) }),
    });
    return { status: 'compatible' };
  } catch (error) {
    if (!(error instanceof BadResponseError) || error.status !== 409) throw error;
    const first = jsonApiErrorOf(error);
    if (first?.code !== 'client-outdated') throw error;
    const meta = outdatedMetaSchema.safeParse(first.meta);
    return {
      status: 'outdated',
      requiredVersion: meta.success ? meta.data.requiredVersion : 'a newer version',
      clientVersion: meta.success ? meta.data.clientVersion : input.clientVersion,
    };
  }
}
