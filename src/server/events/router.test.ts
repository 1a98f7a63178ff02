// The events procedures, the calendar files on the web origin and the event pages (SSR through
// app.inject), against the embedded upstream on PGlite with its clock at TEST_NOW (the seed's now).
// Pages need a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';

const stack = await startTestStack({ clock: () => TEST_NOW });
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const LIVE_TITLE = 'Neon Drift Night Race (live)';
const PARTY_TITLE = 'Neon Drift Launch Party';

async function eventId(title: string): Promise<string> {
  const [row] = await stack.db.query<{ id: string }>(
    'select id from events where title = $1 order by starts_at limit 1',
    [title],
  );
  if (!row) throw new Error(`no event ${title}`);
  return row.id;
}

t.test('browse: in the viewer zone, live at the clock, filters validated before any upstream call', async (t) => {
  const visitor = await callerFor(undefined);
  const page = await visitor.events.browse({ tz: 'America/Los_Angeles' });
  t.equal(page.now, TEST_NOW.toISOString());
  t.ok(page.total >= 15);
  const live = page.items.find((e) => e.title === LIVE_TITLE);
  t.match(live, {
    live: true,
    status: 'live',
    tz: 'America/Los_Angeles',
    localStartTime: '04:00',
    hostHandle: 'nova',
    saved: null,
  });
  t.same(
    (await visitor.events.browse({ tz: 'UTC', live: true })).items.map((e) => e.title),
    [LIVE_TITLE],
  );
  t.ok((await visitor.events.featured({ tz: 'Asia/Tokyo' })).items.every((e) => e.featured));
  await t.rejects(visitor.events.browse({ tz: 'Mars/Olympus' }), { code: 'BAD_REQUEST', message: /Mars\/Olympus/ });
  await t.rejects(visitor.events.browse({ tz: 'UTC', from: '2025-06-10', to: '2025-06-01' }), {
    code: 'BAD_REQUEST',
    message: /ends before it starts/,
  });
  await t.rejects(visitor.events.browse({ tz: 'UTC', from: '2025-01-01', to: '2027-01-01' }), {
    code: 'BAD_REQUEST',
    message: /at most 366 days/,
  });
  await t.rejects(visitor.events.browse({ tz: 'UTC', day: '2025-02-30' }), { code: 'BAD_REQUEST' });
});

t.test('detail: the three-part address; wrong parts are not found', async (t) => {
  const id = await eventId(PARTY_TITLE);
  const visitor = await callerFor(undefined);
  const event = await visitor.events.detail({
    hostHandle: 'nova',
    experienceHandle: 'neon-drift',
    eventId: id,
    tz: 'Europe/Berlin',
  });
  t.match(event, {
    title: PARTY_TITLE,
    hostName: 'Nova Reyes',
    experienceName: 'Neon Drift',
    localStartTime: '03:00',
    now: TEST_NOW.toISOString(),
  });
  await t.rejects(
    visitor.events.detail({ hostHandle: 'kai', experienceHandle: 'neon-drift', eventId: id, tz: 'UTC' }),
    { code: 'NOT_FOUND' },
  );
  await t.rejects(
    visitor.events.detail({ hostHandle: 'nova', experienceHandle: 'neon-drift', eventId: 'nope', tz: 'UTC' }),
    { code: 'BAD_REQUEST' },
  );
});

t.test('the calendar: save and remove idempotent, refusals change nothing', async (t) => {
  const id = await eventId('Meteor Shower Watch Party');
  const mira = await callerFor('mira');
  t.equal((await mira.events.save({ eventId: id, tz: 'UTC' })).saved, true);
  t.equal((await mira.events.save({ eventId: id, tz: 'UTC' })).saved, true, 'again: still saved');
  t.same(
    (await mira.events.calendar({ tz: 'UTC' })).items.map((e) => e.id),
    [id],
  );
  await t.rejects(mira.events.save({ eventId: id, tz: 'Nowhere/Else' }), { code: 'BAD_REQUEST' });
  await t.rejects(mira.events.save({ eventId: '00000000-0000-4000-8000-000000000000', tz: 'UTC' }), {
    code: 'NOT_FOUND',
  });
  t.equal((await mira.events.calendar({ tz: 'UTC' })).total, 1, 'nothing changed by the refusals');
  t.same(await mira.events.remove({ eventId: id }), { eventId: id });
  t.same(await mira.events.remove({ eventId: id }), { eventId: id }, 'again: fine');
  t.equal((await mira.events.calendar({ tz: 'UTC' })).total, 0);
  await t.rejects((await callerFor(undefined)).events.calendar({ tz: 'UTC' }), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).events.save({ eventId: id, tz: 'UTC' }), { code: 'FORBIDDEN' });
  const kaiPast = await (await callerFor('kai')).events.past({ tz: 'UTC' });
  t.same(
    kaiPast.items.map((e) => e.status),
    ['ended'],
  );
});

