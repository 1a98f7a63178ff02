// Streaming events and live-video tokens (docs/upstream-api-notifications.md):
//   GET /streaming                                   streaming events not over yet: live now first, then upcoming
//   GET /streaming/{id}                              one streaming event (any state; 404 when not streaming)
//   GET /streaming/agora-token?channel=&personaId=   an RTC subscriber token, only for the caller's own persona
//                                                    and only while the channel's event is live
// "Now" is the services' injectable clock.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import type { Clock } from '../kit/clock.ts';
import { liveFirst, streamState } from '../../shared/streaming/stream-state.ts';
import { agoraChannelSchema } from '../../shared/streaming/schema.ts';
import { issueAgoraToken, type AgoraConfig } from './agora.ts';

export interface StreamingRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
  agora: AgoraConfig;
}

interface StreamingRow {
  id: string;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  stream_channel: string;
  cancelled_at: Date | string | null;
  host_handle: string;
  host_name: string;
  experience_handle: string;
  experience_name: string;
}

const STREAMING_SELECT = `
  select e.id, e.title, e.starts_at, e.ends_at, e.time_zone, e.stream_channel, e.cancelled_at,
         pe.handle as host_handle, pe.name as host_name, x.handle as experience_handle, x.name as experience_name
    from events e
    join personas pe on pe.id = e.host_persona_id
    join experiences x on x.id = e.experience_id`;

/** At most this many in the list: the page shows what is live and what comes next, not an archive. */
const LIST_LIMIT = 50;

const tokenQuery = z.object({
  channel: agoraChannelSchema,
  personaId: z.uuid({ error: 'personaId must be a persona id (a UUID).' }),
});

export async function streamingRoutes(app: FastifyInstance, opts: StreamingRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const callers = callerResolver(db, opts.verifier);
  registerCacheHeaders(app);

  const resource = (row: StreamingRow, now: Date) => {
    const startsAt = new Date(row.starts_at);
    const endsAt = new Date(row.ends_at);
    const cancelled = row.cancelled_at !== null;
    return {
      type: 'streaming-event',
      id: row.id,
      attributes: {
        title: row.title,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        timeZone: row.time_zone,
        channel: row.stream_channel,
        // A cancelled stream never goes live.
        state: cancelled ? 'ended' : streamState({ startsAt, endsAt }, now),
        cancelled,
        hostHandle: row.host_handle,
        hostName: row.host_name,
        experienceHandle: row.experience_handle,
        experienceName: row.experience_name,
      },
    };
  };

  app.get('/streaming', async (_request, reply) => {
    const now = clock();
    const rows = await db.query<StreamingRow>(
      `${STREAMING_SELECT}
        where e.streaming and e.cancelled_at is null and e.ends_at > $1
        order by (e.starts_at <= $1) desc, e.starts_at, e.id
        limit ${LIST_LIMIT}`,
      [now],
    );
    const ordered = liveFirst(
      rows.map((row) => ({ row, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) })),
      now,
    );
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: ordered.map(({ row }) => resource(row, now)),
      meta: { total: ordered.length, now: now.toISOString(), developmentCredentials: opts.agora.development },
    });
  });

  app.get('/streaming/agora-token', async (request, reply) => {
    // Who asks first: nothing about channels is told to a caller who may not have a token anyway.
    const persona = await callers.required(request, 'watching a stream');
    const parsed = tokenQuery.safeParse(request.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError({
        code: 'invalid-parameter',
        detail: issue?.message ?? 'Send channel and personaId.',
        source: { parameter: String(issue?.path[0] ?? 'channel') },
      });
    }
    const { channel, personaId } = parsed.data;
    if (personaId !== persona.id) {
      throw new ApiError({ code: 'not-owner', detail: 'A stream token is only issued for your own persona.' });
    }
    const [row] = await db.query<StreamingRow>(`${STREAMING_SELECT} where e.streaming and e.stream_channel = $1`, [
      channel,
    ]);
    if (!row) throw notFound(`No streaming event uses the channel "${channel}".`);
    const now = clock();
    const state =
      row.cancelled_at !== null ? 'cancelled' : streamState({ startsAt: row.starts_at, endsAt: row.ends_at }, now);
    if (state !== 'live') {
      throw new ApiError({
        code: 'stream-not-live',
        detail:
          state === 'upcoming'
            ? `"${row.title}" is not live yet: it starts at ${new Date(row.starts_at).toISOString()}. Come back then.`
            : state === 'cancelled'
              ? `"${row.title}" was cancelled: there is no stream to watch.`
              : `"${row.title}" has ended: there is no stream to watch any more.`,
      });
    }
    const issued = issueAgoraToken(opts.agora, channel, persona.id);
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: {
        type: 'agora-token',
        id: channel,
        attributes: {
          token: issued.token,
          channel,
          uid: issued.uid,
          appId: opts.agora.appId,
          expiresAt: issued.expiresAt.toISOString(),
          developmentCredentials: opts.agora.development,
        },
      },
    });
  });

  app.get<{ Params: { id: string } }>('/streaming/:id', async (request, reply) => {
    const id = z.uuid().safeParse(request.params.id);
    if (!id.success) throw notFound(`No streaming event has the id "${request.params.id}".`);
    const [row] = await db.query<StreamingRow>(`${STREAMING_SELECT} where e.streaming and e.id = $1`, [id.data]);
    if (!row) throw notFound(`No streaming event has the id "${request.params.id}".`);
    const now = clock();
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: resource(row, now),
      meta: { now: now.toISOString(), developmentCredentials: opts.agora.development },
    });
  });
}
