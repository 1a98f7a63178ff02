// The experiences service as a caller sees it (app.inject), on PGlite and on PostgreSQL.
import t from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { configurePictureHosts } from '../../shared/media/picture-url.ts';

// As if IMAGE_HOSTS=cdn.example: https pictures on that host may be set, others not.
configurePictureHosts(['cdn.example']);

const SECRET = 'routes-test-secret-0123456789-abcdefghij';
const JSON_API = 'application/vnd.api+json';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown> & {
    name: string;
    handle: string;
    personaHandle: string;
    personaName: string;
    headCount: number;
    curation: number;
    visits: number;
    createdAt: string;
    updatedAt: string;
    tags: string[];
    image: { sizes: { name: string; width: number; height: number; url: string }[] };
  };
  relationships: { persona: { data: { type: string; id: string } } };
}
interface ListDocument {
  data: Resource[];
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
  meta: { total: number; page: number; perPage: number; persona?: Record<string, unknown> };
  links: Record<string, string>;
}
interface SingleDocument {
  data: Resource;
  included: { type: string; id: string; attributes: Record<string, unknown> }[];
}
interface ErrorDocument {
  errors: {
    status: string;
    code: string;
    title: string;
    detail?: string;
    source?: Record<string, string>;
    meta?: Record<string, unknown>;
  }[];
}

const token = (subject: string) => signHs256AccessToken(SECRET, subject);
const names = (document: ListDocument) => document.data.map((resource) => resource.attributes.name);

