// The one picture a review or a report may carry (docs/upstream-api.md "Attachments"). The document names
// an uploaded image by its id; it is accepted only when it is a picture this persona uploaded and
// confirmed for that use (purpose `attachment`). Anything else — an address instead of an id, another
// persona's picture, an upload whose bytes never became an image — is one 422, in the same words, so an
// id is no way to learn what others upload.
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../kit/jsonapi.ts';
import { isUuid } from '../kit/ids.ts';
import { ATTACHMENT_ALT_MAX_LENGTH, type VariantSpec } from '../../shared/uploads/limits.ts';
import { findImage } from './repository.ts';

export const ATTACHMENT_PURPOSE = 'attachment';

/** `attachmentId` in a document: an id, null to remove the picture, absent to leave it as it is. */
export const attachmentIdMember = z
  .string({ error: 'attachmentId must be the id of an uploaded picture, or null.' })
  .nullish();

/** `attachmentAlt`: the reviewer's description of the picture; blank means none. */
export const attachmentAltMember = z
  .string({ error: 'attachmentAlt must be text, or null.' })
  .trim()
  .max(ATTACHMENT_ALT_MAX_LENGTH, `attachmentAlt has at most ${ATTACHMENT_ALT_MAX_LENGTH} characters.`)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value));

/** Where attachmentId sits in a report document: top level or in the JSON:API envelope. */
export function attachmentPointer(body: unknown): string {
  const enveloped =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data !== null;
  return enveloped ? '/data/attributes/attachmentId' : '/attachmentId';
}

function refused(pointer: string, detail: string): ApiError {
  return new ApiError({ code: 'invalid-attachment', detail, source: { pointer } });
}

/**
 * The image id to store: undefined (leave as is), null (no picture) or the checked id. `pointer` names the
 * member in the document for the error.
 */
export async function checkAttachment(
  db: Queryable,
  personaId: string,
  value: string | null | undefined,
  pointer: string,
): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  const id = value.trim().toLowerCase();
  if (!isUuid(id)) {
    throw refused(
      pointer,
      'attachmentId is the id of a picture you uploaded (sign, PUT, then POST /uploaded-images), not an address.',
    );
  }
  const image = await findImage(db, id);
  if (!image || image.owner_persona_id !== personaId) {
    throw refused(
      pointer,
      `None of your uploaded pictures has the id "${id}". Upload the picture, then attach the id it was given.`,
    );
  }
  if (image.purpose !== ATTACHMENT_PURPOSE) {
    throw refused(
      pointer,
      `That picture was uploaded as a ${image.purpose}. Upload it again with purpose "${ATTACHMENT_PURPOSE}".`,
    );
  }
  return image.id;
}

export interface AttachmentColumns {
  attachment_image_id: string | null;
  attachment_sizes: VariantSpec[] | null;
}

/** The `attachment` member of a review or report resource, or null. */
export function attachmentModel(
  row: AttachmentColumns,
  mediaBaseUrl: string,
  alt: string | null = null,
): { id: string; alt: string | null; sizes: (VariantSpec & { url: string })[] } | null {
  if (row.attachment_image_id === null || row.attachment_sizes === null) return null;
  const id = row.attachment_image_id;
  return {
    id,
    alt,
    sizes: row.attachment_sizes.map((spec) => ({ ...spec, url: `${mediaBaseUrl}/uploads/${id}/${spec.name}.webp` })),
  };
}
