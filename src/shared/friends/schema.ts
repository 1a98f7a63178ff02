// Inputs of the friend actions (docs/product.md §6; PATCH /friends/{id}/accept|reject|request|unfriend in
// docs/upstream-api.md). The actions name the other persona by avatarHandle. Server side only: zod.
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';
import { FRIEND_STATUSES } from './friend-status.ts';
import { profileSchema } from '../profiles/schema.ts';
import { FRIENDS_ACTIVITY_PAGE_SIZE, FRIENDS_PAGE_SIZE } from './limits.ts';

export const avatarHandleSchema = handleSchema;

/** The UI's actions plus unfriend (server-side relation action; 'ignore' is the upstream 'reject'). */
export const FRIEND_ACTION_NAMES = ['request', 'accept', 'ignore', 'unfriend'] as const;
export const friendActionNameSchema = z.enum(FRIEND_ACTION_NAMES, {
  error: `Choose one of: ${FRIEND_ACTION_NAMES.join(', ')}.`,
});
export type FriendActionName = z.infer<typeof friendActionNameSchema>;

/** Upstream path segment of each action (docs/upstream-api.md). */
export const UPSTREAM_FRIEND_ACTION: Readonly<Record<FriendActionName, string>> = {
  request: 'request',
  accept: 'accept',
  ignore: 'reject',
  unfriend: 'unfriend',
};

/** Input of one friend action on one profile. */
export const friendTargetInputSchema = z.object({ avatarHandle: avatarHandleSchema }).strict();
export type FriendTargetInput = z.input<typeof friendTargetInputSchema>;

export const friendActionInputSchema = z
  .object({ avatarHandle: avatarHandleSchema, action: friendActionNameSchema })
  .strict();
export type FriendActionInput = z.input<typeof friendActionInputSchema>;

export const friendStatusSchema = z.enum(FRIEND_STATUSES);

// ---- Procedures of the web tier (src/server/friends) -------------------------------------------------

/** Input of friends.request|accept|ignore|unfriend: the OTHER persona (who acts is the session's persona). */
export const friendHandleInputSchema = z.object({ handle: avatarHandleSchema }).strict();
export type FriendHandleInput = z.input<typeof friendHandleInputSchema>;

/** Result of a friend action: the relation from the caller's point of view afterwards. */
export const friendActionResultSchema = z.object({ handle: z.string(), status: friendStatusSchema });
export type FriendActionResult = z.infer<typeof friendActionResultSchema>;

export { FRIENDS_PAGE_SIZE };

/** `page` and `perPage` of every friends list; only the default page size differs. */
const pagingFields = (defaultPerPage: number) => ({
  page: z.coerce
    .number()
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(1000)
    .default(1),
  perPage: z.coerce
    .number()
    .int('perPage must be a whole number.')
    .min(1, 'perPage must be 1 or more.')
    .max(FRIENDS_PAGE_SIZE, `perPage must be at most ${FRIENDS_PAGE_SIZE}.`)
    .default(defaultPerPage),
});

/** A page of people: the items, how many there are in all and how many pages they make. */
const peoplePageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
  });

export const friendsListInputSchema = z
  .object(pagingFields(FRIENDS_PAGE_SIZE))
  .strict()
  .default({ page: 1, perPage: FRIENDS_PAGE_SIZE });
export type FriendsListInput = z.input<typeof friendsListInputSchema>;

export const friendSchema = profileSchema.extend({ friendsSince: z.string() });
export type Friend = z.infer<typeof friendSchema>;

export const friendsPageSchema = peoplePageSchema(friendSchema);
export type FriendsPage = z.infer<typeof friendsPageSchema>;

export const FRIEND_REQUEST_DIRECTIONS = ['incoming', 'outgoing', 'mutual'] as const;
export const friendRequestSchema = profileSchema.extend({
  direction: z.enum(FRIEND_REQUEST_DIRECTIONS),
  requestedAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/**
 * Pending requests split by direction (upstream sends one list). A mutual pair (both asked) is its own
 * list: the person can accept it like an incoming one.
 */
export const friendRequestsSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
  mutual: z.array(friendRequestSchema),
  /** People with a pending request either way (all pages). */
  total: z.number().int().nonnegative(),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>;

// ---- Mutual friends and friends' activity (docs/product.md §18) ---------------------------------------

const activityPaging = pagingFields(FRIENDS_ACTIVITY_PAGE_SIZE);

/** friends.mutual: the viewer's friends who are also friends of `handle`. */
export const mutualFriendsInputSchema = z.object({ handle: avatarHandleSchema, ...activityPaging }).strict();
export type MutualFriendsInput = z.input<typeof mutualFriendsInputSchema>;

/** friends.going: the viewer's friends holding a ticket for, or having saved, the event. */
export const friendsGoingInputSchema = z
  .object({ eventId: z.uuid({ error: 'That is not an event id.' }), ...activityPaging })
  .strict();
export type FriendsGoingInput = z.input<typeof friendsGoingInputSchema>;

/** friends.owners: the viewer's friends who own the listing. */
export const friendOwnersInputSchema = z
  .object({ listingId: z.uuid({ error: 'That is not a listing id.' }), ...activityPaging })
  .strict();
export type FriendOwnersInput = z.input<typeof friendOwnersInputSchema>;

/** One friend on an activity list; `going` says why for events (a ticket, a saved event, or both). */
export const activityFriendSchema = profileSchema.extend({
  going: z.object({ hasTicket: z.boolean(), saved: z.boolean() }).nullable(),
});
export type ActivityFriend = z.infer<typeof activityFriendSchema>;

export const activityFriendsPageSchema = peoplePageSchema(activityFriendSchema);
export type ActivityFriendsPage = z.infer<typeof activityFriendsPageSchema>;
