// Streaming events and live-video tokens (docs/upstream-api-notifications.md GET /streaming, GET /streaming/{id}, GET
// /streaming/agora-token with channel and personaId). zod values server side; the browser imports types.
import { z } from 'zod';

export const streamingIdInputSchema = z.object({ id: z.uuid({ error: 'That is not an event id.' }) }).strict();

// Agora channel names: under 64 bytes, letters, digits and a few punctuation marks (agora-token docs).
export const agoraChannelSchema = z
  .string()
  .min(1, 'Name the channel.')
  .max(63, 'Channel names are at most 63 characters.')
  .regex(/^[A-Za-z0-9 !#$%&()+\-:;<=.>?@[\]^_{}|~,]+$/, 'That is not a valid channel name.');

export const agoraTokenInputSchema = z
  .object({ channel: agoraChannelSchema, personaId: z.uuid({ error: 'That is not a persona id.' }) })
  .strict();

export type AgoraTokenInput = z.infer<typeof agoraTokenInputSchema>;

export type StreamStateName = 'upcoming' | 'live' | 'ended';

export interface StreamingEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  channel: string;
  state: StreamStateName;
  hostHandle: string;
  hostName: string;
  experienceHandle: string;
  experienceName: string;
  /** The event page: /events/{hostHandle}/{experienceHandle}/{id}. */
  path: string;
  /** The moment the server computed `state`, so the browser counts down from the same instant. */
  now: string;
}

export interface StreamingList {
  items: StreamingEvent[];
  /** True when the embedded development credentials are in use: no video can connect. */
  developmentCredentials: boolean;
}

export interface AgoraToken {
  token: string;
  channel: string;
  uid: number;
  appId: string;
  expiresAt: string;
  developmentCredentials: boolean;
}
