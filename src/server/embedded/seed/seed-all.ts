// Every demo seeder, in dependency order, behind one call: the web server's embedded upstream, `npm run
// seed` and the test databases all seed the same way, and a new domain adds its seeder here only.
// Each seeder is idempotent (it checks under an advisory lock whether its data is present).
import type { Database } from '../db/database.ts';
import { seedDemoData } from './seed.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedLedger } from './seed-ledger.ts';
import { seedEvents } from './seed-events.ts';

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
    summary: ledger.seeded ? `Seeded demo balances, ${ledger.orders} orders and kai's cart.` : 'Demo balances: already present.',
  });
  // Events after the personas and experiences they belong to; on later starts this re-anchors the demo
  // events to the current day (seed-events.ts says why).
  const events = await seedEvents(db, opts);
  results.push({
    step: 'events',
    seeded: events.seeded,
    // Counts and "moved or not" depend on the hour of the run: the lines stay the same for logs and tests.
    summary: events.seeded ? 'Seeded the demo events (past and upcoming, relative to now).' : 'Demo events: already present, kept relative to now.',
  });
  return results;
}
