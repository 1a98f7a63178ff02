import t from 'tap';
import {
  snapshotAge,
  snapshotHref,
  snapshotImageUrl,
  snapshotTakenAt,
  snapshotsHref,
  snapshotsSearchFrom,
} from './snapshot-rules.ts';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

t.test('age: the future ("soon") and the first minute read "just now"', async (t) => {
  t.equal(snapshotAge(ago(-90 * SECOND), NOW), 'just now', '90 s in the future (a fast clock)');
  t.equal(snapshotAge(ago(-3 * DAY), NOW), 'just now', 'far in the future too');
  t.equal(snapshotAge(ago(0), NOW), 'just now');
  t.equal(snapshotAge(ago(59 * SECOND + 999), NOW), 'just now');
});

t.test('age: boundaries of each unit, rounded down', async (t) => {
  const cases: [number, string][] = [
    [MINUTE, '1 minute ago'],
    [2 * MINUTE - 1, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR + 30 * MINUTE, '5 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [29 * DAY + 23 * HOUR, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [75 * DAY, '2 months ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ];
  for (const [elapsed, label] of cases) t.equal(snapshotAge(ago(elapsed), NOW), label, `${elapsed} ms`);
});

t.test('age: dates as strings, numbers or Dates; unreadable dates give nothing', async (t) => {
  t.equal(snapshotAge(new Date(NOW - 3 * HOUR), new Date(NOW)), '3 hours ago');
  t.equal(snapshotAge(NOW - 3 * HOUR, '2025-06-01T12:00:00Z'), '3 hours ago');
  t.equal(snapshotAge('yesterday-ish', NOW), '');
  t.equal(snapshotAge(ago(HOUR), Number.NaN), '');
});

t.test('taken-at text is UTC and fixed, whatever the reader’s zone', async (t) => {
  t.equal(snapshotTakenAt('2025-06-01T12:00:00.000Z'), '1 June 2025, 12:00 UTC');
  t.equal(snapshotTakenAt('2024-12-31T23:05:09+02:00'), '31 December 2024, 21:05 UTC');
  t.equal(snapshotTakenAt('nope'), '');
});

t.test('addresses and picture sizes', async (t) => {
  t.equal(snapshotHref('8ed37830-f16a-4031-92a7-0552829901b0'), '/snapshots/8ed37830-f16a-4031-92a7-0552829901b0');
  t.equal(snapshotHref('a/b'), '/snapshots/a%2Fb');
  t.equal(snapshotsHref(), '/snapshots');
  t.equal(snapshotsHref({ page: 1 }), '/snapshots');
  t.equal(snapshotsHref({ page: 3 }), '/snapshots?page=3');
  t.equal(snapshotsHref({ notice: 'deleted' }), '/snapshots?notice=deleted');
  t.equal(snapshotsHref({ persona: 'nova', page: 2 }), '/snapshots?persona=nova&page=2');
  t.same(snapshotsSearchFrom('?persona=nova&page=2&notice=deleted'), { persona: 'nova', page: '2', notice: 'deleted' });
  t.same(
    snapshotsSearchFrom('page=x&notice=other&persona=%20'),
    { page: 'x' },
    'odd values are kept for the server to judge',
  );
  t.same(snapshotsSearchFrom(''), {});
  const sizes = [
    { size: 'thumb', url: '/t.svg' },
    { size: 'grid', url: '/g.svg' },
    { size: 'large', url: '/l.svg' },
  ];
  t.equal(snapshotImageUrl(sizes, 'grid'), '/g.svg', 'cards use the grid size');
  t.equal(snapshotImageUrl(sizes, 'large'), '/l.svg');
  t.equal(snapshotImageUrl(sizes.slice(0, 1), 'large'), '/t.svg', 'the nearest listed size');
  t.equal(snapshotImageUrl([{ size: 'original', url: '/o.png' }], 'grid'), '/o.png');
  t.equal(snapshotImageUrl([], 'grid'), null);
});
