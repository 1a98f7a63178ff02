import t from 'tap';
import { joinWaitlistInputSchema } from './schema.ts';

t.test('joinWaitlistInputSchema', async (t) => {
  t.same(
    joinWaitlistInputSchema.parse({ email: '  Ada.Lovelace@Example.COM ', platform: 'macos' }),
    {
      email: 'ada.lovelace@example.com',
      platform: 'macos',
    },
    'trimmed and lowercased',
  );
  for (const email of ['', 'plain', 'ada@example', 'a@b@c.io', 'x'.repeat(2000), 42, null, undefined]) {
    const result = joinWaitlistInputSchema.safeParse({ email, platform: 'linux' });
    t.notOk(result.success, `email ${JSON.stringify(email)?.slice(0, 40)}`);
  }
  for (const platform of ['', 'Windows', 'beos', 'x'.repeat(40), 3, undefined]) {
    t.notOk(
      joinWaitlistInputSchema.safeParse({ email: 'a@b.io', platform }).success,
      `platform ${JSON.stringify(platform)}`,
    );
  }
  const bad = joinWaitlistInputSchema.safeParse({ email: 'nope', platform: 'ios' });
  t.equal(bad.success ? '' : bad.error.issues[0]?.message, 'Enter a valid email address.');
});
