// What ical-generator writes for us is valid RFC 5545 and says the right instants: CRLF line ends,
// lines folded at 75 octets without splitting characters, TEXT escaping, UID and DTSTAMP, UTC (Z) for
// ordinary events, TZID + VTIMEZONE for series occurrences, STATUS/SEQUENCE/LAST-MODIFIED for feeds.
// Each file is parsed back (unfold, split, unescape) and the instants compared.
import t from 'tap';
import { buildIcs, type IcsEvent } from './ics.ts';
import { wallTimeToInstant } from '../../shared/events/time-zone.ts';

const now = new Date('2026-11-23T12:00:00Z');
const octets = (s: string): number => new TextEncoder().encode(s).length;

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** RFC 5545 §3.1: unfold, then NAME;PARAM=V:VALUE per line. */
function parse(ics: string): { lines: string[]; events: Property[][]; all: Property[] } {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.split('\r\n').filter((l) => l !== '');
  const all: Property[] = [];
  const events: Property[][] = [];
  let current: Property[] | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name = '', ...rawParams] = line.slice(0, colon).split(';');
    const params = Object.fromEntries(rawParams.map((p) => p.split('=') as [string, string]));
    const prop = { name, params, value: line.slice(colon + 1) };
    all.push(prop);
    if (name === 'BEGIN' && prop.value === 'VEVENT') current = [];
    else if (name === 'END' && prop.value === 'VEVENT') {
      if (current) events.push(current);
      current = null;
    } else current?.push(prop);
  }
  return { lines, events, all };
}

const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const prop = (event: Property[], name: string) => event.find((p) => p.name === name);

/** The instant of a DATE-TIME value: UTC with Z, or local time in its TZID. */
function instantOf(p: Property | undefined): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(p?.value ?? '');
  if (!m) throw new Error(`not a DATE-TIME: ${p?.value}`);
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (m[7] === 'Z') return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const zone = p?.params.TZID;
  if (!zone) throw new Error('a floating time where an instant was expected');
  return wallTimeToInstant({ year, month, day, hour, minute, second }, zone);
}

const single: IcsEvent = {
  id: '6f1c2a52-9f5e-4a39-8f0e-0d7c1b2a3e4f',
  title: 'Neon, Drift; \\ party',
  description: 'Line one\nLine two',
  url: 'https://lumen.example/events/nova/neon-drift/6f1c2a52-9f5e-4a39-8f0e-0d7c1b2a3e4f',
  startsAt: new Date('2026-11-24T18:00:00Z'),
  endsAt: new Date('2026-11-24T20:00:00Z'),
  location: 'Neon Drift on Lumen',
};

