// Database rows -> JSON:API models (jsona's shape). Dates become ISO strings, counts numbers, and every
// image is a URL under the configured media base.
import type { JsonApiModel } from '../kit/jsonapi.ts';
import { experienceImageSizes } from '../media/index.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { avatarImageUrl } from '../personas/resource.ts';
import type { ExperienceRow } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function personaModel(persona: PersonaRow, mediaBaseUrl: string): JsonApiModel {
  return {
    type: 'persona',
    id: persona.id,
    handle: persona.handle,
    name: persona.name,
    avatarImageUrl: avatarImageUrl(persona, mediaBaseUrl),
    bio: persona.bio,
    status: persona.status,
  };
}

/** The creator header of GET /experiences/:personaHandle (meta.persona). */
export function personaMeta(persona: PersonaRow, mediaBaseUrl: string) {
  return {
    handle: persona.handle,
    name: persona.name,
    avatarImageUrl: avatarImageUrl(persona, mediaBaseUrl),
    bio: persona.bio,
  };
}

export function experienceModel(row: ExperienceRow, mediaBaseUrl: string): JsonApiModel {
  return {
    type: 'experience',
    id: row.id,
    name: row.name,
    handle: row.handle,
    personaHandle: row.persona_handle,
    personaName: row.persona_name,
    summary: row.summary,
    description: row.description,
    headCount: Number(row.head_count),
    likeCount: Number(row.like_count),
    curation: Number(row.curation),
    capacity: Number(row.capacity),
    visits: Number(row.visits),
    compatVersion: row.compat_version,
    tags: [...row.tags],
    // An uploaded cover stands in for every size of the generated picture.
    image: {
      sizes:
        row.cover_url === null
          ? experienceImageSizes(mediaBaseUrl, row.image_seed)
          : experienceImageSizes(mediaBaseUrl, row.image_seed).map((size) => ({
              ...size,
              url: row.cover_url ?? size.url,
            })),
    },
    coverUrl: row.cover_url,
    galleryUrls: [...row.gallery_urls],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    persona: personaModel(
      {
        id: row.persona_id,
        handle: row.persona_handle,
        name: row.persona_name,
        avatar_url: row.persona_avatar_url,
        bio: row.persona_bio,
        status: row.persona_status,
      },
      mediaBaseUrl,
    ),
    relationshipNames: ['persona'],
  };
}

/** Attributes a caller may name in `fields[experience]` (JSON:API sparse fieldsets). */
export const EXPERIENCE_FIELDS = [
  'name',
  'handle',
  'personaHandle',
  'personaName',
  'summary',
  'description',
  'headCount',
  'likeCount',
  'curation',
  'capacity',
  'visits',
  'compatVersion',
  'tags',
  'image',
  'coverUrl',
  'galleryUrls',
  'createdAt',
  'updatedAt',
] as const;

/** Keeps only the named attributes (identity and the persona relationship always stay). */
export function withFields(model: JsonApiModel, fields: ReadonlySet<string> | null): JsonApiModel {
  if (!fields) return model;
  const kept: JsonApiModel = {
    type: model.type,
    id: model.id,
    persona: model.persona,
    relationshipNames: model.relationshipNames,
  };
  for (const name of fields) kept[name] = model[name];
  return kept;
}
