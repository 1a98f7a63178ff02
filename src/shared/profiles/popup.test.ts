import t from 'tap';
import {
  INITIAL_POPUP_STATE,
  PROFILE_POPUP_HOVER_DELAY_MS,
  PROFILE_POPUP_LEAVE_DELAY_MS,
  PROFILE_POPUP_WIDTH_PX,
  popupTimer,
  popupTransition,
  popupVisible,
  type PopupEvent,
  type PopupState,
} from './popup.ts';

function run(events: PopupEvent['type'][], from: PopupState = INITIAL_POPUP_STATE): PopupState {
  return events.reduce((state, type) => popupTransition(state, { type } as PopupEvent), from);
}

t.test('the popup opens after 1000 ms, closes 250 ms after leaving and is 350 px wide', async (t) => {
  t.equal(PROFILE_POPUP_HOVER_DELAY_MS, 1000);
  t.equal(PROFILE_POPUP_LEAVE_DELAY_MS, 250);
  t.equal(PROFILE_POPUP_WIDTH_PX, 350);
});

t.test('opens after the hover time, only once the data is there', async (t) => {
  t.same(run(['enter']), { phase: 'waiting', inside: true });
  t.same(popupTimer('waiting'), { event: 'hoverElapsed', ms: 1000 });
  t.same(run(['enter', 'hoverElapsed']), { phase: 'loading', inside: true });
  t.notOk(popupVisible('loading'), 'nothing shows while loading');
  t.same(run(['enter', 'hoverElapsed', 'loaded']), { phase: 'open', inside: true });
  t.ok(popupVisible('open'));
});

t.test('leaving before the hover time cancels it', async (t) => {
  t.same(run(['enter', 'leave']), INITIAL_POPUP_STATE);
  t.same(run(['enter', 'leave', 'hoverElapsed']), INITIAL_POPUP_STATE, 'a late timer is ignored');
  t.same(run(['enter', 'leave', 'enter']), { phase: 'waiting', inside: true }, 'a fresh wait');
});

t.test('a fetch failure opens nothing', async (t) => {
  t.same(run(['enter', 'hoverElapsed', 'failed']).phase, 'idle');
  t.same(run(['enter', 'hoverElapsed', 'failed', 'leave', 'enter']).phase, 'waiting', 'the next hover tries again');
});

t.test('leaving while loading: opens only if the pointer came back', async (t) => {
  t.same(run(['enter', 'hoverElapsed', 'leave', 'loaded']), INITIAL_POPUP_STATE);
  t.same(run(['enter', 'hoverElapsed', 'leave', 'enter', 'loaded']).phase, 'open');
});

t.test('closes 250 ms after leaving unless re-entered', async (t) => {
  const open = run(['enter', 'hoverElapsed', 'loaded']);
  const closing = popupTransition(open, { type: 'leave' });
  t.same(closing, { phase: 'closing', inside: false });
  t.ok(popupVisible('closing'), 'still visible while the leave timer runs');
  t.same(popupTimer('closing'), { event: 'leaveElapsed', ms: 250 });
  t.same(popupTransition(closing, { type: 'leaveElapsed' }), INITIAL_POPUP_STATE);
  t.same(
    popupTransition(closing, { type: 'enter' }),
    { phase: 'open', inside: true },
    'moving into the popup keeps it',
  );
  t.same(run(['enter', 'leaveElapsed'], closing), { phase: 'open', inside: true }, 'a stale leave timer is ignored');
});

t.test('dismiss closes from anywhere; no timers elsewhere', async (t) => {
  for (const events of [['enter'], ['enter', 'hoverElapsed'], ['enter', 'hoverElapsed', 'loaded']] as const) {
    t.same(run([...events, 'dismiss']), INITIAL_POPUP_STATE);
  }
  t.equal(popupTimer('idle'), null);
  t.equal(popupTimer('loading'), null);
  t.equal(popupTimer('open'), null);
  t.same(run(['loaded', 'failed', 'leaveElapsed', 'hoverElapsed']), INITIAL_POPUP_STATE, 'stray events in idle');
});
