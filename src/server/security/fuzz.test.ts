// The procedure fuzzer: every procedure of the app router (found by walking it, so a new procedure is fuzzed
// without touching this file) is called over the web app's real HTTP layer (app.inject through Fastify, the
// session cookie and tRPC's HTTP adapter) with inputs derived from its zod schema plus hostile strings
// (src/server/testing/fuzz-inputs.ts), as a visitor, an account without a persona (sam) and a persona (kai);
// then malformed requests: bad JSON, wrong types, wrong methods, batch abuse, unknown procedures; and page
// addresses with hostile path segments and query strings.
// Nothing may answer 5xx (a 502 from an upstream failure included). Seeded and deterministic; a fixed
// number of inputs per procedure and caller. It runs on its own database copy, so its writes (purchases
// included) touch no other test. Needs a build (npm test does one).
import t from 'tap';
import fc from 'fast-check';
import type { AnyProcedure } from '@trpc/server';
import type { LightMyRequestResponse } from 'fastify';
import { appRouter } from '../trpc/app-router.ts';
import { startTestStack, type TestStack } from '../testing/test-stack.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';
import { TRPC_MAX_BATCH } from '../../shared/trpc/limits.ts';
import {
  PLANTED_STRINGS,
  cleanInputArbitrary,
  inputArbitrary,
  inputJsonSchema,
  stringPaths,
  withValueAt,
  type FuzzSamples,
} from '../testing/fuzz-inputs.ts';

/** Fixed, so every run sends the same requests; FUZZ_SEED and FUZZ_RUNS explore further by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
/** Inputs per procedure and caller. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

interface Caller {
  name: string;
  cookie: string | null;
}

interface Failure {
  caller: string;
  request: string;
  status: number;
  answer: string;
}

let stack: TestStack;
let callers: Caller[];
let samples: FuzzSamples;
let requestCount = 0;
const failures: Failure[] = [];
/** Answers by status, for the closing comment (what the fuzz reached: 200s are calls that got through). */
const statuses = new Map<number, number>();

// A fixed number of requests, not a fixed time: about a minute alone, more beside the other suites on
// shared cores, so it gets more than the suite's default three minutes.
t.setTimeout(6 * 60_000);

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).sort(
  ([a], [b]) => a.localeCompare(b),
);

async function column(sql: string): Promise<string[]> {
  const rows = await stack.db.query<{ value: string }>(sql);
  return rows.map((row) => String(row.value));
}

t.before(async () => {
  stack = await startTestStack();
  callers = [
    { name: 'visitor', cookie: null },
    { name: 'sam (no persona)', cookie: await sessionCookieFor(await stack.userFor(null)) },
    { name: 'kai (persona)', cookie: await sessionCookieFor(await stack.userFor('kai')) },
  ];
  const uuids = await column(`
    (select id::text as value from products order by id limit 12)
    union all (select id::text from experiences order by id limit 8)
    union all (select id::text from events order by id limit 8)
    union all (select id::text from stores order by id limit 4)
    union all (select id::text from personas order by id limit 4)
    union all (select id::text from ticket_definitions order by id limit 4)
    union all (select id::text from reviews order by id limit 4)
    union all (select id::text from notifications order by id limit 4)
    union all (select id::text from product_images order by id limit 4)`);
  samples = {
    uuids,
    byProperty: {
      handle: ['nova', 'kai', 'mira', 'neon-drift'],
      personaHandle: ['nova', 'kai', 'mira'],
      hostHandle: ['nova'],
      persona: ['nova', 'kai'],
      experienceHandle: ['neon-drift'],
      tz: ['UTC', 'Europe/Berlin', 'America/New_York', 'Mars/Olympus_Mons'],
      q: ['neon', 'drift', 'a'],
      tag: ['racing', 'neon', 'music'],
      category: await column('select slug as value from categories limit 6'),
      id: await column(
        '(select id::text as value from snapshots limit 4) union all (select slug from collections limit 2)',
      ),
      experience: await column('select id::text as value from experiences limit 3'),
      bundleId: await column('select id::text as value from bundles limit 3'),
      code: ['NEON-2026-VIP', 'NEON-2026-GA', 'neon-friends-1', 'NOPE-0000'],
    },
  };
});
t.teardown(async () => {
  await stack.close();
});

