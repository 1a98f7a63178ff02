// Every demo seeder, in dependency order, behind one call: the web server's embedded upstream, `npm run
// seed` and the test databases all seed the same way, and a new domain adds its seeder here only.
// Each seeder is idempotent (it checks under an advisory lock whether its data is present).
import type { Database } from '../db/database.ts';
import { seedDemoData } from './seed.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedLedger } from './seed-ledger.ts';
import { seedSnapshots } from './seed-snapshots.ts';
import { seedFavourites } from './seed-favourites.ts';
import { seedEvents } from './seed-events.ts';
import { seedTickets } from './seed-tickets.ts';
import { seedItems } from './seed-items.ts';

export interface SeedStepResult {
  step: string;
  seeded: boolean;
  /** One line for logs and the seed CLI. */
  summary: string;
}

export async function seedAll(db: Database, opts: { now: Date }): Promise<SeedStepResult[]> {
  const results: SeedStepResult[] = [];
  const personas = await seedDemoData(db, opts);
  results.push({
    step: 'personas',
    seeded: personas.seeded,
    summary: personas.seeded
      ? `Seeded ${personas.personas} personas and ${personas.experiences} experiences.`
      : 'Demo data: already present, nothing seeded.',
  });
  // The store catalogue belongs to the demo personas, so it comes right after them.
  const catalogue = await seedCatalogue(db, opts);
  results.push({
    step: 'catalogue',
    seeded: catalogue.seeded,
    summary: catalogue.seeded
      ? `Seeded ${catalogue.stores} stores, ${catalogue.products} listings and ${catalogue.reviews} reviews.`
      : 'Demo store catalogue: already present, nothing seeded.',
  });
  // Money after the catalogue: balances, the demo sales of nova's store and kai's cart need it.
  const ledger = await seedLedger(db);
  results.push({
    step: 'ledger',
    seeded: ledger.seeded,
    summary: ledger.seeded
      ? `Seeded demo balances, ${ledger.orders} orders and kai's cart.`
      : 'Demo balances: already present.',
  });
  // Snapshots are taken by the demo personas in the demo worlds.
  const snapshots = await seedSnapshots(db, opts);
  results.push({
    step: 'snapshots',
    seeded: snapshots.seeded,
    summary: snapshots.seeded ? `Seeded ${snapshots.snapshots} snapshots.` : 'Demo snapshots: already present.',
  });
  const favourites = await seedFavourites(db, opts);
  results.push({
    step: 'favourites',
    seeded: favourites.seeded,
    summary: favourites.seeded ? `Seeded ${favourites.favourites} favourites.` : 'Demo favourites: already present.',
  });
  // Events after the personas and experiences they belong to; on later starts this re-anchors the demo
  // events to the current day (seed-events.ts says why).
  const events = await seedEvents(db, opts);
  results.push({
    step: 'events',
    seeded: events.seeded,
    // Counts and "moved or not" depend on the hour of the run: the lines stay the same for logs and tests.
    summary: events.seeded
      ? 'Seeded the demo events (past and upcoming, relative to now).'
      : 'Demo events: already present, kept relative to now.',
  });
  // Tickets after the events (they are for the demo events) and the ledger (kai's ticket is paid).
  const tickets = await seedTickets(db, opts);
  results.push({
    step: 'tickets',
    seeded: tickets.seeded,
    // Like the events line: the same words whether or not this run moved sale windows.
    summary: tickets.seeded
      ? `Seeded ${tickets.definitions} ticket definitions and ${tickets.codes} redemption codes.`
      : 'Demo tickets: already present (or no demo events), sale windows kept with their events.',
  });
  // Items are bought from the catalogue through the ledger; the showcase and codexes name the worlds.
  const items = await seedItems(db, opts);
  results.push({
    step: 'items',
    seeded: items.seeded,
    summary: items.seeded
      ? `Seeded ${items.items} items, a showcase of ${items.showcase} worlds and ${items.codex} codex entries.`
      : 'Demo items, showcase and codexes: already present.',
  });
  return results;
}
