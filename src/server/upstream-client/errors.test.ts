import t from 'tap';
import { BadResponseError, jsonApiErrorOf, jsonApiErrorsOf } from './errors.ts';

const make = (body: unknown) =>
  new BadResponseError({ method: 'GET', url: 'http://h/v1/x', status: 422, requestId: 'r-1', body });

t.test('BadResponseError carries the url, status, request id and body', async (t) => {
  const error = make({ errors: [] });
  t.ok(error instanceof Error);
  t.equal(error.name, 'BadResponseError');
  t.equal(error.title, 'Bad Response');
  t.equal(error.message, 'Received bad response after issuing a request to http://h/v1/x');
  t.equal(error.url, 'http://h/v1/x');
  t.equal(error.status, 422);
  t.equal(error.requestId, 'r-1');
});

t.test('jsonApiErrorOf reads the first JSON:API error', async (t) => {
  const error = make({
    errors: [
      {
        status: '422',
        code: 'invalid-attribute',
        title: 'Invalid attribute',
        detail: 'Name is too long',
        source: { pointer: '/data/attributes/name' },
      },
      { status: '422', code: 'other' },
    ],
  });
  t.same(jsonApiErrorOf(error), {
    status: '422',
    code: 'invalid-attribute',
    title: 'Invalid attribute',
    detail: 'Name is too long',
    source: { pointer: '/data/attributes/name' },
    meta: null,
  });
  t.equal(jsonApiErrorsOf(error).length, 2);
  t.same(jsonApiErrorsOf(error)[1], {
    status: '422',
    code: 'other',
    title: null,
    detail: null,
    source: null,
    meta: null,
  });
});

t.test('jsonApiErrorOf tolerates bodies that are not error documents', async (t) => {
  t.equal(jsonApiErrorOf(make(null)), null);
  t.equal(jsonApiErrorOf(make('Bad gateway')), null);
  t.equal(jsonApiErrorOf(make({ message: 'x' })), null);
  t.equal(jsonApiErrorOf(make({ errors: 'nope' })), null);
  t.equal(jsonApiErrorOf(make({ errors: [null, 3] })), null);
  t.same(jsonApiErrorOf(make({ errors: [{ status: 404, detail: 7, source: { pointer: 1, parameter: 'id' } }] })), {
    status: '404',
    code: null,
    title: null,
    detail: '7',
    source: { parameter: 'id' },
    meta: null,
  });
});

t.test('jsonApiErrorOf keeps the error meta (e.g. the amounts of a refusal)', async (t) => {
  const error = make({ errors: [{ status: '402', code: 'insufficient-funds', meta: { needed: 120, balance: 0 } }] });
  t.same(jsonApiErrorOf(error)?.meta, { needed: 120, balance: 0 });
});