/** Every request goes through here: counted, from its own address (so the per-address limits stay out of the way). */
async function send(
  caller: Caller,
  options: { method: Method; url: string; body?: string; contentType?: string; accept?: string },
): Promise<LightMyRequestResponse> {
  requestCount += 1;
  const n = requestCount;
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = caller.cookie;
  if (options.accept !== undefined) headers.accept = options.accept;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await stack.app.inject({
    method: options.method,
    url: options.url,
    headers,
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) {
    const body = options.body === undefined ? '' : ` body=${options.body.slice(0, 300)}`;
    failures.push({
      caller: caller.name,
      request: `${options.method} ${options.url.slice(0, 300)}${body}`,
      status: response.statusCode,
      answer: response.body.slice(0, 300),
    });
  }
  return response;
}

const inputQuery = (input: unknown) =>
  input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;

function call(caller: Caller, path: string, procedure: AnyProcedure, input: unknown) {
  if (procedure._def.type === 'query') return send(caller, { method: 'GET', url: `/trpc/${path}${inputQuery(input)}` });
  return send(caller, {
    method: 'POST',
    url: `/trpc/${path}`,
    ...(input === undefined ? {} : { body: JSON.stringify(input) }),
  });
}

t.test('every procedure with inputs from its schema and hostile values, as three callers: never a 5xx', async (t) => {
  t.ok(procedures.length >= 90, `${procedures.length} procedures found by walking the router`);
  for (const [index, [path, procedure]] of procedures.entries()) {
    const schema = inputJsonSchema(procedure._def.inputs[0]);
    const inputs = fc.sample(inputArbitrary(schema, samples), { seed: SEED + index, numRuns: RUNS });
    for (const caller of callers) {
      for (const input of inputs) await call(caller, path, procedure, input);
    }
  }
  t.same(failures, [], 'no 5xx');
});

t.test('hostile text planted in each text field of an otherwise valid input: never a 5xx', async (t) => {
  const before = failures.length;
  const [visitor, , kai] = callers;
  for (const [index, [path, procedure]] of procedures.entries()) {
    const schema = inputJsonSchema(procedure._def.inputs[0]);
    if (schema === null) continue;
    const [base] = fc.sample(cleanInputArbitrary(schema, samples), { seed: SEED + index, numRuns: 1 });
    for (const textPath of stringPaths(schema)) {
      for (const planted of PLANTED_STRINGS) {
        const input = withValueAt(base, textPath, planted);
        // A persona reaches every procedure; a visitor reaches the public ones (the rest stop at 401).
        for (const caller of [kai, visitor]) if (caller) await call(caller, path, procedure, input);
      }
    }
  }
  t.same(failures.slice(before), [], 'no 5xx');
});

t.test('malformed requests to every procedure: bad JSON, wrong types, wrong methods', async (t) => {
  const before = failures.length;
  const malformedBodies: { body: string; contentType?: string }[] = [
    { body: '{' },
    { body: '{"a":' },
    { body: 'nul' },
    { body: '"\u0000"' },
    { body: '[]' },
    { body: '[{}]' },
    { body: '"text"' },
    { body: '12' },
    { body: 'null' },
    { body: '{"json":{"x":1}}' },
    { body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
    { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { body: 'plain', contentType: 'text/plain' },
    { body: '{}', contentType: 'application/xml' },
  ];
  const malformedQueries = [
    '?input={',
    '?input=%ZZ',
    '?input=undefined',
    '?input=[]',
    '?input=%22%5Cu0000%22',
    '?input=1e400',
    `?input=${'%5B'.repeat(3_000)}`,
    '?batch=1',
    '?batch=x&input={}',
  ];
  const [visitor, , kai] = callers;
  for (const caller of [visitor, kai]) {
    if (!caller) continue;
    for (const [path, procedure] of procedures) {
      const url = `/trpc/${path}`;
      if (procedure._def.type === 'query') {
        for (const query of malformedQueries) await send(caller, { method: 'GET', url: `${url}${query}` });
        await send(caller, { method: 'POST', url, body: '{}' });
      } else {
        for (const { body, contentType } of malformedBodies)
          await send(caller, { method: 'POST', url, body, ...(contentType === undefined ? {} : { contentType }) });
        await send(caller, { method: 'GET', url: `${url}?input=%7B%7D` });
      }
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const)
        await send(caller, { method, url, body: '{}' });
    }
  }
  t.same(failures.slice(before), [], 'no 5xx');
});

t.test('page addresses with hostile path segments and query strings: never a 5xx', async (t) => {
  const before = failures.length;
  const [product] = samples.uuids;
  // Sign-in and sign-up are left out: the test stack runs no issuer, so they answer 503 by design.
  const pages = [
    '/',
    '/experiences',
    '/experiences/{}',
    '/experiences/nova/{}',
    '/store',
    '/store/{}',
    `/listings/{}/x`,
    `/listings/${product}/{}`,
    '/profiles/{}',
    '/snapshots',
    '/snapshots/{}',
    '/events',
    '/events/nova/{}/x',
    '/events/nova/neon-drift/{}/event.ics',
    '/calendar/{}.ics',
    '/api/proxy?url={}',
    '/media/{}',
    '/favourites',
    '/friends',
    '/tickets',
    '/creator/products/{}/edit',
    '/notifications',
    '/funds/pay/{}',
  ];
  // Percent-encoded hostile text, and byte sequences that are not UTF-8 (an encoded lone surrogate among them).
  const segments = ['%00', '%ED%A0%80', '%E0%A4%A', '..%2f..%2f..%2fetc%2fpasswd', 'x'.repeat(3_000)];
  const queries = ['q', 'tag', 'page', 'perPage', 'sort', 'day', 'category', 'minPrice'];
  const [, , kai] = callers;
  if (!kai) throw new Error('no persona caller');
  for (const page of pages) {
    for (const segment of segments)
      await send(kai, { method: 'GET', url: page.replace('{}', segment), accept: 'text/html' });
  }
  for (const page of ['/experiences', '/store', '/events', '/snapshots']) {
    for (const name of queries) {
      for (const segment of segments.slice(0, 2))
        await send(kai, { method: 'GET', url: `${page}?${name}=${segment}`, accept: 'text/html' });
    }
    await send(kai, { method: 'GET', url: `${page}?q[]=a&q[]=b&page=1&page=2&__proto__[x]=1`, accept: 'text/html' });
  }
  t.same(failures.slice(before), [], 'no 5xx');
});

t.test('batch abuse and unknown procedures: never a 5xx', async (t) => {
  const before = failures.length;
  const queries = procedures.filter(([, procedure]) => procedure._def.type === 'query').map(([path]) => path);
  const mutations = procedures.filter(([, procedure]) => procedure._def.type === 'mutation').map(([path]) => path);
  const batchInput = (count: number, input: unknown) =>
    encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [index, input]))));
  for (const caller of callers) {
    await send(caller, {
      method: 'GET',
      url: `/trpc/${queries.join(',')}?batch=1&input=${batchInput(queries.length, {})}`,
    });
    const huge = await send(caller, {
      method: 'GET',
      url: `/trpc/${Array(200).fill('experiences.featured').join(',')}?batch=1&input=${batchInput(200, {})}`,
    });
    t.ok(huge.statusCode >= 400 && huge.statusCode < 500, `a batch of 200 calls is refused (${huge.statusCode})`);
    const oversized = await send(caller, {
      method: 'GET',
      url: `/trpc/${Array(TRPC_MAX_BATCH + 1)
        .fill('experiences.featured')
        .join(',')}?batch=1&input=${batchInput(TRPC_MAX_BATCH + 1, {})}`,
    });
    t.equal(oversized.statusCode, 400, `one call over the limit of ${TRPC_MAX_BATCH} is refused`);
    const largest = await send(caller, {
      method: 'GET',
      url: `/trpc/${Array(TRPC_MAX_BATCH).fill('experiences.featured').join(',')}?batch=1&input=${batchInput(TRPC_MAX_BATCH, {})}`,
    });
    t.equal(largest.statusCode, 200, 'a batch at the limit is answered');
    await send(caller, {
      method: 'GET',
      url: `/trpc/${queries.slice(0, 5).join(',')}?batch=1&input=${encodeURIComponent('{"7":{},"x":null}')}`,
    });
    await send(caller, {
      method: 'GET',
      url: `/trpc/${queries.slice(0, 5).join(',')}?batch=1&input=${encodeURIComponent('[{},{},{}]')}`,
    });
    await send(caller, {
      method: 'GET',
      url: `/trpc/${queries.slice(0, 3).join(',')},${mutations.slice(0, 3).join(',')}?batch=1`,
    });
    await send(caller, {
      method: 'POST',
      url: `/trpc/${mutations.slice(0, 10).join(',')}?batch=1`,
      body: JSON.stringify(
        Object.fromEntries(mutations.slice(0, 10).map((_, index) => [index, { unexpected: '\uD800' }])),
      ),
    });
    await send(caller, { method: 'POST', url: `/trpc/${mutations.slice(0, 3).join(',')}?batch=1`, body: '[1,2,3]' });
    await send(caller, { method: 'POST', url: `/trpc/${queries.slice(0, 3).join(',')}?batch=1`, body: '{}' });
    for (const name of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'experiences.__proto__',
      'experiences',
      'experiences..browse',
      '',
      '%00',
      'x'.repeat(3_000),
      '..%2f..%2fhealthz',
      'experiences.browse%00',
    ]) {
      await send(caller, { method: 'GET', url: `/trpc/${name}` });
      await send(caller, { method: 'POST', url: `/trpc/${name}`, body: '{}' });
      await send(caller, {
        method: 'GET',
        url: `/trpc/${name},experiences.featured?batch=1&input=${batchInput(2, {})}`,
      });
    }
  }
  t.same(failures.slice(before), [], 'no 5xx');
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  t.comment(
    `fuzzer: ${requestCount} requests over ${procedures.length} procedures as ${callers.length} callers, ${failures.length} answered 5xx (${byStatus})`,
  );
});
