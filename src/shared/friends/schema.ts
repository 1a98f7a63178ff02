// Inputs of the friend actions (spec §4, §7 PATCH /friends/{id}/accept|reject|request|unfriend;
// §7 handlers add friend / accept / ignore request take an avatarHandle). Server side only: zod.
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';
import { FRIEND_STATUSES } from './friend-status.ts';

export const avatarHandleSchema = handleSchema;

/** The UI's actions plus unfriend (server-side relation action; 'ignore' is the upstream 'reject'). */
export const FRIEND_ACTION_NAMES = ['request', 'accept', 'ignore', 'unfriend'] as const;
export const friendActionNameSchema = z.enum(FRIEND_ACTION_NAMES, {
  error: `Choose one of: ${FRIEND_ACTION_NAMES.join(', ')}.`,
});
export type FriendActionName = z.infer<typeof friendActionNameSchema>;

/** Upstream path segment of each action (§7). */
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
