import t from 'tap';
import {
  CART_AUTO_CLOSE_MS,
  CART_DROPDOWN_WIDTH_PX,
  CLOSED_CART,
  autoCloseDelay,
  autoCloseTransition,
  createAutoCloseDriver,
  type AutoCloseState,
  type Timers,
} from './auto-close.ts';

/** A fake clock: timers fire only when the test advances time. */
function fakeClock() {
  let now = 1_000_000;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers<number> = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(id) {
      pending.delete(id);
    },
  };
  return {
    timers,
    pendingCount: () => pending.size,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

function driver() {
  const clock = fakeClock();
  let closes = 0;
  const d = createAutoCloseDriver(clock.timers, () => {
    closes += 1;
  });
  return { clock, d, closes: () => closes };
}

t.test('the cart closes after 4000 ms and is 310 px wide', async (t) => {
  t.equal(CART_AUTO_CLOSE_MS, 4000);
  t.equal(CART_DROPDOWN_WIDTH_PX, 310);
});

t.test('closes 4000 ms after opening', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  t.ok(d.state().open);
  clock.advance(3999);
  t.ok(d.state().open, 'still open at 3999 ms');
  t.equal(closes(), 0);
  clock.advance(1);
  t.notOk(d.state().open, 'closed at 4000 ms');
  t.equal(closes(), 1, 'onClose told once');
  t.equal(clock.pendingCount(), 0, 'no timer left');
});

t.test('hovered when the time runs out: stays until the pointer leaves', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  clock.advance(1000);
  d.send({ type: 'pointerEnter' });
  clock.advance(10_000);
  t.ok(d.state().open, 'held open by the hover');
  t.equal(closes(), 0);
  d.send({ type: 'pointerLeave' });
  t.notOk(d.state().open, 'leaving closes at once');
  t.equal(closes(), 1);
});

t.test('pointer leave closes at once, before the countdown', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  d.send({ type: 'pointerEnter' });
  clock.advance(500);
  d.send({ type: 'pointerLeave' });
  t.notOk(d.state().open);
  t.equal(closes(), 1);
  t.equal(clock.pendingCount(), 0);
});

t.test('a leave without an enter (the pointer going away from the button) is left to the countdown', async (t) => {
  const { clock, d } = driver();
  d.send({ type: 'open' });
  d.send({ type: 'pointerLeave' });
  t.ok(d.state().open);
  clock.advance(CART_AUTO_CLOSE_MS);
  t.notOk(d.state().open);
});

t.test('removing the last item restarts the countdown, which closes even under the pointer', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  d.send({ type: 'pointerEnter' });
  clock.advance(3000);
  d.send({ type: 'emptied' });
  clock.advance(3999);
  t.ok(d.state().open, 'a fresh 4 s from the removal');
  clock.advance(1);
  t.notOk(d.state().open);
  t.equal(closes(), 1);
});

t.test('removing the last item after the first countdown was spent starts a new one', async (t) => {
  const { clock, d } = driver();
  d.send({ type: 'open' });
  d.send({ type: 'pointerEnter' });
  clock.advance(6000);
  t.ok(d.state().open);
  t.equal(d.state().closeAt, null, 'spent while hovered');
  d.send({ type: 'emptied' });
  clock.advance(CART_AUTO_CLOSE_MS);
  t.notOk(d.state().open);
});

t.test('focus inside holds it open, even an emptied cart; focus leaving starts a fresh countdown', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  d.send({ type: 'focusIn' });
  clock.advance(9000);
  t.ok(d.state().open);
  d.send({ type: 'emptied' });
  clock.advance(9000);
  t.ok(d.state().open, 'emptied, but focus is inside');
  d.send({ type: 'focusOut' });
  clock.advance(3999);
  t.ok(d.state().open);
  clock.advance(1);
  t.notOk(d.state().open);
  t.equal(closes(), 1);
});

t.test('opened from the keyboard: no countdown until focus has been in and out', async (t) => {
  const { clock, d } = driver();
  d.send({ type: 'open', keyboard: true });
  t.equal(clock.pendingCount(), 0, 'no timer');
  clock.advance(60_000);
  t.ok(d.state().open);
  d.send({ type: 'focusIn' });
  d.send({ type: 'focusOut' });
  clock.advance(CART_AUTO_CLOSE_MS);
  t.notOk(d.state().open);
});

t.test('closed from outside: no onClose, no timer; reopening starts over', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  d.send({ type: 'pointerEnter' });
  d.send({ type: 'close' });
  t.same(d.state(), CLOSED_CART);
  t.equal(closes(), 0, 'whoever closed it knows');
  t.equal(clock.pendingCount(), 0);
  d.send({ type: 'open' });
  t.notOk(d.state().hovered, 'hover is forgotten');
  clock.advance(CART_AUTO_CLOSE_MS);
  t.notOk(d.state().open);
  t.equal(closes(), 1);
});

t.test('events while closed change nothing', async (t) => {
  for (const event of [
    { type: 'pointerEnter' },
    { type: 'pointerLeave' },
    { type: 'focusIn' },
    { type: 'focusOut', now: 1 },
    { type: 'emptied', now: 1 },
    { type: 'tick', now: 1e12 },
    { type: 'close' },
  ] as const) {
    t.equal(autoCloseTransition(CLOSED_CART, event), CLOSED_CART, event.type);
  }
});

t.test('an early tick changes nothing; the driver re-arms for the rest', async (t) => {
  const open = autoCloseTransition(CLOSED_CART, { type: 'open', now: 0 });
  t.equal(autoCloseTransition(open, { type: 'tick', now: 3999 }), open);
  t.equal(autoCloseDelay(open, 3000), 1000);
  t.equal(autoCloseDelay(open, 5000), 0, 'overdue: at once');
  t.equal(autoCloseDelay(CLOSED_CART, 0), null);

  // A browser timer firing early: the driver schedules the remainder.
  let now = 0;
  const scheduled: Array<{ ms: number; callback: () => void }> = [];
  const timers: Timers<number> = {
    now: () => now,
    setTimeout: (callback, ms) => scheduled.push({ ms, callback }),
    clearTimeout: () => undefined,
  };
  const d = createAutoCloseDriver(timers, () => undefined);
  d.send({ type: 'open' });
  t.equal(scheduled.at(-1)?.ms, 4000);
  now = 3990;
  scheduled.at(-1)?.callback();
  t.ok(d.state().open);
  t.equal(scheduled.at(-1)?.ms, 10, 'the remaining 10 ms');
});

t.test('same state object when nothing changes', async (t) => {
  const open: AutoCloseState = autoCloseTransition(CLOSED_CART, { type: 'open', now: 0 });
  const hovered = autoCloseTransition(open, { type: 'pointerEnter' });
  t.equal(autoCloseTransition(hovered, { type: 'pointerEnter' }), hovered);
  const focused = autoCloseTransition(open, { type: 'focusIn' });
  t.equal(autoCloseTransition(focused, { type: 'focusIn' }), focused);
});

t.test('dispose stops the timer', async (t) => {
  const { clock, d, closes } = driver();
  d.send({ type: 'open' });
  d.dispose();
  t.equal(clock.pendingCount(), 0);
  clock.advance(CART_AUTO_CLOSE_MS);
  t.equal(closes(), 0);
});
