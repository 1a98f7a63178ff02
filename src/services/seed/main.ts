// `npm run seed`: migrate the database and load the demo catalogue if it is empty.
// Reads DATA_DIR (default ./data; PGlite under DATA_DIR/pglite) and DATABASE_URL (PostgreSQL instead).
import { z } from 'zod';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { isEntryPoint } from '../entry-point.ts';
import { seedAll } from './seed-all.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const seedEnvSchema = z.object({
  DATA_DIR: z.preprocess(blankToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
      .optional(),
  ),
});

/** Runs the CLI; returns the process exit code. `print` receives each line of output. */
export async function runSeedCli(
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = (line) => console.log(line),
  now: Date = new Date(),
): Promise<number> {
  const parsed = seedEnvSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) print(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
    return 1;
  }
  const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = parsed.data;
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    print(databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${dataDir}/pglite`);
    const migrated = await migrate(db);
    print(
      migrated.applied.length > 0
        ? `Applied migrations: ${migrated.applied.join(', ')}`
        : 'Migrations: already up to date',
    );
    for (const step of await seedAll(db, { now })) print(step.summary);
    return 0;
  } finally {
    await db.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  runSeedCli().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
