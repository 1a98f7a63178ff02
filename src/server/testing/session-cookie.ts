// A session cookie for a test user, sealed with the test stack's session secret: requests through the
// web app's real HTTP layer (app.inject) then act as that user without the sign-in flow. Test harness only.
import { randomBytes } from 'node:crypto';
import { createSealer } from '../session/sealed.ts';
import { SESSION_COOKIE } from '../session/session-plugin.ts';
import type { SessionData } from '../session/session-data.ts';
import type { SessionUser } from '../trpc/context.ts';
import { TEST_SESSION_SECRET } from './test-stack.ts';

const LIFETIME_SECONDS = 60 * 60;

/** `lumen_session=…` for a Cookie header. The access token is the user's (a test bearer token). */
export async function sessionCookieFor(user: SessionUser): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const session: SessionData = {
    v: 1,
    sid: randomBytes(16).toString('base64url'),
    sub: user.subject,
    email: user.email,
    persona:
      user.personaId !== null && user.personaHandle !== null
        ? { id: user.personaId, handle: user.personaHandle, name: user.personaName ?? '' }
        : null,
    avatarImageUrl: null,
    accessToken: user.accessToken,
    accessTokenExpiresAt: now + LIFETIME_SECONDS,
    refreshToken: null,
    signedInAt: now,
    balance: null,
  };
  const sealed = await createSealer([TEST_SESSION_SECRET], 'session').seal(session, LIFETIME_SECONDS);
  return `${SESSION_COOKIE}=${sealed}`;
}
