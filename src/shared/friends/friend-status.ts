// Friend status on a profile and what it shows (docs/product.md §6 Friend status values, §8, §12 Dialogs).
// Pure rules only: no framework, no zod (browser code imports this module).
import { FRIENDS_PATH } from './paths.ts';
export { FRIENDS_PATH };

export const FRIEND_STATUSES = [
  'FRIENDS',
  'NOT_FRIENDS',
  'FRIEND_REQUEST_SENT',
  'MUTUAL_FRIEND_REQUESTS',
  'REQUESTING_FRIENDSHIP',
  'SELF',
  'PROFILE',
] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** docs/product.md §6: NOT_FRIENDS is the default status. */
export const DEFAULT_FRIEND_STATUS: FriendStatus = 'NOT_FRIENDS';

export function isFriendStatus(value: unknown): value is FriendStatus {
  return typeof value === 'string' && (FRIEND_STATUSES as readonly string[]).includes(value);
}

/** Unknown or missing statuses from upstream read as the default (NOT_FRIENDS). */
export function parseFriendStatus(value: unknown): FriendStatus {
  return isFriendStatus(value) ? value : DEFAULT_FRIEND_STATUS;
}

export const FRIEND_ACTIONS = ['request', 'accept', 'ignore'] as const;
export type FriendAction = (typeof FRIEND_ACTIONS)[number];

export type FriendButton =
  | { readonly kind: 'link'; readonly label: 'Friends' | 'Request Sent'; readonly href: string }
  | { readonly kind: 'action'; readonly label: 'Add Friend' | 'Accept' | 'Ignore'; readonly action: FriendAction };

const FRIENDS_LINK: FriendButton = { kind: 'link', label: 'Friends', href: FRIENDS_PATH };
const REQUEST_SENT_LINK: FriendButton = { kind: 'link', label: 'Request Sent', href: FRIENDS_PATH };
const ADD_FRIEND: FriendButton = { kind: 'action', label: 'Add Friend', action: 'request' };
const ACCEPT: FriendButton = { kind: 'action', label: 'Accept', action: 'accept' };
const IGNORE: FriendButton = { kind: 'action', label: 'Ignore', action: 'ignore' };

/**
 * The buttons a profile shows for a status (docs/product.md §6). Links carry the path of friends management; the
 * caller prefixes it with the profiles site address when that is another site (docs/product.md §3). SELF and PROFILE
 * show nothing (docs/product.md §8: friend actions are not offered on one's own profile).
 */
export function friendButtons(status: FriendStatus): readonly FriendButton[] {
  switch (status) {
    case 'FRIENDS':
      return [FRIENDS_LINK];
    case 'NOT_FRIENDS':
      return [ADD_FRIEND];
    case 'FRIEND_REQUEST_SENT':
    case 'MUTUAL_FRIEND_REQUESTS':
      return [REQUEST_SENT_LINK];
    case 'REQUESTING_FRIENDSHIP':
      return [ACCEPT, IGNORE];
    case 'SELF':
    case 'PROFILE':
      return [];
  }
}

/**
 * The status after an action succeeds (docs/product.md §6 Transitions: accept -> FRIENDS, ignore -> NOT_FRIENDS,
 * add friend -> FRIEND_REQUEST_SENT).
 *
 * Choice: a request sent while the other side has already asked (REQUESTING_FRIENDSHIP) becomes
 * MUTUAL_FRIEND_REQUESTS, not FRIENDS: docs/product.md §6 names that state and gives it the same 'Request Sent'
 * button, and only an explicit accept makes friends. The UI never offers 'Add Friend' in that state
 * anyway (it shows Accept/Ignore), so this only matters for stale or racing clicks.
 *
 * Actions that the current status does not offer leave the status unchanged (a double click, a stale
 * popup): SELF and PROFILE never change; accept/ignore only act on REQUESTING_FRIENDSHIP or
 * MUTUAL_FRIEND_REQUESTS (both mean the other side asked); request does nothing once friends or once
 * a request is already out.
 */
export function nextStatus(status: FriendStatus, action: FriendAction): FriendStatus {
  if (status === 'SELF' || status === 'PROFILE') return status;
  switch (action) {
    case 'accept':
      return status === 'REQUESTING_FRIENDSHIP' || status === 'MUTUAL_FRIEND_REQUESTS' ? 'FRIENDS' : status;
    case 'ignore':
      return status === 'REQUESTING_FRIENDSHIP' || status === 'MUTUAL_FRIEND_REQUESTS' ? 'NOT_FRIENDS' : status;
    case 'request':
      if (status === 'NOT_FRIENDS') return 'FRIEND_REQUEST_SENT';
      if (status === 'REQUESTING_FRIENDSHIP') return 'MUTUAL_FRIEND_REQUESTS';
      return status;
  }
}

// Dialog texts (docs/product.md §12 Dialogs).
export const FRIEND_REQUEST_DIALOG = {
  title: 'Respond to your friend request',
  accept: 'Accept Request',
  ignore: 'Ignore',
} as const;

export const UNFRIEND_DIALOG = {
  confirm: 'Unfriend',
  cancel: 'Cancel',
} as const;

/** 'Do you want to unfriend {name}?' The name is trimmed; an empty name reads 'New User' (docs/product.md §4). */
export function unfriendPrompt(name: string): string {
  const shown = name.trim() === '' ? 'New User' : name.trim();
  return `Do you want to unfriend ${shown}?`;
}

/** Everything a person can do about a relation: the profile's actions plus unfriend (friends management). */
export const FRIEND_MUTATIONS = ['request', 'accept', 'ignore', 'unfriend'] as const;
export type FriendMutation = (typeof FRIEND_MUTATIONS)[number];

/**
 * nextStatus extended to unfriend, for optimistic updates: unfriend turns FRIENDS into NOT_FRIENDS and
 * leaves every other status as it is (the service's unfriend never touches requests).
 */
export function statusAfter(status: FriendStatus, mutation: FriendMutation): FriendStatus {
  if (mutation !== 'unfriend') return nextStatus(status, mutation);
  return status === 'FRIENDS' ? 'NOT_FRIENDS' : status;
}
