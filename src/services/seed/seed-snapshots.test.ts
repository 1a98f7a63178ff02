// The demo snapshots: how many, whose, when (docs/product.md §14: 40+; nova several, kai two; minutes to months
// old, one a little after the seed instant), and the same on every run.
import t from 'tap';
import { buildDemoSnapshots } from './seed-snapshots.ts';
import { DEMO_PERSONAS } from './demo-catalogue.ts';
import { slugify } from '../kit/slugify.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const handles = DEMO_PERSONAS.map((persona) => persona.handle).sort();
const worlds = DEMO_PERSONAS.flatMap((persona) =>
  persona.experiences.map((item) => ({ personaHandle: persona.handle, handle: slugify(item.name) })),
);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

t.test('40+ snapshots across personas and worlds, deterministic', async (t) => {
  const snapshots = buildDemoSnapshots(NOW, handles, worlds);
  t.ok(snapshots.length >= 40, `${snapshots.length} snapshots`);
  t.same(buildDemoSnapshots(NOW, handles, worlds), snapshots, 'same input, same data');
  const by = (handle: string) => snapshots.filter((snapshot) => snapshot.personaHandle === handle);
  t.ok(by('nova').length >= 5, 'nova has several');
  t.equal(by('kai').length, 2, 'kai has a couple');
  t.ok(
    handles.every((handle) => by(handle).length > 0),
    'every demo persona took some',
  );
  t.equal(new Set(snapshots.map((snapshot) => snapshot.id)).size, snapshots.length);
  const worldsUsed = new Set(
    snapshots.flatMap((snapshot) =>
      snapshot.experience ? [`${snapshot.experience.personaHandle}/${snapshot.experience.handle}`] : [],
    ),
  );
  t.ok(worldsUsed.size >= 15, `${worldsUsed.size} worlds pictured`);
  t.ok(
    snapshots.some((snapshot) => snapshot.experience === null),
    'some were taken outside any world',
  );
  t.ok(
    snapshots.filter((snapshot) => snapshot.experience?.handle === 'neon-drift').length >= 3,
    'Neon Drift has several',
  );
});

t.test('dates: one just after the seed instant, then minutes, hours, days and months before it', async (t) => {
  const ages = buildDemoSnapshots(NOW, handles, worlds).map((snapshot) => NOW.getTime() - snapshot.createdAt.getTime());
  const future = ages.filter((age) => age < 0);
  t.equal(future.length, 1, 'exactly one clock-skewed snapshot');
  t.ok(future[0]! > -5 * MINUTE, 'only slightly in the future');
  t.ok(
    ages.some((age) => age >= 0 && age < 15 * MINUTE),
    'minutes old',
  );
  t.ok(
    ages.some((age) => age >= 60 * MINUTE && age < DAY),
    'hours old',
  );
  t.ok(
    ages.some((age) => age >= DAY && age < 30 * DAY),
    'days old',
  );
  t.ok(
    ages.some((age) => age >= 60 * DAY),
    'months old',
  );
  t.ok(
    ages.every((age) => age < 366 * DAY),
    'none older than a year',
  );
});
