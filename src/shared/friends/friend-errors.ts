// What a person reads when a friend action fails (docs/product.md §12: errors in words a person reads). Pure: the
// browser imports this module.
import { ERROR_CATALOGUE, type AppErrorCode } from '../errors/catalogue.ts';
import type { FriendMutation } from './friend-status.ts';

const WHAT: Readonly<Record<FriendMutation, string>> = {
  request: 'send the friend request',
  accept: 'accept the friend request',
  ignore: 'ignore the friend request',
  unfriend: 'remove this friend',
};

/**
 * One sentence or two for a failed action. Conflicts (already friends, no request to accept) mean the
 * relation changed elsewhere: the page reloads it, so the words say so rather than quote the service.
 */
export function friendActionErrorMessage(mutation: FriendMutation, code: AppErrorCode): string {
  const couldNot = `We could not ${WHAT[mutation]}.`;
  switch (code) {
    case 'UNAUTHORIZED':
      return `${couldNot} Your session has ended: log in again to manage friends.`;
    case 'FORBIDDEN':
      return `${couldNot} You need a persona to have friends.`;
    case 'NOT_FOUND':
      return `${couldNot} This person's profile no longer exists.`;
    case 'CONFLICT':
      return 'That changed in the meantime. The buttons now show where things stand.';
    case 'BAD_REQUEST':
      return `${couldNot} That is not possible with this profile.`;
    default:
      return `${couldNot} ${ERROR_CATALOGUE[code].whatToDo}`;
  }
}
