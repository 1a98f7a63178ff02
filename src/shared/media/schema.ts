// The picture-address rule (picture-url.ts) as zod schemas: one for input (refuses, with words a
// creator reads) and one for upstream answers (a picture that breaks the rule becomes the fallback).
import { z } from 'zod';
import { MAX_PICTURE_URL_LENGTH, isPictureUrl, parseImageHosts, shownPictureUrl } from './picture-url.ts';

export const PICTURE_URL_MESSAGE =
  'That is not a picture address Lumen can show: upload the picture, or use an https address on an allowed host.';

/** A picture address a caller sets (covers, galleries, listing pictures). */
export const pictureUrlSchema = z
  .string()
  .trim()
  .max(MAX_PICTURE_URL_LENGTH, 'That picture address is too long.')
  .refine((url) => isPictureUrl(url), PICTURE_URL_MESSAGE);

/** A picture address in an upstream answer: kept when it may be shown, else `fallback`. */
export const shownPictureUrlSchema = <F extends string | null>(fallback: F) =>
  z.string().transform((url): string | F => shownPictureUrl(url, fallback));

/** The IMAGE_HOSTS variable (web tier and embedded upstream): comma-separated host names, default none. */
export const imageHostsEnvSchema = z
  .string()
  .transform((value, context) => {
    try {
      return parseImageHosts(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  })
  .default([]);
