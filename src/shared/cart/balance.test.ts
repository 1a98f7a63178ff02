import t from 'tap';
import {
  INITIAL_BALANCE_STATE,
  balanceButtonView,
  balanceStateOf,
  balanceStatusNeedsSessionCheck,
  parseBalanceResponse,
} from './balance.ts';

t.test('initial state: 0, not loading, no error', async (t) => {
  t.same(INITIAL_BALANCE_STATE, { balance: 0, loading: false, error: null, loaded: false });
});

t.test('request, success, failure', async (t) => {
  t.same(balanceStateOf({ data: undefined, error: null, isFetching: true }), {
    balance: 0,
    loading: true,
    error: null,
    loaded: false,
  });
  t.same(balanceStateOf({ data: 2500, error: null, isFetching: false }), {
    balance: 2500,
    loading: false,
    error: null,
    loaded: true,
  });
  t.same(
    balanceStateOf({ data: 2500, error: new Error('HTTP 502'), isFetching: false }),
    { balance: 2500, loading: false, error: 'HTTP 502', loaded: true },
    'a failed refresh keeps the balance and stores the error',
  );
  t.same(balanceStateOf({ data: undefined, error: new Error(''), isFetching: false }).error, 'Error');
  t.same(balanceStateOf({ data: undefined, error: 'nope', isFetching: false }).error, 'nope');
  t.same(balanceStateOf({ data: undefined, error: 42, isFetching: false }).error, 'The balance could not be loaded.');
  t.same(
    balanceStateOf({ data: 5, error: new Error('old'), isFetching: true }).error,
    null,
    'a new request clears it while it runs',
  );
});

t.test('parseBalanceResponse: an integer from the balance field', async (t) => {
  t.equal(parseBalanceResponse({ balance: 2500 }), 2500);
  t.equal(parseBalanceResponse({ balance: '2500' }), 2500);
  t.equal(parseBalanceResponse({ balance: 2500.9 }), 2500);
  t.equal(parseBalanceResponse({ balance: '0' }), 0);
  t.equal(parseBalanceResponse({ balance: '12abc' }), 12, 'parseInt semantics');
  t.throws(() => parseBalanceResponse({ balance: 'abc' }));
  t.throws(() => parseBalanceResponse({}));
  t.throws(() => parseBalanceResponse(null));
  t.throws(() => parseBalanceResponse({ balance: null }));
});

t.test('statuses that run the session check', async (t) => {
  t.same([200, 302, 400, 401, 403, 404, 500].filter(balanceStatusNeedsSessionCheck), [302, 401, 403]);
});

t.test('the balance button', async (t) => {
  t.same(balanceButtonView(INITIAL_BALANCE_STATE, 'Lumen'), { kind: 'loading' });
  t.same(balanceButtonView({ ...INITIAL_BALANCE_STATE, loading: true }, 'Lumen'), { kind: 'loading' });
  t.same(
    balanceButtonView({ ...INITIAL_BALANCE_STATE, error: 'x' }, 'Lumen'),
    { kind: 'unknown', text: 'Lumen Dollars' },
    'a failure before any balance: no number that could be wrong',
  );
  t.same(balanceButtonView({ balance: 0, loading: false, error: null, loaded: true }, 'Lumen'), {
    kind: 'empty',
    text: 'Get Lumen dollars',
  });
  t.same(balanceButtonView({ balance: 2500, loading: false, error: null, loaded: true }, 'Lumen'), {
    kind: 'amount',
    text: '2,500',
    short: '2,500',
  });
  t.same(
    balanceButtonView({ balance: 2500, loading: true, error: 'old', loaded: true }, 'Lumen'),
    { kind: 'amount', text: '2,500', short: '2,500' },
    'a refresh keeps the known balance on screen',
  );
  const shortOf = (balance: number) => {
    const view = balanceButtonView({ balance, loading: false, error: null, loaded: true }, 'Lumen');
    return view.kind === 'amount' ? [view.text, view.short] : [];
  };
  t.same(shortOf(9_999), ['9,999', '9,999'], 'four digits fit a phone as they are');
  t.same(shortOf(12_345), ['12,345', '12.3K'], 'longer amounts are shortened on phones only');
  t.same(shortOf(1_234_567), ['1,234,567', '1.2M']);
});
