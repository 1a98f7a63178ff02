// visit.compat through a tRPC caller, against the embedded experiences service over HTTP (PGlite): the
// client this site offers (DEFAULT_CLIENT_VERSION) enters the demo worlds, except Launch Control, which
// was built for the next client and answers 409 client-outdated upstream; bad input is refused.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { DEFAULT_CLIENT_VERSION } from '../../shared/visit/compat.ts';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

t.test('visit.compat', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const { caller, close } = createTestCaller({ upstream, user: null });
  t.teardown(async () => {
    await close();
    await stack.close();
  });

  t.same(
    await caller.visit.compat({ personaHandle: 'nova', handle: 'neon-drift', clientVersion: DEFAULT_CLIENT_VERSION }),
    { status: 'compatible' },
    'Neon Drift needs 1.5.0: the default client enters',
  );
  t.same(
    await caller.visit.compat({
      personaHandle: 'oskar',
      handle: 'launch-control',
      clientVersion: DEFAULT_CLIENT_VERSION,
    }),
    { status: 'outdated', requiredVersion: '1.6.0', clientVersion: DEFAULT_CLIENT_VERSION },
    'Launch Control needs the next client',
  );
  t.same(
    await caller.visit.compat({ personaHandle: 'oskar', handle: 'launch-control', clientVersion: '1.6.0' }),
    { status: 'compatible' },
    'a site offering 1.6.0 launches it',
  );
  t.same(await caller.visit.compat({ personaHandle: 'nova', handle: 'neon-drift', clientVersion: '1.4.9' }), {
    status: 'outdated',
    requiredVersion: '1.5.0',
    clientVersion: '1.4.9',
  });
  t.equal(
    await codeOf(caller.visit.compat({ personaHandle: 'nova', handle: 'no-such-world', clientVersion: '1.5.0' })),
    'NOT_FOUND',
  );
  t.equal(
    await codeOf(caller.visit.compat({ personaHandle: 'nova', handle: 'neon-drift', clientVersion: 'latest' })),
    'BAD_REQUEST',
  );
  t.equal(
    await codeOf(caller.visit.compat({ personaHandle: 'nova', handle: 'Not A Handle!', clientVersion: '1.5.0' })),
    'BAD_REQUEST',
  );
});
