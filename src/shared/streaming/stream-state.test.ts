import t from 'tap';
import { liveFirst, startsInLabel, streamState } from './stream-state.ts';
import { translator } from '../../client/i18n/catalogues.ts';

const en = translator('en');

const now = new Date('2025-06-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

t.test('state: upcoming until the start, live until the end (exclusive), then ended', async (t) => {
  t.equal(streamState({ startsAt: at(1), endsAt: at(60) }, now), 'upcoming');
  t.equal(streamState({ startsAt: at(0), endsAt: at(60) }, now), 'live');
  t.equal(streamState({ startsAt: at(-60), endsAt: at(0) }, now), 'ended');
});

t.test('starts-in label rounds down and grows units', async (t) => {
  t.equal(startsInLabel(at(0.5), now, en), 'Starts in less than a minute');
  t.equal(startsInLabel(at(4.9), now, en), 'Starts in 4 min');
  t.equal(startsInLabel(at(120), now, en), 'Starts in 2 h');
  t.equal(startsInLabel(at(125), now, en), 'Starts in 2 h 5 min');
  t.equal(startsInLabel(at(3 * 24 * 60 + 5), now, en), 'Starts in 3 days');
});

t.test('live first, then upcoming; ended ones drop out', async (t) => {
  const events = [
    { id: 'later', startsAt: at(120), endsAt: at(180) },
    { id: 'ended', startsAt: at(-120), endsAt: at(-60) },
    { id: 'soon', startsAt: at(30), endsAt: at(90) },
    { id: 'live-long', startsAt: at(-10), endsAt: at(100) },
    { id: 'live-short', startsAt: at(-30), endsAt: at(10) },
  ];
  t.same(
    liveFirst(events, now).map((e) => e.id),
    ['live-short', 'live-long', 'soon', 'later'],
  );
});
