import t from 'tap';
import { GRID_GAP_PX, GRID_ITEM_WIDTH_PX, GRID_MAX_ITEMS, GRID_MAX_WIDTH_PX } from './grid.ts';

t.test('the grid is at most five 225px items and their gaps wide', async (t) => {
  t.equal(GRID_ITEM_WIDTH_PX, 225);
  t.equal(GRID_MAX_ITEMS, 5);
  t.equal(GRID_MAX_WIDTH_PX, 5 * 225 + 4 * GRID_GAP_PX);
  t.equal(GRID_MAX_WIDTH_PX, 1221);
});
