// Profiles over the upstream client: which upstream call answers which question, and the mapping.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type { Profile, ProfileCard, ProfileListing, ProfilePage } from '../../shared/profiles/schema.ts';
import { PROFILE_CARD_EXPERIENCE_COUNT } from '../../shared/profiles/popup.ts';
import { creatorExperiences } from '../experiences/service.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { toProfile } from './mapping.ts';
import { newestListingsOf } from '../listings/service.ts';
import { PROFILE_LISTING_COUNT } from '../../shared/listings/limits.ts';
import { upstreamPagingMetaSchema, upstreamProfileMetaSchema, upstreamProfileSchema } from './upstream-schema.ts';

const segment = encodeURIComponent;

/** GET /profiles/{handle}: the profile and the caller's relation to it (document meta). */
export async function profileByHandle(upstream: UpstreamClient, handle: string): Promise<Profile> {
  const document = await upstream.getResource(`/profiles/${segment(handle)}`, {
    version: 'v2',
    schema: upstreamProfileSchema,
  });
  const meta = upstreamProfileMetaSchema.parse(document.meta);
  return toProfile(document.data, meta.friendStatus ?? 'PROFILE');
}

/**
 * Listings of a persona (docs/product.md §6 popup: experiences and listings): their newest listed listings across
 * their stores, through the listings service (GET /users/{handle}/stores, then GET /products?store=).
 */
async function personaListings(upstream: UpstreamClient, handle: string): Promise<ProfileListing[]> {
  const cards = await newestListingsOf(upstream, handle, PROFILE_LISTING_COUNT);
  return cards.map((card) => ({ id: card.id, name: card.name, price: card.price, imageUrl: card.imageUrl }));
}

/**
 * Profile, first experiences and listings, fetched together (docs/product.md §6: the popup opens once all three
 * are there). A persona with no experiences answers an empty list; an unknown persona fails on the
 * profile (404) and so does the whole card.
 */
export async function profileCard(upstream: UpstreamClient, handle: string): Promise<ProfileCard> {
  const [profile, experiences, listings] = await Promise.all([
    profileByHandle(upstream, handle),
    creatorExperiences(upstream, { personaHandle: handle, page: 1, perPage: PROFILE_CARD_EXPERIENCE_COUNT }),
    personaListings(upstream, handle),
  ]);
  return {
    profile,
    experiences: experiences.items.slice(0, PROFILE_CARD_EXPERIENCE_COUNT),
    experienceTotal: experiences.total,
    listings,
  };
}

/** GET /profiles?q=: people by handle or name. */
export async function searchProfiles(
  upstream: UpstreamClient,
  input: { q?: string | undefined; page: number; perPage: number },
): Promise<ProfilePage> {
  const document = await upstream.getCollection('/profiles', {
    version: 'v2',
    query: { q: input.q || undefined, page: input.page, perPage: input.perPage },
    schema: upstreamProfileSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  return {
    items: document.data.map((profile) => toProfile(profile)),
    total: meta.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.total, input.perPage),
  };
}
