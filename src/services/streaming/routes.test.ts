// Streaming events and Agora tokens as a caller sees them, on PGlite and PostgreSQL, at a pinned clock.
// Tokens are decoded with agora-token's own parser (AccessToken2) to check what they grant.
import { createRequire } from 'node:module';
import t from 'tap';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { buildTestUpstream, insertEvent, linkPersonas } from '../notifications/testing.ts';
import {
  AGORA_TOKEN_TTL_SECONDS,
  DEV_AGORA_APP_CERTIFICATE,
  DEV_AGORA_APP_ID,
  agoraUidFor,
  loadAgoraConfig,
} from './agora.ts';

interface ParsedToken {
  from_string(token: string): boolean;
  verifySignature(certificate: string): boolean;
  appId: Buffer | string;
  issueTs: number;
  expire: number;
  services: { __channel_name: Buffer | string; __uid: Buffer | string; __privileges: Record<string, number> }[];
}
const { AccessToken2 } = createRequire(import.meta.url)('agora-token/src/AccessToken2.js') as {
  AccessToken2: new () => ParsedToken;
};
const decode = (token: string) => {
  const parsed = new AccessToken2();
  if (!parsed.from_string(token)) throw new Error('not an AccessToken2 token');
  return parsed;
};

interface TokenDocument {
  data: {
    type: string;
    id: string;
    attributes: {
      token: string;
      channel: string;
      uid: number;
      appId: string;
      expiresAt: string;
      developmentCredentials: boolean;
    };
  };
}
interface ErrorDocument {
  errors: { code: string; detail: string }[];
}

