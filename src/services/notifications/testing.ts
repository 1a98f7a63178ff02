// Test helpers for the notifications and streaming services: events inserted directly (the demo seeder
// is the events service's), an app on a fixed clock, requests as a linked persona.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream, type EmbeddedUpstreamOptions } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Queryable } from '../db/database.ts';

export const TEST_SECRET = 'notifications-test-secret-0123456789-abcdef';
export const JSON_API = 'application/vnd.api+json';
const LINKED = ['nova', 'kai', 'mira'] as const;

export interface TestEvent {
  id: string;
  startsAt: Date;
  endsAt: Date;
  channel: string | null;
}

let counter = 0;

/** An event hosted by nova in her first experience; minutes are relative to `now`. */
export async function insertEvent(
  db: Queryable,
  opts: {
    now: Date;
    startsInMinutes: number;
    durationMinutes?: number;
    streaming?: boolean;
    title?: string;
    cancelled?: boolean;
  },
): Promise<TestEvent> {
  counter += 1;
  const startsAt = new Date(opts.now.getTime() + opts.startsInMinutes * 60_000);
  const endsAt = new Date(startsAt.getTime() + (opts.durationMinutes ?? 60) * 60_000);
  const channel = opts.streaming ? `test-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}` : null;
  const [row] = await db.query<{ id: string }>(
    `insert into events (host_persona_id, experience_id, title, image_seed, starts_at, ends_at, time_zone, streaming,
                         stream_channel, cancelled_at)
     select p.id, (select x.id from experiences x where x.persona_id = p.id order by x.handle limit 1),
            $1, 'test', $2, $3, 'Europe/Berlin', $4, $5, $6
       from personas p where p.handle = 'nova'
     returning id`,
    [
      opts.title ?? `Test event ${counter}`,
      startsAt,
      endsAt,
      opts.streaming ?? false,
      channel,
      opts.cancelled ? opts.now : null,
    ],
  );
  if (!row) throw new Error('nova is not seeded');
  return { id: row.id, startsAt, endsAt, channel };
}

export async function linkPersonas(db: Queryable): Promise<Record<string, string>> {
  for (const handle of LINKED) {
    await db.query('update personas set account_subject = $1 where handle = $2', [`account-${handle}`, handle]);
  }
  const rows = await db.query<{ id: string; handle: string }>(
    `select id, handle from personas where handle = any($1::text[])`,
    [[...LINKED]],
  );
  return Object.fromEntries(rows.map((row) => [row.handle, row.id]));
}

export interface RequestOptions {
  as?: string | undefined;
  subject?: string | undefined;
  body?: unknown;
}

export async function buildTestUpstream(options: Omit<EmbeddedUpstreamOptions, 'verifier'>) {
  const app = await buildEmbeddedUpstream({ ...options, verifier: createHs256Verifier(TEST_SECRET) });
  return { app, request: requester(app) };
}

export function requester(app: FastifyInstance) {
  return async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { 'content-type': JSON_API };
    const subject = options.subject ?? (options.as === undefined ? undefined : `account-${options.as}`);
    if (subject !== undefined) headers.authorization = `Bearer ${await signHs256AccessToken(TEST_SECRET, subject)}`;
    return app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
  };
}

export const reminderBody = (eventId: string) => ({
  data: { type: 'event-notification-subscription', attributes: { eventId } },
});
