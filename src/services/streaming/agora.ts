// Live-video tokens for Agora RTC channels, built by Agora's own library (agora-token, AccessToken2
// "007" tokens). Credentials come from the environment:
//   AGORA_APP_ID, AGORA_APP_CERTIFICATE  32 hexadecimal characters each (the Agora console's values)
// Unset, the embedded upstream uses the development credentials below: tokens are well formed and
// signed, but Agora knows no such project, so no video can connect — the pages say so.
import { createHash } from 'node:crypto';
import agora from 'agora-token';
import { z } from 'zod';

const { RtcRole, RtcTokenBuilder } = agora;

/** Not an Agora project: a recognisable placeholder of the right shape. */
export const DEV_AGORA_APP_ID = 'de7de7de7de7de7de7de7de7de7de7de';
export const DEV_AGORA_APP_CERTIFICATE = 'ce7ce7ce7ce7ce7ce7ce7ce7ce7ce7ce';

/** Short-lived: a viewer who keeps watching asks for a new one; a leaked one is soon useless. */
export const AGORA_TOKEN_TTL_SECONDS = 600;

export interface AgoraConfig {
  appId: string;
  appCertificate: string;
  development: boolean;
}

const hex32 = z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hexadecimal characters (from the Agora console)');
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const envSchema = z
  .object({
    AGORA_APP_ID: z.preprocess(blankToUndefined, hex32.optional()),
    AGORA_APP_CERTIFICATE: z.preprocess(blankToUndefined, hex32.optional()),
  })
  .refine((env) => (env.AGORA_APP_ID === undefined) === (env.AGORA_APP_CERTIFICATE === undefined), {
    message: 'set both AGORA_APP_ID and AGORA_APP_CERTIFICATE, or neither',
    path: ['AGORA_APP_CERTIFICATE'],
  });

export const developmentAgoraConfig: AgoraConfig = {
  appId: DEV_AGORA_APP_ID,
  appCertificate: DEV_AGORA_APP_CERTIFICATE,
  development: true,
};

export function loadAgoraConfig(env: NodeJS.ProcessEnv = process.env): AgoraConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid live-video configuration:\n${lines.join('\n')}`);
  }
  const { AGORA_APP_ID: appId, AGORA_APP_CERTIFICATE: appCertificate } = parsed.data;
  return appId && appCertificate ? { appId, appCertificate, development: false } : developmentAgoraConfig;
}

/** A stable RTC uid per persona: 32 bits of the id's hash, never 0 (0 asks Agora to pick one). */
export function agoraUidFor(personaId: string): number {
  const uid = createHash('sha256').update(personaId).digest().readUInt32BE(0);
  return uid === 0 ? 1 : uid;
}

export interface IssuedAgoraToken {
  token: string;
  uid: number;
  expiresAt: Date;
}

/**
 * A subscriber (audience) token for one channel. The library stamps the token with the system time, as
 * Agora's servers will check it against theirs: the expiry is therefore real time, not the services' clock.
 */
export function issueAgoraToken(config: AgoraConfig, channel: string, personaId: string): IssuedAgoraToken {
  const uid = agoraUidFor(personaId);
  const issuedAt = Date.now();
  const token = RtcTokenBuilder.buildTokenWithUid(
    config.appId,
    config.appCertificate,
    channel,
    uid,
    RtcRole.SUBSCRIBER,
    AGORA_TOKEN_TTL_SECONDS,
    AGORA_TOKEN_TTL_SECONDS,
  );
  if (token === '') throw new Error('agora-token built no token: the app id or certificate is malformed.');
  return { token, uid, expiresAt: new Date(Math.floor(issuedAt / 1000) * 1000 + AGORA_TOKEN_TTL_SECONDS * 1000) };
}
