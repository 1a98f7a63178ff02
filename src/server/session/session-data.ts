// What a session holds (inside the sealed cookie) and the two views of it: SessionUser for procedures
// (with the access token) and Viewer for the browser (never a token).
import { z } from 'zod';
import type { SessionUser } from '../trpc/context.ts';
import { DEFAULT_PORTRAIT_URL, type Viewer } from '../../shared/session/viewer.ts';

export const sessionDataSchema = z.object({
  v: z.literal(1),
  /** Rotated at every sign-in: a session fixed before sign-in is never the signed-in one. */
  sid: z.string().min(16),
  sub: z.string().min(1),
  email: z.string().nullable(),
  persona: z.object({ id: z.string(), handle: z.string(), name: z.string() }).nullable(),
  avatarImageUrl: z.string().nullable(),
  accessToken: z.string().min(1),
  /** Epoch seconds. */
  accessTokenExpiresAt: z.number(),
  refreshToken: z.string().nullable(),
  /** Epoch seconds: when the sign-in happened (absolute lifetime). */
  signedInAt: z.number(),
  /** Last known Lumen Dollars balance (the balance route keeps it current). */
  balance: z.number().int().nullable().default(null),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export function toSessionUser(session: SessionData): SessionUser {
  return {
    subject: session.sub,
    email: session.email,
    personaId: session.persona?.id ?? null,
    personaHandle: session.persona?.handle ?? null,
    personaName: session.persona?.name ?? null,
    accessToken: session.accessToken,
  };
}

export function toViewer(session: SessionData): Viewer {
  return {
    subject: session.sub,
    email: session.email,
    personaId: session.persona?.id ?? null,
    personaHandle: session.persona?.handle ?? null,
    personaName: session.persona?.name ?? null,
    avatarImageUrl: session.avatarImageUrl ?? DEFAULT_PORTRAIT_URL,
  };
}
