// What we accept from the profiles, friends and reports services after JSON:API deserialisation
// (docs/upstream-api.md "profiles, friends and reports services"). Resource meta is merged into each
// entity by the client (docs/product.md §5), so list items carry friendStatus, friendsSince, direction… directly.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { DEFAULT_PORTRAIT_URL } from '../../shared/profiles/bio.ts';

export const upstreamProfileSchema = z.object({
  id: z.string(),
  avatarHandle: z.string(),
  avatarName: z.string().nullish(),
  avatarImageUrl: shownPictureUrlSchema(DEFAULT_PORTRAIT_URL).nullish(),
  bio: z.string().nullish(),
  status: z.string().nullish(),
  // Read loosely: an unknown status becomes the default (parseFriendStatus), not a contract error.
  friendStatus: z.unknown().optional(),
});
export type UpstreamProfile = z.infer<typeof upstreamProfileSchema>;

export const upstreamFriendSchema = upstreamProfileSchema.extend({ friendsSince: z.string().nullish() });
export type UpstreamFriend = z.infer<typeof upstreamFriendSchema>;

/** A friend on GET /friends/mutual|events|listings/{id}; events add why they are going. */
export const upstreamActivityFriendSchema = upstreamProfileSchema.extend({
  hasTicket: z.boolean().optional(),
  saved: z.boolean().optional(),
});

export const upstreamFriendRequestSchema = upstreamProfileSchema.extend({
  direction: z.enum(['incoming', 'outgoing', 'mutual']),
  requestedAt: z.string().nullish(),
});
export type UpstreamFriendRequest = z.infer<typeof upstreamFriendRequestSchema>;

/** Document meta of one profile: the caller's relation to it. */
export const upstreamProfileMetaSchema = z.object({ friendStatus: z.unknown().optional() });

export const upstreamPagingMetaSchema = z.object({ total: z.number().int().nonnegative() });

/** PATCH /friends/{id}/… answers the relation from the caller's point of view. */
export const upstreamFriendRelationSchema = z.object({ id: z.string(), status: z.string() });

/** POST /report/profiles answers the stored report. */
export const upstreamProfileReportSchema = z.object({
  id: z.string(),
  avatarId: z.string(),
  reason: z.string(),
  status: z.string().optional(),
  createdAt: z.string().optional(),
});