t.test('event.ics: an attachment named event.ics with the right instant', async (t) => {
  const id = await eventId(PARTY_TITLE);
  const res = await stack.app.inject({ method: 'GET', url: `/events/nova/neon-drift/${id}/event.ics` });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/calendar/);
  t.equal(res.headers['content-disposition'], 'attachment; filename="event.ics"');
  t.match(res.body, /^BEGIN:VCALENDAR\r\n/);
  // Two local days after 2025-06-01 at 18:00 in Los Angeles (PDT) = 2025-06-04 01:00Z.
  t.match(res.body, /\r\nDTSTART:20250604T010000Z\r\n/);
  t.match(res.body.replace(/\r\n /g, ''), new RegExp(`Details: http://lumen.test/events/nova/neon-drift/${id}`));
  t.equal((await stack.app.inject({ method: 'GET', url: `/events/kai/neon-drift/${id}/event.ics` })).statusCode, 404);
  t.equal(
    (await stack.app.inject({ method: 'GET', url: `/events/nova/neon-drift/not-an-id/event.ics` })).statusCode,
    404,
  );
});

t.test('the feed: secret URL, moved and cancelled events, regenerate revokes', async (t) => {
  const kai = await callerFor('kai');
  t.same(await kai.events.feed(), { exists: false, createdAt: null });
  const { secret } = await kai.events.regenerateFeed();
  t.equal((await kai.events.feed()).exists, true);
  const url = `/calendar/${secret}.ics`;
  const first = await stack.app.inject({ method: 'GET', url });
  t.equal(first.statusCode, 200);
  t.match(first.headers['content-type'], /^text\/calendar/);
  t.match(first.headers['cache-control'], /private/);
  t.match(first.body, /X-WR-CALNAME:Kai Tanaka · Lumen events/);
  t.match(first.body, /SUMMARY:Neon Drift Launch Party/);
  t.match(first.body, /DTSTART:20250604T010000Z/);
  // kai's saved Tuesday jam is an occurrence of a weekly series: anchored in Berlin with a VTIMEZONE.
  t.match(first.body, /\r\nDTSTART;TZID=Europe\/Berlin:20250603T190000\r\n/);
  t.match(first.body, /\r\nBEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/);

  const partyId = await eventId(PARTY_TITLE);
  await stack.db.query(
    `update events set starts_at = starts_at + interval '2 hours', ends_at = ends_at + interval '2 hours' where id = $1`,
    [partyId],
  );
  const liveId = await eventId(LIVE_TITLE);
  await stack.db.query('update events set cancelled_at = $1 where id = $2', [TEST_NOW.toISOString(), liveId]);
  const moved = (await stack.app.inject({ method: 'GET', url })).body.replace(/\r\n /g, '');
  const vevent = (uid: string) => moved.split('BEGIN:VEVENT').find((block) => block.includes(`UID:${uid}@lumen`)) ?? '';
  t.match(vevent(partyId), /DTSTART:20250604T030000Z/, 'the moved time');
  t.match(vevent(partyId), /SEQUENCE:1/, 'a higher SEQUENCE');
  t.match(vevent(partyId), /LAST-MODIFIED:\d{8}T\d{6}Z/);
  t.match(vevent(liveId), /STATUS:CANCELLED/);

  const { secret: next } = await kai.events.regenerateFeed();
  t.equal((await stack.app.inject({ method: 'GET', url })).statusCode, 404, 'the old URL stops working');
  t.equal((await stack.app.inject({ method: 'GET', url: `/calendar/${next}.ics` })).statusCode, 200);
  t.equal(
    (await stack.app.inject({ method: 'GET', url: '/calendar/..%2F..%2Fetc.ics' })).statusCode,
    404,
    'no path games',
  );
  // Leave the demo as it was for the page tests below.
  await stack.db.query(
    `update events set starts_at = starts_at - interval '2 hours', ends_at = ends_at - interval '2 hours' where id = $1`,
    [partyId],
  );
  await stack.db.query('update events set cancelled_at = null where id = $1', [liveId]);
});

