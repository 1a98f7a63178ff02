import t from 'tap';
import { formatInZone, saleWindowLabel } from './ticket-format.ts';
import { translator } from '../../i18n/catalogues.ts';
import { formatsFor } from '../../../shared/i18n/format.ts';

const en = { t: translator('en'), formats: formatsFor('en') };
const de = { t: translator('de'), formats: formatsFor('de') };
const ja = { t: translator('ja'), formats: formatsFor('ja') };

t.test('instants read in the named zone, with the zone said', async (t) => {
  t.equal(formatInZone(en.formats, '2025-06-03T01:00:00.000Z', 'America/Los_Angeles'), 'Jun 2, 2025, 6:00 PM PDT');
  t.equal(
    formatInZone(en.formats, '2025-06-03T01:00:00.000Z', 'Not/AZone'),
    'Jun 3, 2025, 1:00 AM UTC',
    'an unknown zone falls back to UTC',
  );
  t.equal(
    formatInZone(de.formats, '2025-06-03T01:00:00.000Z', 'Europe/Berlin'),
    '3. Juni 2025, 03:00 MESZ',
    'in German',
  );
  t.match(
    formatInZone(ja.formats, '2025-06-03T01:00:00.000Z', 'Asia/Tokyo'),
    /^2025年6月3日 10:00 JST$/,
    'in Japanese',
  );
});

t.test('sale window wording', async (t) => {
  const window = { saleStartsAt: '2025-06-01T00:00:00.000Z', saleEndsAt: '2025-06-10T18:30:00.000Z' };
  const label = (state: 'on-sale' | 'upcoming' | 'closed' | 'sold-out' | 'event-over', zone?: string, lang = en) =>
    saleWindowLabel(lang.t, lang.formats, { ...window, saleState: state }, zone);
  t.equal(label('on-sale'), 'On sale until Jun 10, 2025, 6:30 PM UTC');
  t.equal(label('upcoming'), 'Sales open Jun 1, 2025, 12:00 AM UTC');
  t.equal(label('on-sale', 'America/Los_Angeles'), 'On sale until Jun 10, 2025, 11:30 AM PDT', 'in the viewer zone');
  t.equal(label('closed'), 'Sale ended');
  t.equal(label('sold-out'), 'Sold out');
  t.equal(label('event-over'), 'This event is over');
  t.equal(label('on-sale', 'UTC', de), 'Im Verkauf bis 10. Juni 2025, 18:30 UTC');
  t.equal(label('closed', 'UTC', ja), '販売終了');
});

t.test('how many are left, in each language', async (t) => {
  t.equal(en.t('tickets.left', { count: 12 }), '12 left');
  t.equal(en.t('tickets.left', { count: 1 }), '1 left');
  t.equal(de.t('tickets.left', { count: 1200 }), '1.200 übrig', 'grouped the German way');
  t.equal(ja.t('tickets.left', { count: 3 }), '残り3枚');
});
