// Sealed cookies: what opens, what does not, and that opening a cookie seen before (which skips the
// decryption) still refuses it once expired and never accepts a text that differs by a byte.
import t from 'tap';
import { createSealer } from './sealed.ts';

const SECRET = 'a-session-secret-for-the-sealed-tests-0123456789';

t.test('the same cookie opens to the same payload every time, and a changed byte never opens', async (t) => {
  const sealer = createSealer([SECRET], 'session');
  const sealed = await sealer.seal({ sid: 's1', sub: 'kai' }, 60);
  const first = await sealer.openDetailed(sealed);
  const again = await sealer.openDetailed(sealed);
  t.match(first, { status: 'open', payload: { sid: 's1', sub: 'kai' } });
  t.same(again, first);
  const at = sealed.length - 5;
  const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
  t.same(await sealer.openDetailed(tampered), { status: 'unreadable' });
  t.same(await createSealer([SECRET], 'sign-in').openDetailed(sealed), { status: 'unreadable' }, 'another purpose');
});

t.test('a cookie opened before is refused once it has expired', async (t) => {
  const sealer = createSealer([SECRET], 'session');
  const sealed = await sealer.seal({ sid: 's2' }, 1);
  t.equal((await sealer.openDetailed(sealed)).status, 'open');
  // Expiry is in whole seconds: two seconds later it has passed whatever the fraction at sealing.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  t.match(await sealer.openDetailed(sealed), { status: 'expired', payload: { sid: 's2' } });
  t.equal(await sealer.open(sealed), null);
});