t.test('one event: valid structure, escaping, UTC instants', async (t) => {
  const ics = buildIcs([single], { now });
  t.ok(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Lumen//Events//EN\r\n'));
  t.ok(ics.endsWith('END:VCALENDAR\r\n'), 'the last line ends with CRLF too');
  t.notMatch(ics.replace(/\r\n/g, ''), /[\r\n]/, 'CRLF only, no bare LF or CR');
  for (const line of ics.split('\r\n'))
    t.ok(octets(line) <= 75, `line within 75 octets: ${JSON.stringify(line.slice(0, 20))}`);
  const { events, all } = parse(ics);
  t.equal(all.filter((p) => p.name === 'BEGIN' && p.value === 'VEVENT').length, 1);
  const [event = []] = events;
  t.equal(prop(event, 'UID')?.value, `${single.id}@lumen`);
  t.equal(prop(event, 'DTSTAMP')?.value, '20261123T120000Z');
  t.equal(prop(event, 'DTSTART')?.value, '20261124T180000Z');
  t.equal(instantOf(prop(event, 'DTEND')).toISOString(), '2026-11-24T20:00:00.000Z');
  t.equal(prop(event, 'SUMMARY')?.value, 'Neon\\, Drift\\; \\\\ party', 'TEXT escaping of , ; and \\');
  t.equal(unescapeText(prop(event, 'SUMMARY')?.value ?? ''), single.title);
  t.equal(
    unescapeText(prop(event, 'DESCRIPTION')?.value ?? ''),
    `Line one\nLine two\n\nDetails: ${single.url}`,
    'the Details line closes the description',
  );
  t.equal(prop(event, 'URL')?.value, single.url);
  t.equal(prop(event, 'STATUS')?.value, 'CONFIRMED');
  t.equal(buildIcs([single], { now }), ics, 'deterministic: same UID and bytes for the same input');
});

t.test('folding keeps multi-octet characters whole', async (t) => {
  const title = 'Grüße aus Neon-Drift 🎉 — '.repeat(12);
  const ics = buildIcs([{ ...single, title }], { now });
  for (const line of ics.split('\r\n')) {
    t.ok(octets(line) <= 75, `line of ${octets(line)} octets`);
    t.notMatch(line, /\uFFFD/);
  }
  t.equal(unescapeText(prop(parse(ics).events[0] ?? [], 'SUMMARY')?.value ?? ''), title, 'unfolding restores the text');
});

t.test('hostile values cannot start a property', async (t) => {
  const ics = buildIcs([{ ...single, title: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT', description: 'a\nX-EVIL:1' }], { now });
  const { events, all } = parse(ics);
  t.equal(events.length, 1);
  t.notOk(all.some((p) => p.name === 'X-EVIL'));
});

t.test('a series occurrence keeps the host zone: TZID with a VTIMEZONE', async (t) => {
  // 19:00 Berlin on 2026-10-13 (CEST, 17:00Z) and on 2026-10-27 (CET, 18:00Z): across the October change.
  const before = {
    ...single,
    id: 'occ-1',
    startsAt: new Date('2026-10-13T17:00:00Z'),
    endsAt: new Date('2026-10-13T19:00:00Z'),
    zone: 'Europe/Berlin',
  };
  const after = {
    ...before,
    id: 'occ-2',
    startsAt: new Date('2026-10-27T18:00:00Z'),
    endsAt: new Date('2026-10-27T20:00:00Z'),
  };
  const ics = buildIcs([before, after], { now });
  const { events, all } = parse(ics);
  t.equal(all.filter((p) => p.name === 'BEGIN' && p.value === 'VTIMEZONE').length, 1, 'one VTIMEZONE per zone');
  t.ok(all.some((p) => p.name === 'TZID' && p.value === 'Europe/Berlin'));
  for (const [event, expected] of [
    [events[0] ?? [], before],
    [events[1] ?? [], after],
  ] as const) {
    const start = prop(event, 'DTSTART');
    t.equal(start?.params.TZID, 'Europe/Berlin');
    t.match(start?.value ?? '', /T190000$/, '19:00 local both times');
    t.equal(instantOf(start).toISOString(), expected.startsAt.toISOString(), 'and the right instant');
  }
  t.ok(
    all.some((p) => p.name === 'TZOFFSETTO' && p.value === '+0100') &&
      all.some((p) => p.name === 'TZOFFSETTO' && p.value === '+0200'),
  );
});

t.test('the instants do not depend on the server TZ', async (t) => {
  const original = process.env.TZ;
  process.env.TZ = 'Pacific/Auckland';
  t.teardown(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  const ics = buildIcs([{ ...single, zone: 'America/Los_Angeles' }], { now });
  const start = prop(parse(ics).events[0] ?? [], 'DTSTART');
  t.equal(start?.value, '20261124T100000', '18:00Z is 10:00 PST');
  t.equal(instantOf(start).toISOString(), single.startsAt.toISOString());
});

t.test('feed properties: name, refresh, moved and cancelled events', async (t) => {
  const ics = buildIcs(
    [
      { ...single, sequence: 3, updatedAt: new Date('2026-11-20T08:30:00Z') },
      { ...single, id: 'gone', cancelled: true, sequence: 1 },
    ],
    { now, name: 'Kai Tanaka on Lumen', ttlSeconds: 3600 },
  );
  const { events, all } = parse(ics);
  t.equal(all.find((p) => p.name === 'X-WR-CALNAME')?.value, 'Kai Tanaka on Lumen');
  t.equal(all.find((p) => p.name === 'REFRESH-INTERVAL')?.value, 'PT1H');
  t.equal(prop(events[0] ?? [], 'SEQUENCE')?.value, '3');
  t.equal(prop(events[0] ?? [], 'LAST-MODIFIED')?.value, '20261120T083000Z');
  t.equal(prop(events[1] ?? [], 'STATUS')?.value, 'CANCELLED');
  t.equal(buildIcs([], { now }).match(/BEGIN:VEVENT/g), null, 'an empty feed is still a calendar');
});