t.test('the event page: 404 before streaming, UTC named without a cookie, the cookie zone when present', async (t) => {
  const id = await eventId(PARTY_TITLE);
  const path = `/events/nova/neon-drift/${id}`;
  const plain = await stack.app.inject({ method: 'GET', url: path });
  t.equal(plain.statusCode, 200);
  const html = plain.body.replace(/<!-- -->/g, '');
  t.match(html, new RegExp(`<h1[^>]*>${PARTY_TITLE}</h1>`));
  t.match(html, /Wed, Jun 4 · 1:00 AM – 4:00 AM UTC/, 'times in UTC, named');
  t.match(html, /Times shown in UTC — we&#x27;ll use your time zone after this page loads\./);
  t.match(html, /Host&#x27;s time \(Los Angeles\): Tue, Jun 3 · 6:00 PM – 9:00 PM PDT/);
  t.match(html, /Sign in to save/);
  t.match(html, /aria-haspopup="menu"[^>]*>Add to calendar/);
  t.notMatch(html, /style="/, 'no style attributes (CSP)');

  const la = await stack.app.inject({ method: 'GET', url: path, headers: { cookie: 'tz=America%2FLos_Angeles' } });
  const laHtml = la.body.replace(/<!-- -->/g, '');
  t.match(laHtml, /Tue, Jun 3 · 6:00 PM – 9:00 PM PDT/);
  t.match(laHtml, /Times shown in your time zone \(America\/Los_Angeles\)/);
  t.notMatch(laHtml, /Host&#x27;s time/, 'no second line when the zones agree');
  t.match(
    laHtml,
    /"timeZone":\{"zone":"America\/Los_Angeles","isFallback":false\}/,
    'the browser hydrates with the same zone',
  );

  const bogus = await stack.app.inject({ method: 'GET', url: path, headers: { cookie: 'tz=Mars%2FOlympus' } });
  t.match(bogus.body, /Times shown in UTC/, 'an unknown cookie zone falls back to UTC, named');

  t.equal(
    (await stack.app.inject({ method: 'GET', url: `/events/nova/neon-drift/00000000-0000-4000-8000-000000000000` }))
      .statusCode,
    404,
  );
  t.equal((await stack.app.inject({ method: 'GET', url: `/events/nova/neon-market/${id}` })).statusCode, 404);
  t.equal((await stack.app.inject({ method: 'GET', url: `/events/nova/neon-drift/nope` })).statusCode, 404);
});

t.test('the events page: live strip, featured, upcoming in the cookie zone; bad filters are a 400', async (t) => {
  const res = await stack.app.inject({ method: 'GET', url: '/events', headers: { cookie: 'tz=Asia%2FTokyo' } });
  t.equal(res.statusCode, 200);
  const html = res.body.replace(/<!-- -->/g, '');
  t.match(html, /<h1[^>]*>Events<\/h1>/);
  t.match(html, /id="live-now"[^>]*>.*Live now/s);
  t.match(html, new RegExp(`${LIVE_TITLE.replace(/[()]/g, '\\$&')}`));
  t.match(html, /Happening now/);
  t.match(html, /Sun, Jun 1 · 8:00 PM – Mon, Jun 2 · 12:00 AM GMT\+9/, 'the live event read in Tokyo, zone named');
  t.match(html, /id="featured-events"/);
  t.match(html, /Times shown in your time zone \(Asia\/Tokyo\)/);
  t.notMatch(html, /style="/);

  const today = await stack.app.inject({ method: 'GET', url: '/events?day=today' });
  t.equal(today.statusCode, 200);
  t.match(today.body.replace(/<!-- -->/g, ''), /Events today/);
  t.notMatch(today.body, /id="live-now"/, 'a filtered page shows only its results');
  t.equal((await stack.app.inject({ method: 'GET', url: '/events?day=2025-02-30' })).statusCode, 400);
  t.equal((await stack.app.inject({ method: 'GET', url: '/events?page=abc' })).statusCode, 400);
  const none = await stack.app.inject({ method: 'GET', url: '/events?q=zzzz-no-such-event' });
  t.match(none.body, /No events match/);
});

t.test('my calendar and past events: sign-in prompt for visitors, lists for personas', async (t) => {
  const visitor = await stack.app.inject({ method: 'GET', url: '/events/calendar' });
  t.equal(visitor.statusCode, 200);
  t.match(visitor.body, /href="\/sign-in\?next=%2Fevents%2Fcalendar"/);
  const past = await stack.app.inject({ method: 'GET', url: '/events/past' });
  t.match(past.body, /Sign in to see your past events/);
});

t.test('a cancelled event reads as cancelled: badge, notice, no add-to-calendar', async (t) => {
  const id = await eventId('Apex Arena Friday Cup');
  await stack.db.query('update events set cancelled_at = $1 where id = $2', [TEST_NOW.toISOString(), id]);
  t.teardown(() => stack.db.query('update events set cancelled_at = null where id = $1', [id]));
  const res = await stack.app.inject({ method: 'GET', url: `/events/jun/apex-arena/${id}` });
  t.equal(res.statusCode, 200, 'still reachable at its address');
  const html = res.body.replace(/<!-- -->/g, '');
  t.match(html, /data-testid="event-badge">Cancelled</);
  t.match(html, /This event was cancelled by its host\./);
  t.notMatch(html, />Add to calendar</);
  const ics = await stack.app.inject({ method: 'GET', url: `/events/jun/apex-arena/${id}/event.ics` });
  t.match(ics.body, /STATUS:CANCELLED/);
});