async function setup(
  kind: 'pglite' | 'postgres',
): Promise<{ app: FastifyInstance; db: Database; close(): Promise<void> }> {
  const testDb = await openTestDatabase(kind);
  await testDb.db.query(`update personas set account_subject = 'account-' || handle where handle in ('nova', 'kai')`);
  const app = await buildEmbeddedUpstream({ db: testDb.db, verifier: createHs256Verifier(SECRET) });
  return {
    app,
    db: testDb.db,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { app, db, close } = await setup(kind);
    t.teardown(close);

    const get = async <T>(url: string, expectedStatus = 200): Promise<T> => {
      const response = await app.inject({ method: 'GET', url });
      t.equal(response.statusCode, expectedStatus, `GET ${url} -> ${expectedStatus}`);
      t.match(response.headers['content-type'], JSON_API, `GET ${url} answers JSON:API`);
      return response.json<T>();
    };
    const write = async (
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      options: { subject?: string; authorization?: string; body?: unknown } = {},
    ): Promise<LightMyRequestResponse> => {
      const headers: Record<string, string> = { 'content-type': JSON_API };
      if (options.subject) headers.authorization = `Bearer ${await token(options.subject)}`;
      if (options.authorization) headers.authorization = options.authorization;
      return app.inject({
        method,
        url,
        headers,
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      });
    };
    const experienceDocument = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      data: { type: 'experience', ...extra, attributes },
    });

    await t.test('list: first page, resource shape, persona included', async (t) => {
      const document = await get<ListDocument>('/v2/experiences');
      t.same(document.meta, { total: 64, page: 1, perPage: 24 });
      t.equal(document.data.length, 24);
      t.match(document.links, {
        self: '/v2/experiences?sort=featured&page=1&perPage=24',
        first: '/v2/experiences?sort=featured&page=1&perPage=24',
        last: '/v2/experiences?sort=featured&page=3&perPage=24',
        next: '/v2/experiences?sort=featured&page=2&perPage=24',
      });
      t.notOk('prev' in document.links, 'no prev link on the first page');

      const first = document.data[0];
      t.ok(first);
      if (!first) return;
      t.equal(first.type, 'experience');
      t.match(first.id, /^[0-9a-f-]{36}$/);
      t.same(Object.keys(first.attributes).sort(), [
        'capacity',
        'compatVersion',
        'coverUrl',
        'createdAt',
        'curation',
        'description',
        'galleryUrls',
        'handle',
        'headCount',
        'image',
        'likeCount',
        'name',
        'personaHandle',
        'personaName',
        'summary',
        'tags',
        'updatedAt',
        'visits',
      ]);
      t.same(
        first.attributes.image.sizes.map(({ name, width, height }) => ({ name, width, height })),
        [
          { name: 'thumb', width: 320, height: 180 },
          { name: 'card', width: 640, height: 360 },
          { name: 'cover', width: 1600, height: 900 },
          { name: 'cover-mobile', width: 800, height: 800 },
        ],
      );
      t.match(first.attributes.image.sizes[1]?.url, /^\/media\/generated\/experience\/[A-Za-z0-9_-]+\/card\.svg$/);
      t.equal(new Date(first.attributes.createdAt).toISOString(), first.attributes.createdAt, 'dates are ISO strings');

      for (const resource of document.data) {
        const persona = document.included?.find(
          (included) => included.type === 'persona' && included.id === resource.relationships.persona.data.id,
        );
        t.ok(persona, `the persona of ${resource.attributes.handle} is included`);
        t.equal(persona?.attributes.handle, resource.attributes.personaHandle);
        t.equal(persona?.attributes.name, resource.attributes.personaName);
      }
      const nova = document.included?.find((included) => included.attributes.handle === 'nova');
      t.same(Object.keys(nova?.attributes ?? {}).sort(), ['avatarImageUrl', 'bio', 'handle', 'name', 'status']);
      t.match(nova?.attributes.avatarImageUrl, /^\/media\/generated\/persona\/[0-9a-f-]+\/avatar\.svg$/);
      t.equal(
        new Set(document.included?.map((included) => included.id)).size,
        document.included?.length,
        'each persona is included once',
      );
    });

    await t.test('list: pages cover the catalogue exactly once; past the end is empty', async (t) => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const document = await get<ListDocument>(`/v2/experiences?page=${page}&perPage=24&sort=popular`);
        seen.push(...document.data.map((resource) => resource.id));
        if (page === 3) {
          t.equal(document.data.length, 16);
          t.notOk('next' in document.links, 'no next link on the last page');
          t.equal(document.links.prev, '/v2/experiences?sort=popular&page=2&perPage=24');
        }
      }
      t.equal(seen.length, 64);
      t.equal(new Set(seen).size, 64, 'no experience appears on two pages');
      const past = await get<ListDocument>('/v2/experiences?page=9&perPage=24');
      t.same(past.data, []);
      t.equal(past.meta.total, 64);
    });

    await t.test('/v1 and /v2 serve the same contract', async (t) => {
      const v1 = await get<ListDocument>('/v1/experiences?perPage=5&sort=newest');
      const v2 = await get<ListDocument>('/v2/experiences?perPage=5&sort=newest');
      t.same(v1.data, v2.data);
      t.same(v1.meta, v2.meta);
      t.equal(v1.links.self, '/v1/experiences?sort=newest&page=1&perPage=5');
    });

    await t.test('search: by name, tag, creator name and prefix; ranked', async (t) => {
      const byName = await get<ListDocument>('/v2/experiences?q=lighthouse');
      t.equal(byName.data[0]?.attributes.name, 'Lighthouse Keeper', 'a name match ranks first');

      const byTag = await get<ListDocument>('/v2/experiences?q=dinosaurs');
      t.ok(names(byTag).includes('Dino Dig'), 'found by a tag');

      const byCreator = await get<ListDocument>('/v2/experiences?q=Okafor&perPage=100');
      t.same(
        names(byCreator).sort(),
        ['Blueprint Studio', 'Concrete Poem', 'Rooftop Cinema'],
        "found by the creator's name",
      );
      t.equal(byCreator.meta.total, 3);

      const prefix = await get<ListDocument>('/v2/experiences?q=neo&perPage=100');
      for (const name of ['Neon Drift', 'Neon Market', 'Neon Roller Rink']) {
        t.ok(names(prefix).includes(name), `'neo' finds ${name}`);
      }
      t.same(
        names(prefix)
          .slice(0, 3)
          .every((name) => name.startsWith('Neon')),
        true,
        'name matches outrank mentions in descriptions',
      );

      const stemmed = await get<ListDocument>('/v2/experiences?q=racing&perPage=100');
      t.ok(names(stemmed).includes('Time Trial Valley'), 'stemmed words match (racing ~ race)');

      const twoWords = await get<ListDocument>('/v2/experiences?q=hot%20spri');
      t.equal(twoWords.data[0]?.attributes.name, 'Hot Spring Village', 'every word can be a prefix');

      const stopWord = await get<ListDocument>('/v2/experiences?q=the%20neo&perPage=100');
      t.ok(names(stopWord).includes('Neon Drift'), 'stop words do not spoil the prefix search');

      const phrase = await get<ListDocument>('/v2/experiences?q=%22neon%20drift%22&perPage=100');
      t.equal(phrase.data[0]?.attributes.name, 'Neon Drift', 'quoted phrases work');
      const negated = await get<ListDocument>('/v2/experiences?q=neon%20-market&perPage=100');
      t.ok(names(negated).includes('Neon Drift'));
      t.notOk(names(negated).includes('Neon Market'), '-word excludes');

      const none = await get<ListDocument>('/v2/experiences?q=xyzzyplugh');
      t.same(none.data, []);
      t.same(none.meta, { total: 0, page: 1, perPage: 24 });
      t.equal(none.links.last, '/v2/experiences?q=xyzzyplugh&sort=featured&page=1&perPage=24');

      const punctuation = await get<ListDocument>('/v2/experiences?q=%22%22%20-');
      t.equal(punctuation.meta.total, 0, 'a query without words finds nothing (and does not fail)');

      const blank = await get<ListDocument>('/v2/experiences?q=%20%20');
      t.equal(blank.meta.total, 64, 'a blank query is no query');
    });

    await t.test('sort orders', async (t) => {
      const all = async (sort: string) => (await get<ListDocument>(`/v2/experiences?perPage=100&sort=${sort}`)).data;
      const pairs = <T>(items: T[]) => items.slice(1).map((item, index) => [items[index] as T, item] as const);

      const featured = await all('featured');
      t.ok(
        pairs(featured).every(
          ([a, b]) =>
            a.attributes.curation > b.attributes.curation ||
            (a.attributes.curation === b.attributes.curation && a.attributes.headCount >= b.attributes.headCount),
        ),
        'featured: curation, then head count, descending',
      );
      t.equal(featured[0]?.attributes.name, 'Neon Drift');

      const popular = await all('popular');
      t.ok(
        pairs(popular).every(
          ([a, b]) =>
            a.attributes.headCount > b.attributes.headCount ||
            (a.attributes.headCount === b.attributes.headCount && a.attributes.visits >= b.attributes.visits),
        ),
        'popular: head count, then visits, descending',
      );

      const newest = await all('newest');
      t.ok(
        pairs(newest).every(([a, b]) => a.attributes.createdAt >= b.attributes.createdAt),
        'newest: creation date descending',
      );

      const byName = await all('name');
      t.ok(
        pairs(byName).every(([a, b]) => a.attributes.name.toLowerCase() <= b.attributes.name.toLowerCase()),
        'name: alphabetical',
      );
      t.equal(byName[0]?.attributes.name, '48-Hour Jam Island');

      const again = await all('featured');
      t.same(
        again.map((resource) => resource.id),
        featured.map((resource) => resource.id),
        'the order is stable between requests (id breaks ties)',
      );
    });

    await t.test('featured: curated only, by curation, 100 per page', async (t) => {
      const document = await get<ListDocument>('/v2/featured?perPage=100');
      t.equal(document.meta.total, 13);
      t.equal(document.meta.perPage, 100);
      t.ok(document.data.every((resource) => resource.attributes.curation > 0));
      const curations = document.data.map((resource) => resource.attributes.curation);
      t.same(
        curations,
        [...curations].sort((a, b) => b - a),
      );
      t.equal((await get<ListDocument>('/v2/featured')).meta.perPage, 100, 'page size defaults to 100');
      const tooMany = await get<ErrorDocument>('/v2/featured?perPage=101', 400);
      t.equal(tooMany.errors[0]?.source?.parameter, 'perPage');
    });

    await t.test("creator list: a persona's experiences plus a header; unknown creator 404", async (t) => {
      const document = await get<ListDocument>('/v2/experiences/nova?perPage=5');
      t.equal(document.meta.total, 9);
      t.equal(document.data.length, 5);
      t.ok(document.data.every((resource) => resource.attributes.personaHandle === 'nova'));
      t.match(document.meta.persona, {
        handle: 'nova',
        name: 'Nova Reyes',
        avatarImageUrl: /^\/media\/generated\/persona\/.+\/avatar\.svg$/,
        bio: /Worldbuilder/,
      });
      t.equal(document.links.next, '/v2/experiences/nova?sort=featured&page=2&perPage=5');

      const upper = await get<ListDocument>('/v2/experiences/NOVA?perPage=1');
      t.equal(upper.meta.total, 9, 'handles are case-insensitive');

      await db.query(`insert into personas (handle, name, bio) values ('newcomer', 'New Comer', 'Just arrived.')`);
      const empty = await get<ListDocument>('/v2/experiences/newcomer');
      t.same(empty.data, []);
      t.match(empty.meta, { total: 0, persona: { handle: 'newcomer', name: 'New Comer', bio: 'Just arrived.' } });

      const unknown = await get<ErrorDocument>('/v2/experiences/nobody-here', 404);
      t.match(unknown.errors[0], { status: '404', code: 'not-found', title: 'Not found', detail: /nobody-here/ });
      await get<ErrorDocument>('/v2/experiences/not%20a%20handle!', 404);
    });

    await t.test('single experience by handles', async (t) => {
      const document = await get<SingleDocument>('/v2/experiences/nova/neon-drift');
      t.equal(document.data.attributes.name, 'Neon Drift');
      t.equal(document.data.attributes.personaHandle, 'nova');
      t.equal(document.included[0]?.attributes.handle, 'nova');
      t.equal((await get<ErrorDocument>('/v2/experiences/nova/no-such-world', 404)).errors[0]?.code, 'not-found');
      await get<ErrorDocument>('/v2/experiences/kai/neon-drift', 404);
    });

    await t.test('lookup by persona_handle + handle, with compat_version', async (t) => {
      const base = '/v2/experience/?persona_handle=nova&handle=neon-drift';
      const found = await get<SingleDocument>(base);
      t.equal(found.data.attributes.compatVersion, '1.5.0');
      await get<SingleDocument>(`${base}&compat_version=1.5.0`);
      await get<SingleDocument>(`${base}&compat_version=1.10.0`);
      await get<SingleDocument>(`${base}&compat_version=2.0.0`);

      const outdated = await get<ErrorDocument>(`${base}&compat_version=1.4.9`, 409);
      t.match(outdated.errors[0], {
        status: '409',
        code: 'client-outdated',
        source: { parameter: 'compat_version' },
        meta: { requiredVersion: '1.5.0', clientVersion: '1.4.9' },
      });

      const malformed = await get<ErrorDocument>(`${base}&compat_version=latest`, 400);
      t.equal(malformed.errors[0]?.source?.parameter, 'compat_version');
      const half = await get<ErrorDocument>('/v2/experience/?handle=neon-drift', 400);
      t.equal(half.errors[0]?.source?.parameter, 'persona_handle');
      await get<ErrorDocument>('/v2/experience/?persona_handle=nova&handle=missing', 404);

      const list = await get<ListDocument>('/v2/experience/?perPage=10');
      t.same(list.meta, { total: 64, page: 1, perPage: 10 }, 'without handles it is a paged list');
    });

    await t.test('by id: found, unknown and malformed', async (t) => {
      const { data } = await get<SingleDocument>('/v2/experiences/lena/lighthouse-keeper');
      const byId = await get<SingleDocument>(`/v2/experience/${data.id}`);
      t.same(byId.data, data);
      t.equal(byId.data.attributes.headCount, 1);
      await get<ErrorDocument>('/v2/experience/00000000-0000-4000-8000-000000000000', 404);
      const malformed = await get<ErrorDocument>('/v2/experience/not-a-uuid', 404);
      t.equal(malformed.errors[0]?.code, 'not-found');
    });

    await t.test('bad query parameters are 400 and name the parameter', async (t) => {
      const cases: [string, string][] = [
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['page=1001', 'page'],
        ['page=1.5', 'page'],
        ['page=1&page=2', 'page'],
        ['perPage=0', 'perPage'],
        ['perPage=101', 'perPage'],
        ['sort=random', 'sort'],
        [`q=${'a'.repeat(201)}`, 'q'],
      ];
      for (const [query, parameter] of cases) {
        const document = await get<ErrorDocument>(`/v2/experiences?${query}`, 400);
        t.match(document.errors[0], { status: '400', code: 'invalid-parameter', source: { parameter } }, query);
      }
      const both = await get<ErrorDocument>('/v2/experiences?page=0&sort=random', 400);
      t.same(
        both.errors.map((error) => error.source?.parameter).sort(),
        ['page', 'sort'],
        'every bad parameter is named',
      );
      await get<ListDocument>(`/v2/experiences?q=${'a'.repeat(200)}`);
    });

    await t.test('writes need a valid bearer token and a persona', async (t) => {
      const body = experienceDocument({ name: 'Nope', handle: 'nope' });
      const missing = await write('POST', '/v2/experience/', { body });
      t.equal(missing.statusCode, 401);
      t.match(missing.headers['www-authenticate'], /^Bearer/);
      t.match(missing.json<ErrorDocument>().errors[0], { code: 'unauthorized' });

      const garbage = await write('POST', '/v2/experience/', { body, authorization: 'Bearer not.a.jwt' });
      t.equal(garbage.statusCode, 401);
      t.match(garbage.headers['www-authenticate'], /error="invalid_token"/);
      t.match(garbage.json<ErrorDocument>().errors[0], { code: 'invalid-token' });

      const basic = await write('POST', '/v2/experience/', { body, authorization: 'Basic bm92YTpwdw==' });
      t.equal(basic.statusCode, 401);

      const expired = await signHs256AccessToken(SECRET, 'account-nova', {
        now: new Date(Date.now() - 2 * 3600_000),
        expiresInSeconds: 60,
      });
      t.equal((await write('POST', '/v2/experience/', { body, authorization: `Bearer ${expired}` })).statusCode, 401);

      const otherSecret = await signHs256AccessToken('another-secret-0123456789-0123456789xx', 'account-nova');
      t.equal(
        (await write('POST', '/v2/experience/', { body, authorization: `Bearer ${otherSecret}` })).statusCode,
        401,
      );

      const wrongIssuer = await signHs256AccessToken(SECRET, 'account-nova', { issuer: 'someone-else' });
      t.equal(
        (await write('POST', '/v2/experience/', { body, authorization: `Bearer ${wrongIssuer}` })).statusCode,
        401,
      );

      const noPersona = await write('POST', '/v2/experience/', { body, subject: 'account-sam' });
      t.equal(noPersona.statusCode, 403);
      t.match(noPersona.json<ErrorDocument>().errors[0], { status: '403', code: 'persona-required' });

      t.equal((await get<ListDocument>('/v2/experiences?q=nope')).meta.total, 0, 'nothing was created');
    });

    let createdId = '';
    await t.test('create: the owner publishes an experience', async (t) => {
      const attributes = {
        name: 'Tide Pool <Lab>',
        handle: 'tide-pool-lab',
        summary: 'Poke anemones & count crabs.',
        description: 'First paragraph.\n\n<script>alert(1)</script> is stored as given; rendering escapes it.',
        tags: ['ocean', 'science'],
        capacity: 12,
        compatVersion: '1.4.2',
      };
      const response = await write('POST', '/v2/experience/', {
        subject: 'account-nova',
        body: experienceDocument(attributes),
      });
      t.equal(response.statusCode, 201);
      t.match(response.headers['content-type'], JSON_API);
      const document = response.json<SingleDocument>();
      createdId = document.data.id;
      t.equal(response.headers.location, `/v2/experience/${createdId}`);
      t.match(document.data.attributes, {
        ...attributes,
        personaHandle: 'nova',
        personaName: 'Nova Reyes',
        headCount: 0,
        curation: 0,
        visits: 0,
      });
      t.equal(document.data.attributes.createdAt, document.data.attributes.updatedAt);

      const readBack = await get<SingleDocument>('/v2/experiences/nova/tide-pool-lab');
      t.same(readBack.data, document.data, 'it can be read back by handles');
      t.equal((await get<ListDocument>('/v2/experiences/nova')).meta.total, 10);
      t.ok(
        names(await get<ListDocument>('/v2/experiences?q=anemones')).includes('Tide Pool <Lab>'),
        'and found by search',
      );

      const defaults = await write('POST', '/v1/experience', {
        subject: 'account-nova',
        body: experienceDocument({ name: 'Bare Minimum', handle: 'bare-minimum' }),
      });
      t.equal(defaults.statusCode, 201);
      t.match(defaults.json<SingleDocument>().data.attributes, {
        summary: '',
        description: '',
        tags: [],
        capacity: 20,
        compatVersion: '1.0.0',
      });
      t.match(defaults.headers.location, /^\/v1\/experience\//);

      const plainJson = await app.inject({
        method: 'POST',
        url: '/v2/experience',
        headers: { authorization: `Bearer ${await token('account-kai')}`, 'content-type': 'application/json' },
        payload: experienceDocument({ name: 'Plain JSON', handle: 'plain-json' }),
      });
      t.equal(plainJson.statusCode, 201, 'application/json bodies are accepted too');
    });

    await t.test('create: handle collisions are 409 per persona', async (t) => {
      const again = await write('POST', '/v2/experience/', {
        subject: 'account-nova',
        body: experienceDocument({ name: 'Another Neon Drift', handle: 'neon-drift' }),
      });
      t.equal(again.statusCode, 409);
      t.match(again.json<ErrorDocument>().errors[0], {
        status: '409',
        code: 'handle-taken',
        source: { pointer: '/data/attributes/handle' },
      });
      const otherPersona = await write('POST', '/v2/experience/', {
        subject: 'account-kai',
        body: experienceDocument({ name: 'Kai Drift', handle: 'neon-drift' }),
      });
      t.equal(otherPersona.statusCode, 201, 'another persona may use the same handle');

      const racing = await Promise.all(
        [1, 2, 3].map(() =>
          write('POST', '/v2/experience/', {
            subject: 'account-kai',
            body: experienceDocument({ name: 'Photo Finish', handle: 'photo-finish' }),
          }),
        ),
      );
      t.same(
        racing.map((response) => response.statusCode).sort(),
        [201, 409, 409],
        'concurrent creates of one handle: exactly one wins',
      );
    });

    await t.test('create: invalid documents', async (t) => {
      const invalid = await write('POST', '/v2/experience/', {
        subject: 'account-nova',
        body: experienceDocument({
          name: '   ',
          handle: 'Not A Handle!',
          summary: 's'.repeat(281),
          tags: ['good-tag', 'x', 'Bad', 'good-tag', 'double--hyphen'],
          capacity: 0,
          compatVersion: 'v2',
          curation: 99,
          sparkle: true,
        }),
      });
      t.equal(invalid.statusCode, 422);
      const errors = invalid.json<ErrorDocument>().errors;
      t.ok(errors.every((error) => error.status === '422' && error.code === 'invalid-attribute'));
      t.same(errors.map((error) => error.source?.pointer).sort(), [
        '/data/attributes/capacity',
        '/data/attributes/compatVersion',
        '/data/attributes/curation',
        '/data/attributes/handle',
        '/data/attributes/name',
        '/data/attributes/sparkle',
        '/data/attributes/summary',
        '/data/attributes/tags/1',
        '/data/attributes/tags/2',
        '/data/attributes/tags/3',
        '/data/attributes/tags/4',
      ]);
      t.match(
        errors.find((error) => error.source?.pointer === '/data/attributes/curation'),
        { detail: 'curation is read-only.' },
      );
      t.match(
        errors.find((error) => error.source?.pointer === '/data/attributes/tags/3'),
        { detail: /listed twice/ },
      );

      const missing = await write('POST', '/v2/experience/', { subject: 'account-nova', body: experienceDocument({}) });
      t.equal(missing.statusCode, 422);
      t.same(
        missing.json<ErrorDocument>().errors.map((error) => [error.source?.pointer, error.detail]),
        [
          ['/data/attributes/name', 'name is required.'],
          ['/data/attributes/handle', 'handle is required.'],
        ],
      );

      const wrongType = await write('POST', '/v2/experience/', {
        subject: 'account-nova',
        body: { data: { type: 'listing', attributes: { name: 'x', handle: 'xx' } } },
      });
      t.equal(wrongType.statusCode, 409);
      t.match(wrongType.json<ErrorDocument>().errors[0], { code: 'type-mismatch', source: { pointer: '/data/type' } });

      const notADocument = await write('POST', '/v2/experience/', { subject: 'account-nova', body: { name: 'x' } });
      t.equal(notADocument.statusCode, 400);
      t.match(notADocument.json<ErrorDocument>().errors[0], { code: 'invalid-document', source: { pointer: '/data' } });

      const brokenJson = await app.inject({
        method: 'POST',
        url: '/v2/experience/',
        headers: { authorization: `Bearer ${await token('account-nova')}`, 'content-type': JSON_API },
        payload: '{"data": ',
      });
      t.equal(brokenJson.statusCode, 400);
      t.match(brokenJson.headers['content-type'], JSON_API);
      t.equal(brokenJson.json<ErrorDocument>().errors[0]?.code, 'bad-request');
    });

    await t.test('patch: only the owner changes an experience', async (t) => {
      const before = await get<SingleDocument>(`/v2/experience/${createdId}`);
      const patched = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ summary: 'Now with octopuses.', tags: ['ocean'] }, { id: createdId }),
      });
      t.equal(patched.statusCode, 200);
      const after = patched.json<SingleDocument>().data.attributes;
      t.equal(after.summary, 'Now with octopuses.');
      t.same(after.tags, ['ocean']);
      t.equal(after.name, before.data.attributes.name, 'absent attributes are unchanged');
      t.ok(after.updatedAt >= before.data.attributes.updatedAt);
      t.same((await get<SingleDocument>(`/v2/experience/${createdId}`)).data.attributes, after, 'the change is stored');

      const notOwner = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-kai',
        body: experienceDocument({ summary: 'Mine now.' }),
      });
      t.equal(notOwner.statusCode, 403);
      t.match(notOwner.json<ErrorDocument>().errors[0], { code: 'not-owner' });

      const anonymous = await write('PATCH', `/v2/experience/${createdId}`, {
        body: experienceDocument({ summary: 'x' }),
      });
      t.equal(anonymous.statusCode, 401);

      const unknown = await write('PATCH', '/v2/experience/00000000-0000-4000-8000-000000000000', {
        subject: 'account-nova',
        body: experienceDocument({ summary: 'x' }),
      });
      t.equal(unknown.statusCode, 404);
      const malformed = await write('PATCH', '/v2/experience/nope', {
        subject: 'account-nova',
        body: experienceDocument({}),
      });
      t.equal(malformed.statusCode, 404);

      const idMismatch = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ summary: 'x' }, { id: '00000000-0000-4000-8000-000000000000' }),
      });
      t.equal(idMismatch.statusCode, 409);
      t.match(idMismatch.json<ErrorDocument>().errors[0], { code: 'id-mismatch', source: { pointer: '/data/id' } });

      const taken = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ handle: 'neon-market' }),
      });
      t.equal(taken.statusCode, 409);
      t.match(taken.json<ErrorDocument>().errors[0], { code: 'handle-taken' });

      const invalid = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ capacity: 5000, headCount: 3 }),
      });
      t.equal(invalid.statusCode, 422);
      t.same(
        invalid
          .json<ErrorDocument>()
          .errors.map((error) => error.source?.pointer)
          .sort(),
        ['/data/attributes/capacity', '/data/attributes/headCount'],
      );

      const renamed = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ handle: 'tide-pools' }),
      });
      t.equal(renamed.statusCode, 200);
      await get<SingleDocument>('/v2/experiences/nova/tide-pools');
      await get<ErrorDocument>('/v2/experiences/nova/tide-pool-lab', 404);
    });

    await t.test('cover and gallery: uploaded URLs stand in for the generated picture; null clears', async (t) => {
      const cover = '/media/uploads/cover-1.png';
      const set = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({
          coverUrl: cover,
          galleryUrls: ['/media/uploads/g1.png', 'https://cdn.example/g2.png'],
        }),
      });
      t.equal(set.statusCode, 200);
      const attributes = set.json<SingleDocument>().data.attributes;
      t.equal(attributes.coverUrl, cover);
      t.same(attributes.galleryUrls, ['/media/uploads/g1.png', 'https://cdn.example/g2.png']);
      t.ok(
        attributes.image.sizes.every((size) => size.url === cover),
        'every size is the uploaded cover',
      );

      const bad = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({
          coverUrl: 'javascript:alert(1)',
          galleryUrls: Array.from({ length: 9 }, (_, i) => `/media/uploads/g${i}.png`),
        }),
      });
      t.equal(bad.statusCode, 422);
      t.same(
        bad
          .json<ErrorDocument>()
          .errors.map((error) => error.source?.pointer)
          .sort(),
        ['/data/attributes/coverUrl', '/data/attributes/galleryUrls'],
      );

      const cleared = await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ coverUrl: null }),
      });
      t.equal(cleared.statusCode, 200);
      t.equal(cleared.json<SingleDocument>().data.attributes.coverUrl, null);
      t.match(cleared.json<SingleDocument>().data.attributes.image.sizes[1]?.url, /^\/media\/generated\/experience\//);
    });

    await t.test('tag filter: ?tag= on browse and on a creator list; a malformed tag is 400', async (t) => {
      await write('PATCH', `/v2/experience/${createdId}`, {
        subject: 'account-nova',
        body: experienceDocument({ tags: ['tidepool-only'] }),
      });
      const tagged = await get<ListDocument>('/v2/experiences?tag=tidepool-only');
      t.same(names(tagged), ['Tide Pool <Lab>']);
      t.equal(tagged.meta.total, 1);
      t.match(tagged.links.first, /tag=tidepool-only/, 'page links keep the tag');
      t.same(
        names(await get<ListDocument>('/v2/experiences/nova?tag=TIDEPOOL-ONLY')),
        ['Tide Pool <Lab>'],
        'case-insensitive',
      );
      t.same(names(await get<ListDocument>('/v2/experiences/kai?tag=tidepool-only')), []);
      const bad = await get<ErrorDocument>('/v2/experiences?tag=no--good', 400);
      t.match(bad.errors[0], { source: { parameter: 'tag' } });
    });

    await t.test('delete: only the owner, then it is gone', async (t) => {
      const notOwner = await write('DELETE', `/v2/experience/${createdId}`, { subject: 'account-kai' });
      t.equal(notOwner.statusCode, 403);
      t.match(notOwner.json<ErrorDocument>().errors[0], { code: 'not-owner' });
      t.equal((await write('DELETE', `/v2/experience/${createdId}`)).statusCode, 401);

      const deleted = await write('DELETE', `/v2/experience/${createdId}`, { subject: 'account-nova' });
      t.equal(deleted.statusCode, 204);
      t.equal(deleted.body, '');
      await get<ErrorDocument>(`/v2/experience/${createdId}`, 404);
      t.equal((await write('DELETE', `/v2/experience/${createdId}`, { subject: 'account-nova' })).statusCode, 404);
    });
  });
}
