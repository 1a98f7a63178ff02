// Streaming events and live-video tokens over the upstream client (docs/upstream-api-notifications.md GET /streaming, GET
// /streaming/{id}, GET /streaming/agora-token with channel and personaId). Tokens are never cached: the
// upstream answers them private, no-store, and the browser asks for one only when a viewer presses
// "Watch live".
import type { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { UpstreamContractError } from '../upstream-client/errors.ts';
import type { AgoraToken, StreamingEvent, StreamingList } from '../../shared/streaming/schema.ts';
import { eventPagePath } from '../../shared/streaming/event-path.ts';
import {
  upstreamAgoraTokenSchema,
  upstreamStreamingEventSchema,
  upstreamStreamingMetaSchema,
} from './upstream-schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;

function metaOf(meta: unknown, path: string): z.output<typeof upstreamStreamingMetaSchema> {
  const parsed = upstreamStreamingMetaSchema.safeParse(meta);
  if (!parsed.success) {
    throw new UpstreamContractError({
      method: 'GET',
      path,
      url: path,
      issues: parsed.error.issues.map((issue) => `meta: ${issue.message}`),
    });
  }
  return parsed.data;
}

function toStreamingEvent(e: z.output<typeof upstreamStreamingEventSchema>, now: string): StreamingEvent {
  return {
    id: e.id,
    title: e.title,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.timeZone,
    channel: e.channel,
    state: e.state,
    hostHandle: e.hostHandle,
    hostName: e.hostName,
    experienceHandle: e.experienceHandle,
    experienceName: e.experienceName,
    path: eventPagePath(e.hostHandle, e.experienceHandle, e.id),
    now,
  };
}

export async function streamingList(upstream: UpstreamClient): Promise<StreamingList> {
  const document = await upstream.getCollection('/streaming', { ...JSONAPI, schema: upstreamStreamingEventSchema });
  const meta = metaOf(document.meta, '/streaming');
  return {
    items: document.data.map((e) => toStreamingEvent(e, meta.now)),
    developmentCredentials: meta.developmentCredentials,
  };
}

export async function streamingEvent(
  upstream: UpstreamClient,
  id: string,
): Promise<StreamingEvent & { cancelled: boolean; developmentCredentials: boolean }> {
  const path = `/streaming/${encodeURIComponent(id)}`;
  const document = await upstream.getResource(path, { ...JSONAPI, schema: upstreamStreamingEventSchema });
  const meta = metaOf(document.meta, path);
  return {
    ...toStreamingEvent(document.data, meta.now),
    cancelled: document.data.cancelled,
    developmentCredentials: meta.developmentCredentials,
  };
}

export async function agoraToken(
  upstream: UpstreamClient,
  input: { channel: string; personaId: string },
): Promise<AgoraToken> {
  const document = await upstream.getResource('/streaming/agora-token', {
    ...JSONAPI,
    query: { channel: input.channel, personaId: input.personaId },
    schema: upstreamAgoraTokenSchema,
  });
  return document.data;
}
