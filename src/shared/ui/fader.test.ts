import t from 'tap';
import { FADER_INTERVAL_MS, faderRuns, nextSlide, previousSlide } from './fader.ts';

t.test('the fader waits 8 seconds per slide and wraps both ways', async (t) => {
  t.equal(FADER_INTERVAL_MS, 8000);
  t.same(
    [0, 1, 2].map((i) => nextSlide(i, 3)),
    [1, 2, 0],
  );
  t.same(
    [0, 1, 2].map((i) => previousSlide(i, 3)),
    [2, 0, 1],
  );
  t.equal(nextSlide(0, 0), 0);
  t.equal(previousSlide(0, 0), 0);
});

t.test('it runs only when nobody is reading it and motion is welcome', async (t) => {
  const base = { count: 3, userPaused: false, hovered: false, focused: false, reducedMotion: false, userPlayed: false };
  t.equal(faderRuns(base), true);
  t.equal(faderRuns({ ...base, count: 1 }), false, 'one slide never moves');
  t.equal(faderRuns({ ...base, hovered: true }), false, 'paused on hover');
  t.equal(faderRuns({ ...base, focused: true }), false, 'paused while focus is inside');
  t.equal(faderRuns({ ...base, userPaused: true }), false, 'the pause button');
  t.equal(faderRuns({ ...base, reducedMotion: true }), false, 'reduced motion: still by default');
  t.equal(faderRuns({ ...base, reducedMotion: true, userPlayed: true }), true, 'unless Play was pressed');
});
