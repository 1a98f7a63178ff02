// Links name a page through the table (pathOf), and the path constants src/shared keeps for its own rules
// (it cannot import the client's table) name the same addresses as the table.
import t from 'tap';
import { ROUTE_TABLE, pathOf } from './route-table.ts';
import { FAVOURITES_PATH } from '../../shared/favourites/limits.ts';
import { WISHLIST_PATH } from '../../shared/wishlist/limits.ts';
import { BLOCKED_PATH } from '../../shared/blocking/limits.ts';
import { CREATOR_DEFECTS_PATH, MY_DEFECTS_PATH } from '../../shared/defects/limits.ts';
import { EVENT_SEARCHES_PATH } from '../../shared/event-searches/limits.ts';
import { ORDERS_PATH, SALES_PATH } from '../../shared/orders/paths.ts';
import { FRIENDS_PATH } from '../../shared/friends/friend-status.ts';
import { DOWNLOAD_PATH } from '../../shared/visit/links.ts';
import { CATEGORIES_PATH } from '../../shared/categories/rules.ts';
import { CODEX_PATH, INVENTORY_PATH, STUDIO_PATH } from '../../shared/items/limits.ts';
import { FUNDS_PATH } from '../../shared/cart/money.ts';
import { CREATOR_PATH } from '../../shared/creator/limits.ts';
import { TICKETS_PATH } from '../../shared/tickets/rules.ts';

t.test('pathOf gives the address of a page without parameters', async (t) => {
  t.equal(pathOf('home'), '/');
  t.equal(pathOf('terms-of-service'), '/legal/terms-of-service');
  t.equal(pathOf('subscribe-confirm'), '/subscribe/confirm');
  // @ts-expect-error: not a route
  t.throws(() => pathOf('no-such-page'));
  const ids = new Set(ROUTE_TABLE.map((route) => route.id));
  t.equal(ids.size, ROUTE_TABLE.length, 'ids are unique');
});

// Compiled, never run: a page with parameters has no one address.
export const _typeChecks = () => {
  // @ts-expect-error: /experiences/:personaHandle/:handle
  pathOf('experience');
};

t.test("src/shared's path constants are the table's addresses", async (t) => {
  const pinned: Array<[string, Parameters<typeof pathOf>[0]]> = [
    [FAVOURITES_PATH, 'favourites'],
    [WISHLIST_PATH, 'wishlist'],
    [BLOCKED_PATH, 'blocked'],
    [MY_DEFECTS_PATH, 'defects'],
    [CREATOR_DEFECTS_PATH, 'creator-defects'],
    [EVENT_SEARCHES_PATH, 'event-searches'],
    [ORDERS_PATH, 'orders'],
    [SALES_PATH, 'sales'],
    [FRIENDS_PATH, 'friends'],
    [DOWNLOAD_PATH, 'download'],
    [CATEGORIES_PATH, 'categories'],
    [INVENTORY_PATH, 'inventory'],
    [STUDIO_PATH, 'studio'],
    [CODEX_PATH, 'codex'],
    [FUNDS_PATH, 'funds'],
    [CREATOR_PATH, 'creator'],
    [TICKETS_PATH, 'tickets'],
  ];
  for (const [constant, id] of pinned) t.equal(constant, pathOf(id), id);
});
