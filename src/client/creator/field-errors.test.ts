import t from 'tap';
import { formErrorsOf, isDirty } from './field-errors.ts';

t.test('server issues land on their fields; the rest is a form message', async (t) => {
  const conflict = {
    message: 'handle: taken',
    data: { issues: [{ path: ['handle'], message: 'You already have an experience with this handle.' }] },
  };
  t.same(formErrorsOf(conflict, ['name', 'handle']), {
    fields: { handle: 'You already have an experience with this handle.' },
    form: null,
  });
  t.same(formErrorsOf({ message: 'Only its creator can change this experience.', data: { issues: null } }, ['name']), {
    fields: {},
    form: 'Only its creator can change this experience.',
  });
  t.same(
    formErrorsOf({ message: 'x', data: { issues: [{ path: ['secret'], message: 'no' }] } }, ['name']),
    { fields: {}, form: 'x' },
    'unknown fields fall back to the form',
  );
  t.same(
    formErrorsOf(
      {
        data: {
          issues: [
            { path: ['tags', 1], message: 'first' },
            { path: ['tags', 2], message: 'second' },
          ],
        },
      },
      ['tags'],
    ),
    { fields: { tags: 'first' }, form: null },
    'the first problem of a field wins',
  );
  t.same(formErrorsOf(null, []), { fields: {}, form: 'Saving failed. Try again.' });
});

t.test('dirty means changed', async (t) => {
  t.notOk(isDirty({ a: 1, tags: ['x'] }, { a: 1, tags: ['x'] }));
  t.ok(isDirty({ a: 1, tags: ['x'] }, { a: 1, tags: ['x', 'y'] }));
});
