import t from 'tap';
import { isOutsideClick, isWiderThanMobileNav } from './outside-click.ts';

t.test('a click more than 300px from the right edge is outside', async (t) => {
  t.equal(isOutsideClick(0, 800), true);
  t.equal(isOutsideClick(499, 800), true);
  t.equal(isOutsideClick(499.5, 800), true);
});

t.test('a click within 300px of the right edge is inside', async (t) => {
  t.equal(isOutsideClick(500, 800), false);
  t.equal(isOutsideClick(799, 800), false);
  t.equal(isOutsideClick(800, 800), false);
});

t.test('narrow viewports: the panel covers everything', async (t) => {
  t.equal(isOutsideClick(0, 300), false);
  t.equal(isOutsideClick(0, 280), false);
  t.equal(isOutsideClick(0, 301), true);
});

t.test('the nav closes only above 1024px', async (t) => {
  t.equal(isWiderThanMobileNav(1024), false);
  t.equal(isWiderThanMobileNav(1025), true);
  t.equal(isWiderThanMobileNav(375), false);
});
