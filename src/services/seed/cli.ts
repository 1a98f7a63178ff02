// Build entry of `npm run seed` (dist/server/seed.js): migrate and seed, then exit.
import { runSeedCli } from './main.ts';

runSeedCli().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
