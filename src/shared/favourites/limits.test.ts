import t from 'tap';
import { favouriteButtonLabel, favouriteCountLabel } from './limits.ts';

t.test('the favourite button is named for what pressing it does', async (t) => {
  t.equal(favouriteButtonLabel('Neon Drift', false), 'Add Neon Drift to favourites');
  t.equal(favouriteButtonLabel('Neon Drift', true), 'Remove Neon Drift from favourites');
});

t.test('counts read naturally', async (t) => {
  t.equal(favouriteCountLabel(0), '0 favourites');
  t.equal(favouriteCountLabel(1), '1 favourite');
  t.equal(favouriteCountLabel(1234), '1,234 favourites');
});
