import t from 'tap';
import { formatsFor } from './format.ts';

const instant = '2026-12-01T18:05:09Z';

t.test('numbers and Lumen Dollars are grouped the way each language writes them', async (t) => {
  t.equal(formatsFor('en').coins(2500), '2,500');
  t.equal(formatsFor('de').coins(2500), '2.500');
  t.equal(formatsFor('ja').coins(2500.9), '2,500');
  t.equal(formatsFor('de').number(Number.NaN), '0');
});

t.test('ratings keep their one decimal, with the decimal sign of the language', async (t) => {
  t.equal(formatsFor('en').decimal(4.25, 1), '4.3');
  t.equal(formatsFor('en').decimal(3, 1), '3.0');
  t.equal(formatsFor('de').decimal(4.5, 1), '4,5');
  t.equal(formatsFor('ja').decimal(4.5, 1), '4.5');
});

t.test('bundle prices are written in the currency and the language', async (t) => {
  t.equal(formatsFor('en').money(499, 'USD'), '$4.99');
  t.equal(formatsFor('en').money(1000, 'USD'), '$10.00');
  t.match(formatsFor('de').money(1999, 'EUR'), /^19,99\s€$/);
  t.equal(formatsFor('en').money(1999, 'not a code'), '19.99 not a code');
});

t.test('dates and times are written in the language, in the zone asked for', async (t) => {
  t.equal(formatsFor('en').date(instant, 'day'), 'Dec 1, 2026');
  t.equal(formatsFor('de').date(instant, 'day'), '01.12.2026');
  t.equal(formatsFor('ja').date(instant, 'day'), '2026/12/01');
  t.equal(formatsFor('de').date(instant, 'clock', 'Europe/Berlin'), '19:05');
  t.equal(formatsFor('ja').date(instant, 'clockSeconds', 'Asia/Tokyo'), '03:05:09');
  t.match(formatsFor('en').date(instant, 'moment', 'UTC'), /Dec 1, 2026.*6:05\sPM/);
});
