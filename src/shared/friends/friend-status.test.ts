import t from 'tap';
import {
  DEFAULT_FRIEND_STATUS,
  FRIEND_ACTIONS,
  FRIEND_REQUEST_DIALOG,
  FRIEND_STATUSES,
  FRIENDS_PATH,
  UNFRIEND_DIALOG,
  friendButtons,
  isFriendStatus,
  nextStatus,
  parseFriendStatus,
  unfriendPrompt,
  type FriendStatus,
} from './friend-status.ts';

t.test('statuses', async (t) => {
  t.same([...FRIEND_STATUSES].sort(), [
    'FRIENDS',
    'FRIEND_REQUEST_SENT',
    'MUTUAL_FRIEND_REQUESTS',
    'NOT_FRIENDS',
    'PROFILE',
    'REQUESTING_FRIENDSHIP',
    'SELF',
  ]);
  t.equal(DEFAULT_FRIEND_STATUS, 'NOT_FRIENDS');
  t.equal(FRIENDS_PATH, '/friends');
  for (const s of FRIEND_STATUSES) t.ok(isFriendStatus(s), s);
  t.notOk(isFriendStatus('friends'));
  t.notOk(isFriendStatus(''));
  t.notOk(isFriendStatus(null));
  t.notOk(isFriendStatus(3));
  t.notOk(isFriendStatus('toString'));
  t.equal(parseFriendStatus('FRIENDS'), 'FRIENDS');
  t.equal(parseFriendStatus('BLOCKED'), 'NOT_FRIENDS');
  t.equal(parseFriendStatus(undefined), 'NOT_FRIENDS');
});

t.test('buttons per status', async (t) => {
  t.same(friendButtons('FRIENDS'), [{ kind: 'link', label: 'Friends', href: '/friends' }]);
  t.same(friendButtons('NOT_FRIENDS'), [{ kind: 'action', label: 'Add Friend', action: 'request' }]);
  t.same(friendButtons('FRIEND_REQUEST_SENT'), [{ kind: 'link', label: 'Request Sent', href: '/friends' }]);
  t.same(friendButtons('MUTUAL_FRIEND_REQUESTS'), [{ kind: 'link', label: 'Request Sent', href: '/friends' }]);
  t.same(friendButtons('REQUESTING_FRIENDSHIP'), [
    { kind: 'action', label: 'Accept', action: 'accept' },
    { kind: 'action', label: 'Ignore', action: 'ignore' },
  ]);
  t.same(friendButtons('SELF'), []);
  t.same(friendButtons('PROFILE'), []);
});

t.test('every status yields buttons whose actions are known', async (t) => {
  for (const s of FRIEND_STATUSES) {
    for (const b of friendButtons(s)) {
      if (b.kind === 'action') t.ok(FRIEND_ACTIONS.includes(b.action), `${s}: ${b.action}`);
      else t.equal(b.href, FRIENDS_PATH, `${s}: ${b.label}`);
    }
  }
});

t.test('accept makes friends, ignore makes strangers, add sends a request', async (t) => {
  t.equal(nextStatus('REQUESTING_FRIENDSHIP', 'accept'), 'FRIENDS');
  t.equal(nextStatus('REQUESTING_FRIENDSHIP', 'ignore'), 'NOT_FRIENDS');
  t.equal(nextStatus('NOT_FRIENDS', 'request'), 'FRIEND_REQUEST_SENT');
});

t.test('a request when the other side already asked is mutual, not friends', async (t) => {
  t.equal(nextStatus('REQUESTING_FRIENDSHIP', 'request'), 'MUTUAL_FRIEND_REQUESTS');
  t.equal(nextStatus('MUTUAL_FRIEND_REQUESTS', 'accept'), 'FRIENDS');
  t.equal(nextStatus('MUTUAL_FRIEND_REQUESTS', 'ignore'), 'NOT_FRIENDS');
});

t.test('actions the status does not offer change nothing', async (t) => {
  t.equal(nextStatus('FRIENDS', 'request'), 'FRIENDS');
  t.equal(nextStatus('FRIENDS', 'accept'), 'FRIENDS');
  t.equal(nextStatus('FRIENDS', 'ignore'), 'FRIENDS');
  t.equal(nextStatus('FRIEND_REQUEST_SENT', 'request'), 'FRIEND_REQUEST_SENT');
  t.equal(nextStatus('FRIEND_REQUEST_SENT', 'accept'), 'FRIEND_REQUEST_SENT');
  t.equal(nextStatus('FRIEND_REQUEST_SENT', 'ignore'), 'FRIEND_REQUEST_SENT');
  t.equal(nextStatus('MUTUAL_FRIEND_REQUESTS', 'request'), 'MUTUAL_FRIEND_REQUESTS');
  t.equal(nextStatus('NOT_FRIENDS', 'accept'), 'NOT_FRIENDS');
  t.equal(nextStatus('NOT_FRIENDS', 'ignore'), 'NOT_FRIENDS');
  const fixed: FriendStatus[] = ['SELF', 'PROFILE'];
  for (const s of fixed) for (const a of FRIEND_ACTIONS) t.equal(nextStatus(s, a), s, `${s} ${a}`);
});

t.test('every transition lands on a known status', async (t) => {
  for (const s of FRIEND_STATUSES) for (const a of FRIEND_ACTIONS) t.ok(isFriendStatus(nextStatus(s, a)));
});

t.test('dialog texts', async (t) => {
  t.equal(FRIEND_REQUEST_DIALOG.title, 'Respond to your friend request');
  t.equal(FRIEND_REQUEST_DIALOG.accept, 'Accept Request');
  t.equal(FRIEND_REQUEST_DIALOG.ignore, 'Ignore');
  t.equal(UNFRIEND_DIALOG.confirm, 'Unfriend');
  t.equal(UNFRIEND_DIALOG.cancel, 'Cancel');
  t.equal(unfriendPrompt('Ada'), 'Do you want to unfriend Ada?');
  t.equal(unfriendPrompt('  Ada Lovelace '), 'Do you want to unfriend Ada Lovelace?');
  t.equal(unfriendPrompt(''), 'Do you want to unfriend New User?');
  t.equal(unfriendPrompt('<b>x</b>'), 'Do you want to unfriend <b>x</b>?', 'plain text; the UI escapes');
});