t.test('credentials from the environment: both or neither, 32 hex characters', async (t) => {
  t.match(loadAgoraConfig({}), { appId: DEV_AGORA_APP_ID, development: true });
  const real = 'a'.repeat(32);
  t.same(loadAgoraConfig({ AGORA_APP_ID: real, AGORA_APP_CERTIFICATE: 'b'.repeat(32) }), {
    appId: real,
    appCertificate: 'b'.repeat(32),
    development: false,
  });
  t.throws(() => loadAgoraConfig({ AGORA_APP_ID: real }), /set both AGORA_APP_ID and AGORA_APP_CERTIFICATE/);
  t.throws(() => loadAgoraConfig({ AGORA_APP_ID: 'short', AGORA_APP_CERTIFICATE: 'b'.repeat(32) }), /32 hexadecimal/);
});

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const database = await openTestDatabase(kind);
    t.teardown(() => database.close());
    const { db } = database;
    const ids = await linkPersonas(db);
    const kai = ids.kai ?? '';
    const now = TEST_NOW;
    const { app, request } = await buildTestUpstream({ db, clock: () => now });
    t.teardown(() => app.close());

    await db.query('update events set streaming = false, stream_channel = null');
    const live = await insertEvent(db, {
      now,
      startsInMinutes: -10,
      durationMinutes: 60,
      streaming: true,
      title: 'Live now',
    });
    await insertEvent(db, { now, startsInMinutes: 120, streaming: true, title: 'Later' });
    const soon = await insertEvent(db, { now, startsInMinutes: 30, streaming: true, title: 'Soon' });
    const ended = await insertEvent(db, {
      now,
      startsInMinutes: -120,
      durationMinutes: 60,
      streaming: true,
      title: 'Ended',
    });
    const cancelled = await insertEvent(db, {
      now,
      startsInMinutes: -5,
      streaming: true,
      title: 'Cancelled',
      cancelled: true,
    });
    const plain = await insertEvent(db, { now, startsInMinutes: -10, title: 'Not streamed' });

    t.test('GET /streaming: live first, then upcoming; ended, cancelled and non-streaming ones left out', async (t) => {
      const response = await request('GET', '/v2/streaming');
      t.equal(response.statusCode, 200);
      const document = response.json<{
        data: { id: string; attributes: Record<string, unknown> }[];
        meta: Record<string, unknown>;
      }>();
      t.same(
        document.data.map((d) => d.attributes.title),
        ['Live now', 'Soon', 'Later'],
      );
      t.same(
        document.data.map((d) => d.attributes.state),
        ['live', 'upcoming', 'upcoming'],
      );
      t.match(document.data[0]?.attributes, { channel: live.channel, hostHandle: 'nova', timeZone: 'Europe/Berlin' });
      t.same(document.meta, { total: 3, now: now.toISOString(), developmentCredentials: true });
    });

    t.test('GET /streaming/{id}: any state of a streaming event; 404 otherwise', async (t) => {
      t.match((await request('GET', `/v2/streaming/${ended.id}`)).json(), {
        data: { id: ended.id, attributes: { state: 'ended' } },
      });
      t.match((await request('GET', `/v2/streaming/${cancelled.id}`)).json(), {
        data: { attributes: { state: 'ended', cancelled: true } },
      });
      t.match((await request('GET', `/v2/streaming/${soon.id}`)).json(), {
        data: { attributes: { state: 'upcoming', channel: soon.channel } },
      });
      t.equal((await request('GET', `/v2/streaming/${plain.id}`)).statusCode, 404);
      t.equal((await request('GET', '/v2/streaming/not-a-uuid')).statusCode, 404);
    });

    const tokenUrl = (channel: string | null, personaId: string) =>
      `/v2/streaming/agora-token?channel=${encodeURIComponent(channel ?? '')}&personaId=${personaId}`;

    t.test('a live channel, my own persona: a signed subscriber token for that channel and uid', async (t) => {
      const response = await request('GET', tokenUrl(live.channel, kai), { as: 'kai' });
      t.equal(response.statusCode, 200);
      t.equal(response.headers['cache-control'], 'private, no-store');
      const { attributes } = response.json<TokenDocument>().data;
      t.match(attributes, {
        channel: live.channel,
        uid: agoraUidFor(kai),
        appId: DEV_AGORA_APP_ID,
        developmentCredentials: true,
      });
      t.match(attributes.token, /^007/, 'an AccessToken2 token');
      const parsed = decode(attributes.token);
      t.ok(parsed.verifySignature(DEV_AGORA_APP_CERTIFICATE), 'signed with the configured certificate');
      t.notOk(parsed.verifySignature('f'.repeat(32)), 'and no other');
      t.equal(String(parsed.appId), DEV_AGORA_APP_ID);
      t.equal(parsed.expire, AGORA_TOKEN_TTL_SECONDS, 'expires 10 minutes after issue');
      t.equal(Date.parse(attributes.expiresAt), (Math.floor(parsed.issueTs) + AGORA_TOKEN_TTL_SECONDS) * 1000);
      t.equal(String(parsed.services[0]?.__channel_name), live.channel);
      t.equal(String(parsed.services[0]?.__uid), String(agoraUidFor(kai)));
      // Privilege 1 = join channel; a subscriber gets no publish privileges (2, 3, 4).
      t.same(Object.keys(parsed.services[0]?.__privileges ?? {}), ['1']);

      const mira = await request('GET', tokenUrl(live.channel, ids.mira ?? ''), { as: 'mira' });
      t.not(mira.json<TokenDocument>().data.attributes.token, attributes.token, 'per persona');
      t.equal(
        String(decode(mira.json<TokenDocument>().data.attributes.token).services[0]?.__uid),
        String(agoraUidFor(ids.mira ?? '')),
      );
    });

    t.test('refusals issue nothing', async (t) => {
      const cases: {
        name: string;
        url: string;
        as?: string;
        subject?: string;
        status: number;
        code: string;
        detail?: RegExp;
      }[] = [
        { name: 'signed out', url: tokenUrl(live.channel, kai), status: 401, code: 'unauthorized' },
        {
          name: 'no persona',
          url: tokenUrl(live.channel, kai),
          subject: 'account-without-persona',
          status: 403,
          code: 'persona-required',
        },
        {
          name: "someone else's persona",
          url: tokenUrl(live.channel, kai),
          as: 'mira',
          status: 403,
          code: 'not-owner',
        },
        {
          name: 'upcoming',
          url: tokenUrl(soon.channel, kai),
          as: 'kai',
          status: 409,
          code: 'stream-not-live',
          detail: /not live yet/,
        },
        {
          name: 'ended',
          url: tokenUrl(ended.channel, kai),
          as: 'kai',
          status: 409,
          code: 'stream-not-live',
          detail: /has ended/,
        },
        {
          name: 'cancelled',
          url: tokenUrl(cancelled.channel, kai),
          as: 'kai',
          status: 409,
          code: 'stream-not-live',
          detail: /cancelled/,
        },
        { name: 'unknown channel', url: tokenUrl('no-such-channel', kai), as: 'kai', status: 404, code: 'not-found' },
        { name: 'bad channel', url: tokenUrl('bad/channel', kai), as: 'kai', status: 400, code: 'invalid-parameter' },
        {
          name: 'bad persona id',
          url: tokenUrl(live.channel, 'kai'),
          as: 'kai',
          status: 400,
          code: 'invalid-parameter',
        },
      ];
      for (const c of cases) {
        const response = await request('GET', c.url, { as: c.as, subject: c.subject });
        t.equal(response.statusCode, c.status, c.name);
        const body = response.json<ErrorDocument & { data?: unknown }>();
        t.equal(body.errors[0]?.code, c.code, c.name);
        t.equal(body.data, undefined, `${c.name}: no token`);
        if (c.detail) t.match(body.errors[0]?.detail, c.detail);
      }
    });
  });
}
