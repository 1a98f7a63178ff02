import t from 'tap';
import {
  FRIEND_ACTION_NAMES,
  UPSTREAM_FRIEND_ACTION,
  avatarHandleSchema,
  friendActionInputSchema,
  friendStatusSchema,
  friendTargetInputSchema,
} from './schema.ts';

t.test('avatar handle follows the experiences handle rules', async (t) => {
  t.equal(avatarHandleSchema.parse('ada'), 'ada');
  t.equal(avatarHandleSchema.parse('  Ada-99 '), 'ada-99', 'trimmed and lowercased');
  t.equal(avatarHandleSchema.parse('ab'), 'ab');
  t.equal(avatarHandleSchema.parse('a'.repeat(40)), 'a'.repeat(40));
  for (const bad of ['a', '', '-ada', 'ada-', 'ad a', 'a'.repeat(41), 'ada_b', 'ada/..', '../x', 'ådå']) {
    t.notOk(avatarHandleSchema.safeParse(bad).success, JSON.stringify(bad));
  }
  t.notOk(avatarHandleSchema.safeParse(3).success);
});

t.test('target input', async (t) => {
  t.same(friendTargetInputSchema.parse({ avatarHandle: 'Ada' }), { avatarHandle: 'ada' });
  t.notOk(friendTargetInputSchema.safeParse({}).success);
  t.notOk(friendTargetInputSchema.safeParse({ avatarHandle: 'ada', extra: 1 }).success, 'strict');
});

t.test('action input', async (t) => {
  for (const action of FRIEND_ACTION_NAMES) {
    t.same(friendActionInputSchema.parse({ avatarHandle: 'ada', action }), { avatarHandle: 'ada', action });
  }
  const r = friendActionInputSchema.safeParse({ avatarHandle: 'ada', action: 'block' });
  t.notOk(r.success);
  if (!r.success) t.match(r.error.issues[0]?.message, /Choose one of: request, accept, ignore, unfriend/);
  t.equal(UPSTREAM_FRIEND_ACTION.ignore, 'reject');
  t.equal(UPSTREAM_FRIEND_ACTION.accept, 'accept');
  t.equal(UPSTREAM_FRIEND_ACTION.request, 'request');
  t.equal(UPSTREAM_FRIEND_ACTION.unfriend, 'unfriend');
});

t.test('status schema', async (t) => {
  t.equal(friendStatusSchema.parse('SELF'), 'SELF');
  t.notOk(friendStatusSchema.safeParse('self').success);
});
