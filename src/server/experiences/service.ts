// Experiences over the upstream client: which upstream call answers which question, and the mapping.
import { TRPCError } from '@trpc/server';
import { BadResponseError } from '../upstream-client/errors.ts';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type {
  CreatorExperiences,
  ExperienceCard,
  ExperienceDetail,
  ExperienceLike,
  ExperiencePage,
} from '../../shared/experiences/schema.ts';
import { pageCountOf, toCreator, toExperienceCard, toExperienceDetail } from './mapping.ts';
import {
  CARD_FIELDS,
  upstreamCreatorMetaSchema,
  upstreamExperienceCardSchema,
  upstreamExperienceSchema,
  upstreamLikeSchema,
  upstreamListMetaSchema,
} from './upstream-schema.ts';

export interface BrowseQuery {
  q?: string | undefined;
  tag?: string | undefined;
  page: number;
  perPage: number;
  sort: string;
}

const segment = encodeURIComponent;
// Lists ask only for what a card shows (JSON:API sparse fieldsets): a quarter of the bytes to move and parse.
const cardFields = { 'fields[experience]': CARD_FIELDS.join(',') };
// The browse page's cards also carry the like count (docs/product.md §5 Likes: shown under 'Most liked').
const browseCardFields = { 'fields[experience]': [...CARD_FIELDS, 'likeCount'].join(',') };

export async function browseExperiences(upstream: UpstreamClient, query: BrowseQuery): Promise<ExperiencePage> {
  const document = await upstream.getCollection('/experiences', {
    version: 'v2',
    query: {
      q: query.q || undefined,
      tag: query.tag,
      page: query.page,
      perPage: query.perPage,
      sort: query.sort,
      ...browseCardFields,
    },
    schema: upstreamExperienceCardSchema,
  });
  const meta = upstreamListMetaSchema.parse(document.meta);
  return {
    items: document.data.map((experience) => ({
      ...toExperienceCard(experience),
      likeCount: experience.likeCount ?? 0,
    })),
    total: meta.total,
    page: query.page,
    perPage: query.perPage,
    pageCount: pageCountOf(meta.total, query.perPage),
  };
}

export async function featuredExperiences(upstream: UpstreamClient, limit: number): Promise<ExperienceCard[]> {
  // docs/product.md §11: the featured list is read with a page size of 100.
  const document = await upstream.getCollection('/featured', {
    version: 'v2',
    query: { perPage: 100, ...cardFields },
    schema: upstreamExperienceCardSchema,
  });
  return document.data.slice(0, limit).map(toExperienceCard);
}

export async function creatorExperiences(
  upstream: UpstreamClient,
  input: { personaHandle: string; page: number; perPage: number },
): Promise<CreatorExperiences> {
  const document = await upstream.getCollection(`/experiences/${segment(input.personaHandle)}`, {
    version: 'v2',
    query: { page: input.page, perPage: input.perPage, sort: 'featured', ...cardFields },
    schema: upstreamExperienceCardSchema,
  });
  const meta = upstreamCreatorMetaSchema.parse(document.meta);
  return {
    creator: toCreator(meta.persona),
    items: document.data.map(toExperienceCard),
    total: meta.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.total, input.perPage),
  };
}

export async function experienceDetail(
  upstream: UpstreamClient,
  input: { personaHandle: string; handle: string },
): Promise<ExperienceDetail> {
  const document = await upstream.getResource(`/experiences/${segment(input.personaHandle)}/${segment(input.handle)}`, {
    version: 'v2',
    schema: upstreamExperienceSchema,
  });
  return toExperienceDetail(document.data);
}

/**
 * The signed-in persona's like of one experience (docs/product.md §5 Likes): read, like (PUT, idempotent)
 * or unlike (DELETE, idempotent). Every answer carries the count as of that moment, so the page settles
 * on it. The upstream acts for the bearer token's persona; a vanished experience is NOT_FOUND in words.
 */
export async function experienceLike(
  upstream: UpstreamClient,
  experienceId: string,
  method: 'GET' | 'PUT' | 'DELETE',
): Promise<ExperienceLike> {
  try {
    const document = await upstream.sendResource(method, `/experience/${segment(experienceId)}/like`, {
      version: 'v2',
      schema: upstreamLikeSchema,
    });
    return {
      experienceId: document.data.id.toLowerCase(),
      liked: document.data.liked,
      likeCount: document.data.likeCount,
    };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That experience no longer exists.', cause: error });
    }
    throw error;
  }
}
