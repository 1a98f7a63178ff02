// Upstream experience -> the DTOs of src/shared/experiences/schema.ts.
import type { Creator, ExperienceCard, ExperienceDetail } from '../../shared/experiences/schema.ts';
import type { UpstreamExperience, UpstreamExperienceCard } from './upstream-schema.ts';
import type { z } from 'zod';
import type { upstreamPersonaSchema } from './upstream-schema.ts';

type Sizes = NonNullable<UpstreamExperience['image']>['sizes'];

function sizeUrl(sizes: Sizes, name: string): string | null {
  return sizes.find((size) => size.name === name)?.url ?? null;
}

export function toExperienceCard(experience: UpstreamExperienceCard): ExperienceCard {
  const sizes = experience.image?.sizes ?? [];
  return {
    id: experience.id,
    name: experience.name,
    handle: experience.handle,
    personaHandle: experience.personaHandle,
    personaName: experience.personaName,
    headCount: experience.headCount,
    curation: experience.curation,
    // docs/product.md §5: the entry at index 1 of image.sizes gives the card's url.
    imageUrl: sizes[1]?.url ?? sizes[0]?.url ?? null,
  };
}

export function toExperienceDetail(experience: UpstreamExperience): ExperienceDetail {
  const sizes = experience.image?.sizes ?? [];
  const card = toExperienceCard(experience);
  const coverUrl = sizeUrl(sizes, 'cover') ?? sizes[2]?.url ?? card.imageUrl;
  return {
    ...card,
    summary: experience.summary ?? '',
    description: experience.description ?? '',
    coverUrl,
    coverMobileUrl: sizeUrl(sizes, 'cover-mobile') ?? coverUrl,
    capacity: experience.capacity ?? 0,
    visits: experience.visits ?? 0,
    likeCount: experience.likeCount ?? 0,
    compatVersion: experience.compatVersion ?? '',
    tags: experience.tags ?? [],
    createdAt: experience.createdAt,
    updatedAt: experience.updatedAt,
  };
}

export function toCreator(persona: z.infer<typeof upstreamPersonaSchema>): Creator {
  return {
    personaHandle: persona.handle,
    personaName: persona.name,
    avatarImageUrl: persona.avatarImageUrl ?? null,
    bio: persona.bio ?? '',
  };
}

export function pageCountOf(total: number, perPage: number): number {
  return total === 0 ? 0 : Math.ceil(total / perPage);
}
