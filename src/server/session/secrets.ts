// The session sealing secrets the web tier needs at start: from SESSION_SECRET, or generated once and
// kept under DATA_DIR so sessions survive restarts on one machine. The embedded issuer's client secret is
// derived from them (services/identity/client-secret.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'session-secret';

export async function resolveSessionSecrets(
  configured: string[] | undefined,
  dataDir: string,
  warn: (message: string) => void,
): Promise<string[]> {
  if (configured && configured.length > 0) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return [stored];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const fresh = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // 'wx': two processes starting together never overwrite each other's secret.
  await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const stored = (await readFile(file, 'utf8')).trim();
  warn(
    `SESSION_SECRET is not set: using the one generated in ${file}. Set SESSION_SECRET when running several instances.`,
  );
  return [stored];
}
