// What the web tier accepts from the streaming service (docs/upstream-api-notifications.md, Streaming).
import { z } from 'zod';

export const upstreamStreamingEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  channel: z.string(),
  state: z.enum(['upcoming', 'live', 'ended']),
  cancelled: z.boolean(),
  hostHandle: z.string(),
  hostName: z.string(),
  experienceHandle: z.string(),
  experienceName: z.string(),
});

export const upstreamStreamingMetaSchema = z.object({ now: z.string(), developmentCredentials: z.boolean() });

export const upstreamAgoraTokenSchema = z.object({
  token: z.string().min(1),
  channel: z.string(),
  uid: z.number().int(),
  appId: z.string(),
  expiresAt: z.string(),
  developmentCredentials: z.boolean(),
});
