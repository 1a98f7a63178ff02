import t from 'tap';
import { categoryHref, categoryPageFrom, groupCategories } from './rules.ts';
import type { CategorySummary } from './schema.ts';

const category = (id: string, parentId: string | null, position: number, name = id): CategorySummary => ({
  id,
  slug: id,
  name,
  parentId,
  position,
  productCount: 0,
});

t.test('top-level categories by position, each with its subcategories by position', async (t) => {
  const groups = groupCategories([
    category('hair', 'avatars', 2),
    category('worlds', null, 2),
    category('outfits', 'avatars', 1),
    category('avatars', null, 1),
    category('props', 'worlds', 1),
  ]);
  t.same(
    groups.map((group) => [group.category.id, group.children.map((child) => child.id)]),
    [
      ['avatars', ['outfits', 'hair']],
      ['worlds', ['props']],
    ],
  );
});

t.test('a subcategory whose parent is missing is shown, at the top level', async (t) => {
  t.same(
    groupCategories([category('orphan', 'gone', 1)]).map((group) => group.category.id),
    ['orphan'],
  );
  t.same(groupCategories([]), []);
});

t.test('addresses', async (t) => {
  t.equal(categoryHref('avatars'), '/categories/avatars');
  t.equal(categoryHref('avatars', 1), '/categories/avatars');
  t.equal(categoryHref('avatars', 3), '/categories/avatars?page=3');
});

t.test('the page number: unreadable means the first page', async (t) => {
  t.equal(categoryPageFrom(''), 1);
  t.equal(categoryPageFrom('page=4'), 4);
  t.equal(categoryPageFrom('page=0'), 1);
  t.equal(categoryPageFrom('page=-2'), 1);
  t.equal(categoryPageFrom('page=abc'), 1);
  t.equal(categoryPageFrom('page=99999'), 1);
});
