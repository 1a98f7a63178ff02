// Build entry of `npm run upstream` (dist/server/upstream-main.js): the embedded upstream as its own process.
import { EmbeddedUpstreamConfigError } from './app.ts';
import { runStandalone } from './main.ts';

runStandalone().catch((error: unknown) => {
  console.error(error instanceof EmbeddedUpstreamConfigError ? error.message : error);
  process.exit(1);
});
