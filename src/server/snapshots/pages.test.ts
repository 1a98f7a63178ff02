// The snapshot pages rendered by the SSR plugin (app.inject) against the embedded upstream on PGlite:
// statuses decided before streaming, the markup a reader gets, and ages that hydrate identically (the
// age in the markup is the one computed from the `asOf` the page carries to the browser).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { snapshotAge } from '../../shared/snapshots/snapshot-rules.ts';
import { translator } from '../../client/i18n/catalogues.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';

// The upstream stands at the instant the test database was seeded, so ages are known exactly.
const stack = await startTestStack({ clock: () => new Date(TEST_NOW) });
t.teardown(() => stack.close());

const text = (html: string) => html.replace(/<!-- -->/g, '');
const get = (url: string) => stack.app.inject({ method: 'GET', url });
const snapshotOf = async (handle: string) => {
  const [row] = await stack.db.query<{ id: string; caption: string; created_at: Date }>(
    `select s.id, s.caption, s.created_at from snapshots s join personas p on p.id = s.persona_id
      where p.handle = $1 order by s.created_at desc limit 1`,
    [handle],
  );
  if (!row) throw new Error(`no snapshot of ${handle}`);
  return row;
};
/** The instants the page's data was made at, as it travels to the browser. */
const asOfIn = (html: string) => [...html.matchAll(/\\?"asOf\\?":\\?"([^"\\]+)\\?"/g)].map((match) => match[1]!);

t.test('/snapshots: 200, newest first in a grid with ages, persona links and a paginator', async (t) => {
  const response = await get('/snapshots');
  t.equal(response.statusCode, 200);
  const html = text(response.body);
  t.match(html, /<title>Snapshots · Lumen<\/title>/);
  t.match(html, /<h1>Snapshots<\/h1>/);
  t.match(html, /4\d snapshots/);
  const cards = html.match(/<article[^>]*data-snapshot-id="/g) ?? [];
  t.equal(cards.length, 24, 'one page of cards');
  t.match(html, /<img[^>]*src="\/media\/generated\/snapshot\/[^"]+\/grid\.svg"/, 'cards show the grid size');
  t.match(html, /href="\/profiles\/nova"/, 'persona links lead to profiles');
  t.match(html, /href="\/snapshots\?page=2"/, 'the paginator');
  const [asOf] = asOfIn(response.body);
  t.equal(asOf, TEST_NOW.toISOString(), 'the page carries the upstream’s instant (meta.now)');
  const first = html.match(/data-snapshot-id="([^"]+)"[\s\S]*?<time dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/);
  t.ok(first);
  t.equal(
    first![3],
    snapshotAge(first![2]!, asOf!, translator('en')),
    'the age is computed from asOf, so hydration renders the same',
  );
  t.equal(first![3], 'just now', 'the newest (a fast clock) reads just now');
});

