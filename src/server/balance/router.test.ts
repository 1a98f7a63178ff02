// balance.get: the persona's own balance from the ledger, as an integer; refused without a persona.
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

t.test('each persona reads its own balance', async (t) => {
  t.same(await (await callerFor('kai')).balance.get(), { balance: 2500 }, 'the demo gives kai 2,500');
  t.same(await (await callerFor('mira')).balance.get(), { balance: 0 }, 'mira has none');
});

t.test('signed out: UNAUTHORIZED; an account without a persona: FORBIDDEN', async (t) => {
  await t.rejects((await callerFor(undefined)).balance.get(), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).balance.get(), { code: 'FORBIDDEN' });
});
