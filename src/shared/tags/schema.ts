// The one zod schema for tags (docs/product.md §7), built on the pure rules of tag-rules.ts. Every procedure that
// takes tags uses tagsSchema; the browser uses tag-rules.ts directly (no zod in browser code).
import { z } from 'zod';
import { MAX_TAGS, TAG_MESSAGES, normaliseTag, tagProblem } from './tag-rules.ts';

/** One tag: normalised (trimmed, lowercase, no leading '#'), then checked against the rules. */
export const tagSchema = z
  .string({ error: 'A tag must be text.' })
  .max(200, TAG_MESSAGES.tooLong)
  .transform(normaliseTag)
  .superRefine((tag, ctx) => {
    const problem = tagProblem(tag);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A list of tags: at most `max` (5 by default), no duplicates (after normalisation). */
export function tagsSchema(max: number = MAX_TAGS) {
  return z
    .array(tagSchema, { error: 'Tags must be a list.' })
    .max(max, TAG_MESSAGES.max(max))
    .superRefine((tags, ctx) => {
      tags.forEach((tag, index) => {
        if (tags.indexOf(tag) !== index)
          ctx.addIssue({ code: 'custom', message: TAG_MESSAGES.duplicate(tag), path: [index] });
      });
    });
}

/** A single tag as a browse filter (?tag=…): same rules, so a bad one is a 400 that says why; empty is none. */
export const tagFilterSchema = z
  .string({ error: 'A tag must be text.' })
  .transform((value) => normaliseTag(value) || undefined)
  .pipe(tagSchema.optional());