t.test('/snapshots query strings: pages, persona filter, notice, and 400 for nonsense', async (t) => {
  const second = await get('/snapshots?page=2');
  t.equal(second.statusCode, 200);
  t.ok((text(second.body).match(/<article[^>]*data-snapshot-id="/g) ?? []).length > 0);
  const kai = await get('/snapshots?persona=kai');
  t.equal(kai.statusCode, 200);
  t.equal((text(kai.body).match(/<article[^>]*data-snapshot-id="/g) ?? []).length, 2);
  t.match(text(kai.body), /Moments shared by @kai\./);
  const notice = await get('/snapshots?notice=deleted');
  t.match(text(notice.body), /<p role="status"[^>]*>Your snapshot was deleted\.<\/p>/);
  // The words travel in every page's catalogue; what matters is that no notice is drawn.
  t.notMatch(text(second.body), /<p role="status"[^>]*>Your snapshot was deleted/);
  const empty = await get('/snapshots?persona=nobody-here');
  t.equal(empty.statusCode, 200);
  t.match(text(empty.body), /@nobody-here has not shared a snapshot yet/);
  for (const url of ['/snapshots?page=0', '/snapshots?page=abc', '/snapshots?persona=-bad-']) {
    const bad = await get(url);
    t.equal(bad.statusCode, 400, url);
  }
});

t.test('/snapshots/{id}: 200 with the large picture, persona, world and age; no actions for visitors', async (t) => {
  const novas = await snapshotOf('nova');
  const response = await get(`/snapshots/${novas.id}`);
  t.equal(response.statusCode, 200);
  const html = text(response.body);
  t.match(html, /<img[^>]*src="\/media\/generated\/snapshot\/[^"]+\/large\.svg"/);
  t.match(
    html,
    /by <span[^>]*><a[^>]*href="\/profiles\/nova"[^>]*>Nova Reyes<\/a>/,
    'the persona link (with its popup wrapper)',
  );
  t.match(html, /in <a[^>]*href="\/experiences\/nova\/neon-drift"[^>]*>Neon Drift<\/a>/);
  const [asOf] = asOfIn(response.body);
  t.match(
    html,
    new RegExp(
      `<time dateTime="${novas.created_at.toISOString()}"[^>]*>${snapshotAge(novas.created_at, asOf!, translator('en'))}</time>`,
    ),
  );
  t.match(html, />just now<\/time>/, 'nova’s newest is 90 s after the upstream’s now (a fast clock): just now');
  const kais = await snapshotOf('kai');
  const kaiPage = text((await get(`/snapshots/${kais.id}`)).body);
  t.match(
    kaiPage,
    /<time dateTime="[^"]+"[^>]*aria-describedby="(tip-[^"]+)"[^>]*>12 minutes ago<\/time><span id="\1" role="tooltip"[^>]*>Jun 1, 2025, 11:48\sAM UTC<\/span>/,
    'kai’s newest: 12 minutes before the seed instant, the exact instant in its tooltip',
  );
  t.match(html, /<h2 id="more-snapshots">More from Nova Reyes<\/h2>/, 'more from the persona streamed in');
  t.equal(
    (html.match(/aria-label="More snapshots by Nova Reyes"[\s\S]*?<\/ul>/)?.[0].match(/data-snapshot-id="/g) ?? [])
      .length,
    3,
  );
  t.notMatch(
    html.match(/aria-label="More snapshots by Nova Reyes"[\s\S]*?<\/ul>/)?.[0] ?? '',
    new RegExp(novas.id),
    'not the one shown above',
  );
  t.notMatch(html, />Delete</, 'visitors cannot delete');
  t.notMatch(html, />Report</, 'nor report');
});

t.test('unknown or malformed snapshot ids are 404 before streaming', async (t) => {
  for (const url of ['/snapshots/00000000-0000-4000-8000-000000000000', '/snapshots/not-an-id']) {
    const response = await get(url);
    t.equal(response.statusCode, 404, url);
    t.match(text(response.body), /We couldn(&#x27;|')t find that snapshot/);
  }
});

t.test('profile and experience pages stream their snapshots sections', async (t) => {
  const profile = text((await get('/profiles/nova')).body);
  t.match(profile, /<h2 id="profile-snapshots">Snapshots<\/h2>/);
  t.match(profile, /aria-label="Snapshots by Nova Reyes"/);
  t.match(profile, /See all 7/);
  const world = text((await get('/experiences/nova/neon-drift')).body);
  t.match(world, /<h2 id="experience-snapshots">Snapshots<\/h2>/);
  t.match(world, /aria-label="Snapshots in Neon Drift"/);
  const [quiet] = await stack.db.query<{ handle: string; persona: string; name: string }>(
    `select e.handle, p.handle as persona, e.name from experiences e join personas p on p.id = e.persona_id
      where not exists (select 1 from snapshots s where s.experience_id = e.id) order by e.handle limit 1`,
  );
  const empty = text((await get(`/experiences/${quiet!.persona}/${quiet!.handle}`)).body);
  t.match(empty, /Nobody has shared a snapshot of/, 'an empty state where there are none');
});
