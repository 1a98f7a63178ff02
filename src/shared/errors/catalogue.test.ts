import t from 'tap';
import { APP_ERROR_CODES, ERROR_CATALOGUE, appCodeFromTrpc, appCodeFromUpstreamStatus } from './catalogue.ts';

t.test('every code round-trips through its tRPC code', async (t) => {
  for (const code of APP_ERROR_CODES) {
    t.equal(appCodeFromTrpc(ERROR_CATALOGUE[code].trpc), code, code);
    t.ok(ERROR_CATALOGUE[code].title.length > 0 && ERROR_CATALOGUE[code].whatToDo.length > 0);
  }
  t.equal(appCodeFromTrpc(undefined), 'INTERNAL');
  t.equal(appCodeFromTrpc('PARSE_ERROR'), 'INTERNAL');
});

t.test('upstream statuses map to what the caller should see', async (t) => {
  t.equal(appCodeFromUpstreamStatus(404), 'NOT_FOUND');
  t.equal(appCodeFromUpstreamStatus(422), 'BAD_REQUEST');
  t.equal(appCodeFromUpstreamStatus(401), 'UNAUTHORIZED');
  t.equal(appCodeFromUpstreamStatus(403), 'FORBIDDEN');
  t.equal(appCodeFromUpstreamStatus(409), 'CONFLICT');
  t.equal(appCodeFromUpstreamStatus(500), 'UPSTREAM_UNAVAILABLE');
  t.equal(appCodeFromUpstreamStatus(503), 'UPSTREAM_UNAVAILABLE');
  t.equal(appCodeFromUpstreamStatus(504), 'UPSTREAM_TIMEOUT');
  t.equal(ERROR_CATALOGUE.UPSTREAM_UNAVAILABLE.httpStatus, 502);
});
