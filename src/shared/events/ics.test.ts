import t from 'tap';
import { PRODID, buildCalendar, buildEventIcs, escapeText, foldLine, rrule, vtimezoneLines, type IcsEvent } from './ics.ts';

const now = new Date('2026-11-23T12:00:00Z');
const octets = (s: string): number => new TextEncoder().encode(s).length;
const unfold = (s: string): string => s.replace(/\r\n[ \t]/g, '');

const single: IcsEvent = {
  id: 'evt_42',
  title: 'Neon, Drift; \\ party',
  description: 'Line one\nLine two',
  url: 'https://lumen.example/events/nova/neon-drift/evt_42',
  // 19:00–21:00 Europe/Berlin on 2026-11-24.
  startsAt: new Date('2026-11-24T18:00:00Z'),
  endsAt: new Date('2026-11-24T20:00:00Z'),
};

t.test('escapeText (RFC 5545 §3.3.11)', async (t) => {
  t.equal(escapeText('a,b;c\\d'), 'a\\,b\\;c\\\\d');
  t.equal(escapeText('one\ntwo\r\nthree\rfour'), 'one\\ntwo\\nthree\\nfour');
  t.equal(escapeText('tab\there\u0007bell'), 'tab\there' + 'bell');
  t.equal(escapeText('Project XYZ Final Review\nConference Room - 3B\nCome Prepared.'),
    'Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.', 'the RFC §3.8.1.5 example');
  t.equal(escapeText(':colons: stay'), ':colons: stay');
});

t.test('foldLine: 75 octets, continuation with a space, UTF-8 aware', async (t) => {
  t.equal(foldLine('A'.repeat(75)), 'A'.repeat(75), 'exactly 75 octets is not folded');
  t.equal(foldLine('A'.repeat(76)), `${'A'.repeat(75)}\r\n A`);
  t.equal(foldLine('A'.repeat(75 + 74 + 1)), `${'A'.repeat(75)}\r\n ${'A'.repeat(74)}\r\n A`);
  // 74 ASCII + 'é' (2 octets) would be 76: the é moves whole to the next line.
  t.equal(foldLine(`${'A'.repeat(74)}é`), `${'A'.repeat(74)}\r\n é`);
  // A 4-octet emoji straddling the boundary.
  t.equal(foldLine(`${'A'.repeat(73)}🎉B`), `${'A'.repeat(73)}\r\n 🎉B`);
  const long = `DESCRIPTION:${'Grüße aus Neon-Drift 🎉 — '.repeat(20)}`;
  const folded = foldLine(long);
  for (const line of folded.split('\r\n')) {
    t.ok(octets(line) <= 75, `line of ${octets(line)} octets`);
    t.notMatch(line, /\uFFFD/);
  }
  t.equal(unfold(folded), long, 'unfolding restores the line');
});

