import t from 'tap';
import { snapshotAge, snapshotHref, snapshotImageUrl, snapshotsHref, snapshotsSearchFrom } from './snapshot-rules.ts';
import { translator } from '../../client/i18n/catalogues.ts';

const en = translator('en');

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

t.test('age: the future ("soon") and the first minute read "just now"', async (t) => {
  t.equal(snapshotAge(ago(-90 * SECOND), NOW, en), 'just now', '90 s in the future (a fast clock)');
  t.equal(snapshotAge(ago(-3 * DAY), NOW, en), 'just now', 'far in the future too');
  t.equal(snapshotAge(ago(0), NOW, en), 'just now');
  t.equal(snapshotAge(ago(59 * SECOND + 999), NOW, en), 'just now');
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
  for (const [elapsed, label] of cases) t.equal(snapshotAge(ago(elapsed), NOW, en), label, `${elapsed} ms`);
});

t.test('age: dates as strings, numbers or Dates; unreadable dates give nothing', async (t) => {
  t.equal(snapshotAge(new Date(NOW - 3 * HOUR), new Date(NOW), en), '3 hours ago');
  t.equal(snapshotAge(NOW - 3 * HOUR, '2025-06-01T12:00:00Z', en), '3 hours ago');
  t.equal(snapshotAge('yesterday-ish', NOW, en), '');
  t.equal(snapshotAge(ago(HOUR), Number.NaN, en), '');
});

t.test('age in German and Japanese: the same steps, each language’s plural', async (t) => {
  const de = translator('de');
  const ja = translator('ja');
  t.equal(snapshotAge(ago(3 * HOUR), NOW, de), 'vor 3 Stunden');
  t.equal(snapshotAge(ago(HOUR), NOW, de), 'vor 1 Stunde');
  t.equal(snapshotAge(ago(3 * HOUR), NOW, ja), '3時間前');
  t.not(snapshotAge(ago(0), NOW, de), snapshotAge(ago(0), NOW, en), '"just now" in German too');
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
