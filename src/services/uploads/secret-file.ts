// A secret generated once and kept in a file under DATA_DIR, for settings that may be left unset on one
// machine (the uploads signing secret): it survives restarts, and two processes starting together agree.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MIN_LENGTH = 32;

export async function readOrCreateSecretFile(
  dataDir: string,
  fileName: string,
): Promise<{ secret: string; file: string }> {
  const file = path.join(dataDir, fileName);
  const stored = await readSecret(file);
  if (stored !== undefined) return { secret: stored, file };
  await mkdir(dataDir, { recursive: true });
  // Written whole to a private file, then linked into place: link() never overwrites, so of two processes
  // starting together one wins and the other reads a complete file, never a half-written one.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(draft);
  }
  const secret = await readSecret(file);
  if (secret === undefined)
    throw new Error(`${file} holds no secret of at least ${MIN_LENGTH} characters: remove it to generate a new one.`);
  return { secret, file };
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
