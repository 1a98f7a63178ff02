import t from 'tap';
import { RouteTemplates } from './route-templates.ts';
import { ROUTE_TABLE } from '../../client/app/route-table.ts';
import { UPSTREAM_ROUTE_TEMPLATES } from '../../server/upstream-client/upstream-routes.ts';

t.test('pages are named by their route pattern', async (t) => {
  const pages = new RouteTemplates(ROUTE_TABLE.map((route) => route.pattern));
  t.equal(pages.match('/'), '/');
  t.equal(pages.match('/experiences/nova/neon-drift?x=1'), '/experiences/:personaHandle/:handle');
  t.equal(pages.match('/experiences/nova'), '/experiences/:personaHandle');
  t.equal(pages.match('/events/calendar'), '/events/calendar', 'a fixed segment wins over a parameter');
  t.equal(pages.match('/listings/42'), '/listings/:id/:slug?', 'an optional last parameter may be absent');
  t.equal(pages.match('/listings/42/neon-hat'), '/listings/:id/:slug?');
  t.equal(pages.match('/no/such/page/here/at/all'), null);
});

t.test('upstream calls are named by the services route templates', async (t) => {
  const upstream = new RouteTemplates(UPSTREAM_ROUTE_TEMPLATES);
  t.equal(upstream.match('/experiences/nova/neon-drift'), '/experiences/:personaHandle/:experienceHandle');
  t.equal(upstream.match('/events/featured'), '/events/featured');
  t.equal(upstream.match('/user/orders/products/abc'), '/user/orders/products/:productId');
  t.equal(upstream.match('/lumen-studios'), '/:product-studios', 'a parameter with a fixed suffix');
  t.equal(upstream.match('/bundles'), '/bundles');
  t.equal(upstream.match('/studios'), null, 'the suffix alone is not a match');
});
