import t from 'tap';
import { sanePeopleCount } from './people-count.ts';
import { translator } from '../../client/i18n/catalogues.ts';

const peopleCount = (locale: 'en' | 'de' | 'ja', n: number) =>
  translator(locale)('people.count', { count: sanePeopleCount(n) });

t.test('singular and plural', async (t) => {
  t.equal(peopleCount('en', 0), '0 users');
  t.equal(peopleCount('en', 1), '1 user');
  t.equal(peopleCount('en', 2), '2 users');
  t.equal(peopleCount('de', 1), '1 Person');
  t.equal(peopleCount('de', 42), '42 Personen');
  t.equal(peopleCount('ja', 1), '1人');
});

t.test('thousands are grouped the way each language writes them', async (t) => {
  t.equal(peopleCount('en', 999), '999 users');
  t.equal(peopleCount('en', 1204), '1,204 users');
  t.equal(peopleCount('en', 1234567), '1,234,567 users');
  t.equal(peopleCount('de', 1204), '1.204 Personen');
  t.equal(peopleCount('ja', 1234567), '1,234,567人');
});

t.test('odd input is shown as a sane count', async (t) => {
  t.equal(peopleCount('en', -5), '0 users');
  t.equal(peopleCount('en', Number.NaN), '0 users');
  t.equal(peopleCount('en', Number.POSITIVE_INFINITY), '0 users');
  t.equal(peopleCount('en', 1.9), '1 user');
});
