// "Was this module started as the program?" for the embedded upstream's CLI entries (main.ts,
// seed/main.ts): they run when node starts them, and do nothing when imported (the web server imports
// startEmbeddedUpstream from main.ts).
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function isEntryPoint(
  moduleUrl: string,
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  // `tap <directory>` runs every file in it as a test, entry points included; starting a server or
  // seeding ./data there would hang or pollute the run.
  if (env.TAP_CHILD_ID !== undefined) return false;
  const entry = argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
