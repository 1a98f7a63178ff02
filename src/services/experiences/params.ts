// What the experiences routes accept: query parameters (-> 400 naming the parameter) and write documents
// (-> 422 with a JSON pointer per attribute). Limits here are the upstream's own contract; the web tier
// applies stricter ones of its own.
import { z } from 'zod';
import { handleSchema } from '../../shared/experiences/schema.ts';
import { MAX_TAGS, TAG_MAX_LENGTH, TAG_MIN_LENGTH, TAG_PATTERN } from '../../shared/tags/tag-rules.ts';
import { ApiError, type ApiErrorInit } from '../kit/jsonapi.ts';
import { single } from '../kit/query.ts';
import { PAGE_LIMITS, pageParam, perPageParam } from '../kit/paging.ts';
import { MAX_PICTURE_URL_LENGTH, isPictureUrl } from '../../shared/media/picture-url.ts';
import { attributesOf } from '../kit/document.ts';

export const EXPERIENCE_SORTS = ['featured', 'popular', 'newest', 'name', 'most-liked', 'most-active'] as const;
export type ExperienceSort = (typeof EXPERIENCE_SORTS)[number];

export const LIMITS = {
  ...PAGE_LIMITS,
  featuredPerPage: 100,
  maxQueryLength: 200,
} as const;

const VERSION_PATTERN = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/;

/** -1, 0 or 1 as a is older than, equal to or newer than b ("major.minor.patch"). */
export function compareVersions(a: string, b: string): number {
  const pa = VERSION_PATTERN.exec(a);
  const pb = VERSION_PATTERN.exec(b);
  if (!pa || !pb) throw new Error(`Not a major.minor.patch version: ${pa ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const diff = Number(pa[i]) - Number(pb[i]);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

const sortParam = z
  .enum(EXPERIENCE_SORTS, { error: `sort must be one of: ${EXPERIENCE_SORTS.join(', ')}.` })
  .default('featured');
const searchParam = z
  .string(single('q'))
  .max(LIMITS.maxQueryLength, `q must be at most ${LIMITS.maxQueryLength} characters.`)
  .transform((value) => value.trim() || undefined)
  .optional();
/** Empty means absent, so `?handle=` behaves like no handle. */
const optionalText = (name: string) =>
  z
    .string(single(name))
    .max(200, `${name} must be at most 200 characters.`)
    .transform((value) => value.trim() || undefined)
    .optional();

/** `?tag=sci-fi`: only experiences (or listings) carrying this tag. */
export const tagParam = z
  .string(single('tag'))
  .max(200, 'tag must be at most 200 characters.')
  .transform((value) => value.trim().toLowerCase() || undefined)
  .refine(
    (value) =>
      value === undefined ||
      (TAG_PATTERN.test(value) && value.length >= TAG_MIN_LENGTH && value.length <= TAG_MAX_LENGTH),
    {
      message: 'tag uses lowercase letters and digits with single hyphens between them, 3 to 40 characters.',
    },
  )
  .optional();

export const listQuerySchema = z.object({
  q: searchParam,
  tag: tagParam,
  page: pageParam,
  perPage: perPageParam(LIMITS.defaultPerPage),
  sort: sortParam,
});
export type ListQuery = z.output<typeof listQuerySchema>;

export const featuredQuerySchema = z.object({
  page: pageParam,
  perPage: perPageParam(LIMITS.featuredPerPage),
});

export const creatorQuerySchema = z.object({
  tag: tagParam,
  page: pageParam,
  perPage: perPageParam(LIMITS.defaultPerPage),
  sort: sortParam,
});

export const lookupQuerySchema = listQuerySchema.extend({
  persona_handle: optionalText('persona_handle'),
  handle: optionalText('handle'),
  compat_version: optionalText('compat_version').refine(
    (value) => value === undefined || VERSION_PATTERN.test(value),
    'compat_version must look like major.minor.patch, e.g. 1.4.0.',
  ),
});

// ---------------------------------------------------------------------------------------------------
// Write documents

const text = (name: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be text.`) });

// The docs/product.md §7 rule of src/shared/tags (the database checks it too). Unlike the web tier's schema, the
// upstream does not normalise: "Art" is refused, not lowercased, so every client sends stored form.
const tagSchema = z
  .string({ error: 'Each tag must be text.' })
  .min(TAG_MIN_LENGTH, `A tag has at least ${TAG_MIN_LENGTH} characters.`)
  .max(TAG_MAX_LENGTH, `A tag has at most ${TAG_MAX_LENGTH} characters.`)
  .regex(TAG_PATTERN, 'A tag uses lowercase letters and digits, with single hyphens between them.');

/** A write document's tags: at most `max`, no duplicates (the experiences and commerce services alike). */
export function upstreamTagsSchema(noun: string, max: number = MAX_TAGS) {
  return z
    .array(tagSchema, { error: 'tags must be a list of tags.' })
    .max(max, `${noun} has at most ${max} tags.`)
    .superRefine((tags, ctx) => {
      tags.forEach((tag, index) => {
        if (tags.indexOf(tag) !== index)
          ctx.addIssue({ code: 'custom', message: `Tag "${tag}" is listed twice.`, path: [index] });
      });
    });
}

