import t from 'tap';
import { APP_ERROR_CODES } from '../errors/catalogue.ts';
import { FRIEND_MUTATIONS, statusAfter, FRIEND_STATUSES } from './friend-status.ts';
import { friendActionErrorMessage } from './friend-errors.ts';

t.test('every failure reads as a sentence, never a code', async (t) => {
  for (const mutation of FRIEND_MUTATIONS) {
    for (const code of APP_ERROR_CODES) {
      const message = friendActionErrorMessage(mutation, code);
      t.match(message, /^[A-Z].*\.$/, `${mutation} ${code}`);
      t.notMatch(message, /[A-Z]{3,}_/, 'no error codes in the text');
    }
  }
  t.equal(
    friendActionErrorMessage('accept', 'NOT_FOUND'),
    "We could not accept the friend request. This person's profile no longer exists.",
  );
  t.match(friendActionErrorMessage('unfriend', 'UPSTREAM_UNAVAILABLE'), /^We could not remove this friend\. /);
});

t.test('statusAfter: unfriend ends a friendship and nothing else', async (t) => {
  t.equal(statusAfter('FRIENDS', 'unfriend'), 'NOT_FRIENDS');
  for (const status of FRIEND_STATUSES.filter((s) => s !== 'FRIENDS')) t.equal(statusAfter(status, 'unfriend'), status);
  t.equal(statusAfter('NOT_FRIENDS', 'request'), 'FRIEND_REQUEST_SENT', 'the other actions are nextStatus');
  t.equal(statusAfter('REQUESTING_FRIENDSHIP', 'accept'), 'FRIENDS');
  t.equal(statusAfter('REQUESTING_FRIENDSHIP', 'ignore'), 'NOT_FRIENDS');
});