t.test('one event: exact output', async (t) => {
  const ics = buildEventIcs(single, now);
  t.equal(
    ics,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Lumen//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:evt_42@lumen',
      'DTSTAMP:20261123T120000Z',
      'DTSTART:20261124T180000Z',
      'DTEND:20261124T200000Z',
      'SUMMARY:Neon\\, Drift\\; \\\\ party',
      'DESCRIPTION:Line one\\nLine two\\n\\nDetails: https://lumen.example/events/nov',
      ' a/neon-drift/evt_42',
      'URL:https://lumen.example/events/nova/neon-drift/evt_42',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
  t.equal(PRODID, '-//Lumen//Events//EN');
  t.notMatch(ics.replace(/\r\n/g, ''), /[\r\n]/, 'CRLF only');
  t.ok(ics.endsWith('\r\n'));
});

t.test('optional properties and hostile values', async (t) => {
  const ics = unfold(
    buildEventIcs(
      {
        ...single,
        location: 'Nova; Neon Drift',
        updatedAt: new Date('2026-11-20T08:30:00Z'),
        sequence: 3,
        url: 'https://x.example/e/1\r\nX-EVIL:1',
      },
      now,
    ),
  );
  t.match(ics, /\r\nLOCATION:Nova\\; Neon Drift\r\n/);
  t.match(ics, /\r\nLAST-MODIFIED:20261120T083000Z\r\n/);
  t.match(ics, /\r\nSEQUENCE:3\r\n/);
  t.match(ics, /\r\nURL:https:\/\/x\.example\/e\/1X-EVIL:1\r\n/, 'a newline in the URL cannot start a property');
  t.notMatch(ics, /\r\nX-EVIL/);
  const injected = unfold(buildEventIcs({ ...single, title: 'x\r\nEND:VEVENT' }, now));
  t.match(injected, /\r\nSUMMARY:x\\nEND:VEVENT\r\n/);
});

const weekly: IcsEvent = {
  id: 'series_7',
  title: 'Tuesday meetup',
  description: 'Every week',
  url: 'https://lumen.example/events/nova/hub/series_7',
  startsAt: new Date('2026-10-13T17:00:00Z'), // 19:00 CEST
  endsAt: new Date('2026-10-13T19:00:00Z'),
  recurrence: { zone: 'Europe/Berlin', intervalWeeks: 1, until: new Date('2027-04-30T00:00:00Z') },
};

t.test('a weekly series: TZID, RRULE and a VTIMEZONE spanning both DST changes', async (t) => {
  const ics = buildEventIcs(weekly, now);
  t.equal(
    ics,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Lumen//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:20260101T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270328T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:series_7@lumen',
      'DTSTAMP:20261123T120000Z',
      'DTSTART;TZID=Europe/Berlin:20261013T190000',
      'DTEND;TZID=Europe/Berlin:20261013T210000',
      'RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20270430T000000Z',
      'SUMMARY:Tuesday meetup',
      'DESCRIPTION:Every week\\n\\nDetails: https://lumen.example/events/nova/hub/se',
      ' ries_7',
      'URL:https://lumen.example/events/nova/hub/series_7',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
});

t.test('New York VTIMEZONE and RRULE variants', async (t) => {
  t.same(vtimezoneLines('America/New_York', Date.parse('2026-05-01T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z')), [
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:STANDARD',
    'DTSTART:20260101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20260308T020000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:20261101T020000',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]);
  t.same(vtimezoneLines('Asia/Tokyo', Date.parse('2026-05-01T00:00:00Z'), Date.parse('2030-01-01T00:00:00Z')).slice(2, 6), [
    'BEGIN:STANDARD', 'DTSTART:20260101T000000', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900',
  ]);
  t.same(vtimezoneLines('Australia/Sydney', Date.parse('2026-01-10T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z')), [
    'BEGIN:VTIMEZONE',
    'TZID:Australia/Sydney',
    'BEGIN:DAYLIGHT',
    'DTSTART:20260101T000000',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1100',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:20260405T030000',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1000',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20261004T020000',
    'TZOFFSETFROM:+1000',
    'TZOFFSETTO:+1100',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ]);
  t.equal(
    vtimezoneLines('Europe/Berlin', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2099-01-01T00:00:00Z'))
      .filter((l) => l.startsWith('BEGIN:DAYLIGHT')).length,
    10,
    'capped at ten years of observances',
  );
  const ny = { ...weekly, recurrence: { zone: 'America/New_York', intervalWeeks: 2, count: 5 } };
  t.equal(rrule(ny), 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=5');
  t.equal(rrule({ ...ny, recurrence: { zone: 'America/New_York', intervalWeeks: 1 } }), 'RRULE:FREQ=WEEKLY;INTERVAL=1');
  // Both given: RFC 5545 forbids UNTIL with COUNT, so the earlier end wins as UNTIL.
  t.equal(
    rrule({ ...weekly, recurrence: { zone: 'Europe/Berlin', intervalWeeks: 1, count: 3, until: new Date('2027-01-01T00:00:00Z') } }),
    'RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20261027T180000Z',
    'third occurrence: 19:00 CET on Oct 27 is 18:00Z',
  );
  t.equal(
    rrule({ ...weekly, recurrence: { zone: 'Europe/Berlin', intervalWeeks: 1, count: 30, until: new Date('2026-10-21T00:00:00Z') } }),
    'RRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20261021T000000Z',
  );
  const nyIcs = buildEventIcs({ ...weekly, startsAt: new Date('2026-03-03T00:00:00Z'), endsAt: new Date('2026-03-03T01:00:00Z'), recurrence: ny.recurrence }, now);
  t.match(nyIcs, /\r\nDTSTART;TZID=America\/New_York:20260302T190000\r\n/);
  t.match(nyIcs, /\r\nDTEND;TZID=America\/New_York:20260302T200000\r\n/);
});

t.test('a UTC series stays in Z form without a VTIMEZONE', async (t) => {
  const ics = buildEventIcs({ ...weekly, recurrence: { zone: 'UTC', intervalWeeks: 1, count: 4 } }, now);
  t.notMatch(ics, /VTIMEZONE|TZID/);
  t.match(ics, /\r\nDTSTART:20261013T170000Z\r\nDTEND:20261013T190000Z\r\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4\r\n/);
});

t.test('the personal feed: many events, one VTIMEZONE per zone', async (t) => {
  const ics = buildCalendar(
    [single, weekly, { ...weekly, id: 'series_8', recurrence: { zone: 'Europe/Berlin', intervalWeeks: 2, count: 3 } }],
    { now, name: 'Lumen, my events', refreshIntervalMinutes: 30 },
  );
  t.match(ics, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/Lumen\/\/Events\/\/EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Lumen\\, my events\r\nREFRESH-INTERVAL;VALUE=DURATION:PT30M\r\nX-PUBLISHED-TTL:PT30M\r\n/);
  t.equal(ics.match(/BEGIN:VTIMEZONE/g)?.length, 1);
  t.equal(ics.match(/BEGIN:VEVENT/g)?.length, 3);
  t.same([...ics.matchAll(/\r\nUID:([^\r]+)/g)].map((m) => m[1]), ['evt_42@lumen', 'series_7@lumen', 'series_8@lumen']);
  t.equal(buildCalendar([], { now }), 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Lumen//Events//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n');
  t.equal(buildEventIcs(single, now), buildEventIcs(single, now), 'deterministic: same UID and bytes');
});
