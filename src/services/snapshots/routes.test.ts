// The screenshots service as a caller sees it (app.inject), on PGlite and on PostgreSQL: the list with
// its filters and paging, one snapshot, deleting by the owner only, and reports.
import t from 'tap';
import { setupTestApp, type ErrorDocument } from '../profiles/testing.ts';
import { SUBJECT_WITHOUT_PERSONA } from '../profiles/testing.ts';
import { TEST_NOW } from '../testing/test-database.ts';

interface SnapshotResource {
  type: string;
  id: string;
  attributes: {
    personaHandle: string;
    personaName: string;
    caption: string;
    createdAt: string;
    sizes: { size: string; url: string; width: number; height: number }[];
    experience: { id: string; handle: string; name: string; personaHandle: string } | null;
  };
}

interface ListDocument {
  data: SnapshotResource[];
  meta: { total: number; page: number; perPage: number; now: string };
  links: Record<string, string>;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, close } = await setupTestApp(kind);
    t.teardown(close);
    const list = async (query = '', as?: string) => {
      const response = await request('GET', `/v2/screenshots${query}`, as === undefined ? {} : { as });
      t.equal(response.statusCode, 200, `GET /screenshots${query}`);
      return response.json<ListDocument>();
    };
    const errorsOf = (response: { json<T>(): T }) => response.json<ErrorDocument>().errors;
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;

    await t.test('the list: 40+ demo snapshots, newest first, paged, with meta.total', async (t) => {
      const first = await list();
      t.ok(first.meta.total >= 40, `${first.meta.total} snapshots`);
      t.same({ page: first.meta.page, perPage: first.meta.perPage }, { page: 1, perPage: 24 });
      t.ok(Number.isFinite(Date.parse(first.meta.now)), 'meta.now: the service’s clock');
      t.equal(first.data.length, 24);
      const times = first.data.map((item) => Date.parse(item.attributes.createdAt));
      t.same(
        times,
        [...times].sort((a, b) => b - a),
        'newest first',
      );
      t.ok(times[0]! > TEST_NOW.getTime(), 'the clock-skewed one (after the seed instant) leads');
      const item = first.data[0]!;
      t.equal(item.type, 'screenshot');
      t.same(
        item.attributes.sizes.map((size) => size.size),
        ['thumb', 'grid', 'large'],
      );
      t.match(item.attributes.sizes[1], {
        size: 'grid',
        width: 480,
        height: 270,
        url: /^\/media\/generated\/snapshot\/[a-f0-9]+\/grid\.svg$/,
      });
      t.equal(first.links.next, '/v2/screenshots?page=2&perPage=24');
      const second = await list('?page=2');
      t.equal(second.data.length, first.meta.total - 24);
      const ids = new Set([...first.data, ...second.data].map((snapshot) => snapshot.id));
      t.equal(ids.size, first.meta.total, 'pages neither repeat nor skip');
      const small = await list('?perPage=5&page=3');
      t.same(
        small.data.map((s) => s.id),
        first.data.slice(10, 15).map((s) => s.id),
      );
      t.same((await list('?page=99')).data, [], 'past the end: an empty page');
    });

    await t.test('filters: by persona handle, by experience', async (t) => {
      const nova = await list('?filter[persona]=nova');
      t.equal(nova.meta.total, 7);
      t.ok(
        nova.data.every(
          (item) => item.attributes.personaHandle === 'nova' && item.attributes.personaName === 'Nova Reyes',
        ),
      );
      t.equal((await list('?filter[persona]=NOVA')).meta.total, 7, 'handles are case-insensitive');
      t.equal((await list('?filter[persona]=kai')).meta.total, 2);
      t.same((await list('?filter[persona]=nobody-here')).data, [], 'an unknown persona has none');
      const [neon] = await db.query<{ id: string }>(
        `select e.id from experiences e join personas p on p.id = e.persona_id where p.handle = 'nova' and e.handle = 'neon-drift'`,
      );
      const inNeon = await list(`?filter[experience]=${neon!.id}`);
      t.ok(inNeon.meta.total >= 3, `${inNeon.meta.total} in Neon Drift`);
      t.ok(inNeon.data.every((item) => item.attributes.experience?.id === neon!.id));
      t.match(inNeon.data[0]!.attributes.experience, {
        handle: 'neon-drift',
        name: 'Neon Drift',
        personaHandle: 'nova',
      });
      const both = await list(`?filter[persona]=kai&filter[experience]=${neon!.id}`);
      t.equal(both.meta.total, 1, 'filters combine');
      t.equal(
        both.links.self,
        `/v2/screenshots?filter%5Bpersona%5D=kai&filter%5Bexperience%5D=${neon!.id}&page=1&perPage=24`,
      );
    });

    await t.test('bad parameters are 400 naming the parameter', async (t) => {
      for (const [query, parameter] of [
        ['?page=0', 'page'],
        ['?perPage=101', 'perPage'],
        ['?page=x', 'page'],
        ['?filter[persona]=-bad-', 'filter[persona]'],
        ['?filter[experience]=neon-drift', 'filter[experience]'],
        ['?page=1&page=2', 'page'],
      ] as const) {
        const response = await request('GET', `/v2/screenshots${query}`);
        t.equal(response.statusCode, 400, query);
        t.match(errorsOf(response)[0], { code: 'invalid-parameter', source: { parameter } });
      }
    });

    await t.test('one snapshot; unknown and malformed ids are 404', async (t) => {
      const [first] = (await list('?filter[persona]=nova&perPage=1')).data;
      const response = await request('GET', `/v1/screenshots/${first!.id}`);
      t.equal(response.statusCode, 200);
      t.equal(response.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30');
      const { data, links } = response.json<{ data: SnapshotResource; links: Record<string, string> }>();
      t.same(data.attributes, first!.attributes);
      t.equal(links.self, `/v1/screenshots/${first!.id}`);
      t.equal(
        (await request('GET', `/v1/screenshots/${first!.id.toUpperCase()}`)).statusCode,
        200,
        'ids are case-insensitive',
      );
      for (const id of [UNKNOWN, 'not-a-uuid']) {
        const missing = await request('GET', `/v2/screenshots/${id}`);
        t.equal(missing.statusCode, 404, id);
        t.equal(errorsOf(missing)[0]?.code, 'not-found');
      }
    });

    await t.test('reports: stored once per reporter, validated, never about oneself', async (t) => {
      const [target] = (await list('?filter[persona]=nova&perPage=1')).data;
      const body = (attributes: Record<string, unknown>) => ({ data: { type: 'screenshotReport', attributes } });
      const before = await count('snapshot_reports');
      const first = await request('POST', '/v2/report/screenshots', {
        as: 'kai',
        body: body({ screenshotId: target!.id, reason: 'Other', description: '  Shows my home address. ' }),
      });
      t.equal(first.statusCode, 201);
      t.equal(first.headers['cache-control'], 'no-store');
      const report = first.json<{ data: { type: string; id: string; attributes: Record<string, unknown> } }>().data;
      t.equal(report.type, 'screenshotReport');
      t.match(report.attributes, {
        screenshotId: target!.id,
        reason: 'Other',
        description: 'Shows my home address.',
        status: 'open',
      });
      const again = await request('POST', '/v1/report/screenshots', {
        as: 'kai',
        body: body({ screenshotId: target!.id, reason: 'Spam' }),
      });
      t.equal(again.statusCode, 200, 'a repeat is the first report again');
      t.equal(again.json<{ data: { id: string } }>().data.id, report.id);
      t.match(again.json<{ data: { attributes: Record<string, unknown> } }>().data.attributes, { reason: 'Other' });
      t.equal(await count('snapshot_reports'), before + 1, 'stored once');

      const cases: [string | undefined, unknown, number, string, string?][] = [
        [undefined, body({ screenshotId: target!.id, reason: 'Spam' }), 401, 'unauthorized'],
        ['nova', body({ screenshotId: target!.id, reason: 'Spam' }), 422, 'self-report'],
        ['mira', body({ screenshotId: UNKNOWN, reason: 'Spam' }), 404, 'not-found'],
        ['mira', body({ screenshotId: 'junk', reason: 'Spam' }), 404, 'not-found'],
        ['mira', body({ screenshotId: target!.id, reason: '  ' }), 422, 'invalid-attribute', '/data/attributes/reason'],
        ['mira', body({ screenshotId: target!.id }), 422, 'invalid-attribute', '/data/attributes/reason'],
        ['mira', body({ reason: 'Spam' }), 422, 'invalid-attribute', '/data/attributes/screenshotId'],
        [
          'mira',
          body({ screenshotId: target!.id, reason: 'Other', description: 'x'.repeat(1001) }),
          422,
          'invalid-attribute',
          '/data/attributes/description',
        ],
        [
          'mira',
          { data: { type: 'productReport', attributes: { screenshotId: target!.id, reason: 'Spam' } } },
          409,
          'type-mismatch',
          '/data/type',
        ],
        ['mira', { data: { type: 'screenshotReport' } }, 400, 'invalid-document', '/data/attributes'],
        [
          'mira',
          { type: 'screenshotReport', screenshotId: target!.id, reason: 'Spam' },
          400,
          'invalid-document',
          '/data',
        ],
      ];
      for (const [as, payload, status, code, pointer] of cases) {
        const response = await request(
          'POST',
          '/v2/report/screenshots',
          as === undefined ? { body: payload } : { as, body: payload },
        );
        t.equal(response.statusCode, status, `${as ?? 'anonymous'} ${JSON.stringify(payload).slice(0, 90)}`);
        t.match(errorsOf(response)[0], pointer === undefined ? { code } : { code, source: { pointer } });
      }
      const noPersona = await request('POST', '/v2/report/screenshots', {
        subject: SUBJECT_WITHOUT_PERSONA,
        body: body({ screenshotId: target!.id, reason: 'Spam' }),
      });
      t.equal(noPersona.statusCode, 403);
      t.equal(await count('snapshot_reports'), before + 1, 'refusals store nothing');
    });

    await t.test('delete: only by its owner; others refused and nothing changes; reports go with it', async (t) => {
      const kais = (await list('?filter[persona]=kai')).data;
      const target = kais[0]!;
      const [nova] = (await list('?filter[persona]=nova&perPage=1')).data;
      await request('POST', '/v2/report/screenshots', {
        as: 'mira',
        body: { data: { type: 'screenshotReport', attributes: { screenshotId: target.id, reason: 'Spam' } } },
      });
      const total = await count('snapshots');
      const reports = await count('snapshot_reports');

      const anonymous = await request('DELETE', `/v2/screenshots/${target.id}`);
      t.equal(anonymous.statusCode, 401);
      const other = await request('DELETE', `/v2/screenshots/${target.id}`, { as: 'nova' });
      t.equal(other.statusCode, 403);
      t.match(errorsOf(other)[0], { code: 'not-owner', detail: 'Only the persona who took a snapshot can delete it.' });
      const noPersona = await request('DELETE', `/v2/screenshots/${target.id}`, { subject: SUBJECT_WITHOUT_PERSONA });
      t.equal(noPersona.statusCode, 403);
      t.equal(errorsOf(noPersona)[0]?.code, 'persona-required');
      const notOwn = await request('DELETE', `/v2/screenshots/${nova!.id}`, { as: 'kai' });
      t.equal(notOwn.statusCode, 403);
      t.equal((await request('DELETE', `/v2/screenshots/${UNKNOWN}`, { as: 'kai' })).statusCode, 404);
      t.equal((await request('DELETE', '/v2/screenshots/nope', { as: 'kai' })).statusCode, 404);
      t.equal(await count('snapshots'), total, 'refusals changed nothing');
      t.equal(await count('snapshot_reports'), reports);

      const deleted = await request('DELETE', `/v2/screenshots/${target.id}`, { as: 'kai' });
      t.equal(deleted.statusCode, 204);
      t.equal(deleted.body, '');
      t.equal(await count('snapshots'), total - 1);
      t.equal(await count('snapshot_reports'), reports - 1, 'its report went with it');
      t.equal((await request('GET', `/v2/screenshots/${target.id}`)).statusCode, 404);
      t.equal((await list('?filter[persona]=kai')).meta.total, kais.length - 1);
      t.equal((await request('DELETE', `/v2/screenshots/${target.id}`, { as: 'kai' })).statusCode, 404, 'twice: gone');
    });

    await t.test('a deleted experience leaves its snapshots standing, unlinked', async (t) => {
      const [neon] = await db.query<{ id: string }>(
        `select e.id from experiences e join personas p on p.id = e.persona_id where p.handle = 'nova' and e.handle = 'neon-drift'`,
      );
      const before = (await list(`?filter[experience]=${neon!.id}`)).data.map((item) => item.id);
      t.ok(before.length > 0);
      await db.query('delete from experiences where id = $1', [neon!.id]);
      const [one] = before;
      const response = await request('GET', `/v2/screenshots/${one}`);
      t.equal(response.statusCode, 200);
      t.equal(response.json<{ data: SnapshotResource }>().data.attributes.experience, null);
    });
  });
}