export const MAX_GALLERY = 8;

/** A picture address a caller sets (covers, galleries, listing pictures): the rule of
 * src/shared/media/picture-url.ts, checked here again because this service has other clients. */
export const upstreamPictureUrlSchema = (name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .max(MAX_PICTURE_URL_LENGTH, `${name} has at most ${MAX_PICTURE_URL_LENGTH} characters.`)
    .refine(
      (url) => isPictureUrl(url),
      `${name} must be a picture this site serves (/media/…) or an https URL on an allowed host.`,
    );

const attributeFields = {
  name: text('name').trim().min(1, 'name cannot be empty.').max(80, 'name has at most 80 characters.'),
  handle: text('handle').pipe(handleSchema),
  summary: text('summary').max(280, 'summary has at most 280 characters.'),
  description: text('description').max(10_000, 'description has at most 10000 characters.'),
  tags: upstreamTagsSchema('An experience'),
  capacity: z
    .number({ error: 'capacity must be a number.' })
    .int('capacity must be a whole number.')
    .min(1, 'capacity must be from 1 to 1000.')
    .max(1000, 'capacity must be from 1 to 1000.'),
  compatVersion: text('compatVersion').regex(
    VERSION_PATTERN,
    'compatVersion must look like major.minor.patch, e.g. 1.4.0.',
  ),
  // Uploaded pictures (the signed upload flow gives their URLs); null clears the cover.
  coverUrl: upstreamPictureUrlSchema('coverUrl').nullable(),
  galleryUrls: z
    .array(upstreamPictureUrlSchema('galleryUrls'), { error: 'galleryUrls must be a list of URLs.' })
    .max(MAX_GALLERY, `An experience has at most ${MAX_GALLERY} gallery pictures.`),
};

const createAttributesSchema = z.strictObject({
  name: attributeFields.name,
  handle: attributeFields.handle,
  summary: attributeFields.summary.optional(),
  description: attributeFields.description.optional(),
  tags: attributeFields.tags.optional(),
  capacity: attributeFields.capacity.optional(),
  compatVersion: attributeFields.compatVersion.optional(),
  coverUrl: attributeFields.coverUrl.optional(),
  galleryUrls: attributeFields.galleryUrls.optional(),
});

const patchAttributesSchema = z.strictObject({
  name: attributeFields.name.optional(),
  handle: attributeFields.handle.optional(),
  summary: attributeFields.summary.optional(),
  description: attributeFields.description.optional(),
  tags: attributeFields.tags.optional(),
  capacity: attributeFields.capacity.optional(),
  compatVersion: attributeFields.compatVersion.optional(),
  coverUrl: attributeFields.coverUrl.optional(),
  galleryUrls: attributeFields.galleryUrls.optional(),
});

export interface ExperienceAttributes {
  name: string;
  handle: string;
  summary: string;
  description: string;
  tags: string[];
  capacity: number;
  compatVersion: string;
  coverUrl: string | null;
  galleryUrls: string[];
}
export type ExperiencePatch = Partial<ExperienceAttributes>;

export const CREATE_DEFAULTS = {
  summary: '',
  description: '',
  tags: [],
  capacity: 20,
  compatVersion: '1.0.0',
} as const;

const READ_ONLY = new Set([
  'personaHandle',
  'personaName',
  'headCount',
  'likeCount',
  'curation',
  'visits',
  'image',
  'createdAt',
  'updatedAt',
]);

function unprocessable(error: z.ZodError): ApiError {
  const errors: ApiErrorInit[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({
          code: 'invalid-attribute',
          detail: READ_ONLY.has(key) ? `${key} is read-only.` : `${key} is not an attribute of an experience.`,
          source: { pointer: `/data/attributes/${key}` },
        });
      }
      continue;
    }
    errors.push({
      code: 'invalid-attribute',
      detail: issue.message,
      source: { pointer: `/data/attributes/${issue.path.map(String).join('/')}` },
    });
  }
  return new ApiError(errors);
}

export function parseCreateDocument(body: unknown): ExperienceAttributes {
  const parsed = createAttributesSchema.safeParse(attributesOf(body, 'experience', undefined));
  if (!parsed.success) throw unprocessable(parsed.error);
  const given = parsed.data;
  return {
    name: given.name,
    handle: given.handle,
    summary: given.summary ?? CREATE_DEFAULTS.summary,
    description: given.description ?? CREATE_DEFAULTS.description,
    tags: given.tags ?? [],
    capacity: given.capacity ?? CREATE_DEFAULTS.capacity,
    compatVersion: given.compatVersion ?? CREATE_DEFAULTS.compatVersion,
    coverUrl: given.coverUrl ?? null,
    galleryUrls: given.galleryUrls ?? [],
  };
}

/** Only the attributes present in the document (absent ones stay as they are). */
export function parsePatchDocument(body: unknown, id: string): ExperiencePatch {
  const parsed = patchAttributesSchema.safeParse(attributesOf(body, 'experience', id));
  if (!parsed.success) throw unprocessable(parsed.error);
  return parsed.data;
}
