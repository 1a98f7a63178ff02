import t from 'tap';
import {
  calendarLinks,
  descriptionWithDetails,
  googleCalendarUrl,
  outlookWebUrl,
  utcBasic,
  yahooCalendarUrl,
  type CalendarLinkEvent,
} from './calendar-links.ts';

const event: CalendarLinkEvent = {
  title: 'Neon Drift & Friends: 50% off?',
  description: 'Bring a friend,\nwear neon.',
  // 19:00–21:00 Europe/Berlin on 2026-11-24 is 18:00Z–20:00Z.
  startsAt: new Date('2026-11-24T18:00:00Z'),
  endsAt: new Date('2026-11-24T20:00:00Z'),
  url: 'https://lumen.example/events/nova/neon-drift/42?ref=a&b=c',
};

t.test('the Details line is appended after a blank line', async (t) => {
  t.equal(descriptionWithDetails('Hello', 'https://x.example/e/1'), 'Hello\n\nDetails: https://x.example/e/1');
  t.equal(descriptionWithDetails('', 'https://x.example/e/1'), '\n\nDetails: https://x.example/e/1');
});

t.test('utcBasic', async (t) => {
  t.equal(utcBasic(new Date('2026-11-24T18:00:00.999Z')), '20261124T180000Z');
  t.equal(utcBasic(new Date('2026-03-29T01:30:05Z')), '20260329T013005Z');
});

t.test('Google', async (t) => {
  const url = googleCalendarUrl(event);
  t.equal(
    url,
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
      '&text=Neon%20Drift%20%26%20Friends%3A%2050%25%20off%3F' +
      '&dates=20261124T180000Z%2F20261124T200000Z' +
      '&details=Bring%20a%20friend%2C%0Awear%20neon.%0A%0ADetails%3A%20https%3A%2F%2Flumen.example%2Fevents%2Fnova%2Fneon-drift%2F42%3Fref%3Da%26b%3Dc',
  );
  const p = new URL(url).searchParams;
  t.equal(p.get('text'), event.title);
  t.equal(p.get('dates'), '20261124T180000Z/20261124T200000Z');
  t.equal(
    p.get('details'),
    'Bring a friend,\nwear neon.\n\nDetails: https://lumen.example/events/nova/neon-drift/42?ref=a&b=c',
  );
  t.equal(p.get('location'), null);
  t.equal(
    new URL(googleCalendarUrl({ ...event, location: 'Nova · Neon Drift' })).searchParams.get('location'),
    'Nova · Neon Drift',
  );
});

t.test('Outlook on the web', async (t) => {
  const url = new URL(outlookWebUrl(event));
  t.equal(url.origin + url.pathname, 'https://outlook.live.com/calendar/0/deeplink/compose');
  const p = url.searchParams;
  t.equal(p.get('path'), '/calendar/action/compose');
  t.equal(p.get('rru'), 'addevent');
  t.equal(p.get('subject'), event.title);
  t.equal(p.get('startdt'), '2026-11-24T18:00:00Z');
  t.equal(p.get('enddt'), '2026-11-24T20:00:00Z');
  t.equal(p.get('body'), descriptionWithDetails(event.description, event.url));
  t.equal(new URL(outlookWebUrl({ ...event, location: 'Here' })).searchParams.get('location'), 'Here');
});

t.test('Yahoo', async (t) => {
  const url = yahooCalendarUrl(event);
  t.match(url, /^https:\/\/calendar\.yahoo\.com\/\?v=60&title=Neon%20Drift%20%26/);
  const p = new URL(url).searchParams;
  t.equal(p.get('v'), '60');
  t.equal(p.get('title'), event.title);
  t.equal(p.get('st'), '20261124T180000Z');
  t.equal(p.get('et'), '20261124T200000Z');
  t.equal(p.get('desc'), descriptionWithDetails(event.description, event.url));
  t.equal(new URL(yahooCalendarUrl({ ...event, location: 'Here' })).searchParams.get('in_loc'), 'Here');
});

t.test('the menu: Apple and Outlook desktop download event.ics', async (t) => {
  const links = calendarLinks(event, '/events/42/event.ics');
  t.equal(links.apple, '/events/42/event.ics');
  t.equal(links.outlookDesktop, '/events/42/event.ics');
  t.equal(links.icsFilename, 'event.ics');
  t.equal(links.google, googleCalendarUrl(event));
  t.equal(links.outlookWeb, outlookWebUrl(event));
  t.equal(links.yahoo, yahooCalendarUrl(event));
});
