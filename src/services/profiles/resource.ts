// Personas as docs/product.md §5 Profiles: avatarHandle, avatarName, avatarImageUrl (the generated portrait when the
// persona has no picture), bio, status.
import { avatarImageUrl } from '../personas/resource.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { serializeCollection, type JsonApiDocument, type JsonApiModel, type ResourceObject } from '../kit/jsonapi.ts';

export const PROFILE_TYPE = 'profile';

export function profileModel(persona: PersonaRow, mediaBaseUrl: string): JsonApiModel {
  return {
    type: PROFILE_TYPE,
    id: persona.id,
    avatarHandle: persona.handle,
    avatarName: persona.name,
    avatarImageUrl: avatarImageUrl(persona, mediaBaseUrl),
    bio: persona.bio,
    status: persona.status,
  };
}

/** A resource object with its own `meta` (JSON:API allows meta on each resource). */
export type ResourceWithMeta = ResourceObject & { meta?: Record<string, unknown>; links?: Record<string, string> };

/**
 * A collection of profiles where each resource may carry its own meta (friendStatus, direction…) and a
 * self link. `perItem` returns the meta of one row, or undefined for none.
 */
export function profileCollection<R extends PersonaRow>(
  rows: readonly R[],
  options: {
    mediaBaseUrl: string;
    selfLink: (row: R) => string;
    perItem?: (row: R) => Record<string, unknown> | undefined;
    meta: Record<string, unknown>;
    links: Record<string, string>;
  },
): JsonApiDocument<ResourceWithMeta[]> {
  const document = serializeCollection(
    rows.map((row) => profileModel(row, options.mediaBaseUrl)),
    { meta: options.meta, links: options.links },
  );
  const data: ResourceWithMeta[] = document.data.map((resource, index) => {
    const row = rows[index];
    if (!row) return resource;
    const meta = options.perItem?.(row);
    return { ...resource, links: { self: options.selfLink(row) }, ...(meta ? { meta } : {}) };
  });
  return { ...document, data };
}
