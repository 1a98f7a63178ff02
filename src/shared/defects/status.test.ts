// The status rule of defect reports (docs/product.md §22).
import t from 'tap';
import { canMoveDefect, DEFECT_STATUSES, isDefectStatus, isUnfixed, nextDefectStatuses } from './status.ts';

t.test('forward moves, skipping acknowledged, and reopening are allowed', async (t) => {
  t.ok(canMoveDefect('open', 'acknowledged'));
  t.ok(canMoveDefect('open', 'fixed'));
  t.ok(canMoveDefect('acknowledged', 'fixed'));
  t.ok(canMoveDefect('acknowledged', 'open'));
  t.ok(canMoveDefect('fixed', 'open'));
});

t.test('staying put and fixed → acknowledged are not moves', async (t) => {
  for (const status of DEFECT_STATUSES) t.notOk(canMoveDefect(status, status), `${status} → ${status}`);
  t.notOk(canMoveDefect('fixed', 'acknowledged'));
});

t.test('the offered moves match the rule', async (t) => {
  for (const from of DEFECT_STATUSES) {
    for (const to of DEFECT_STATUSES) t.equal(nextDefectStatuses(from).includes(to), canMoveDefect(from, to));
  }
  t.same(nextDefectStatuses('open'), ['acknowledged', 'fixed']);
});

t.test('what counts as a status and as unfixed', async (t) => {
  t.ok(isDefectStatus('open'));
  t.notOk(isDefectStatus('closed'));
  t.notOk(isDefectStatus(undefined));
  t.same(DEFECT_STATUSES.filter(isUnfixed), ['open', 'acknowledged']);
});
