// Secrets the web tier needs at start: the session sealing secrets (from SESSION_SECRET, or generated
// once and kept under DATA_DIR so sessions survive restarts on one machine), and the embedded issuer's
// client secret (derived, so nobody has to configure a second secret for the built-in issuer).
import { createHmac, randomBytes } from 'node:crypto';
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
  warn(`SESSION_SECRET is not set: using the one generated in ${file}. Set SESSION_SECRET when running several instances.`);
  return [stored];
}

export function embeddedClientSecret(sessionSecrets: readonly string[]): string {
  const [first] = sessionSecrets;
  if (!first) throw new Error('No session secret.');
  return createHmac('sha256', first).update('lumen-embedded-oidc-client-secret').digest('base64url');
}

/** The issuer's jwks_uri from its discovery document (for upstreams verifying its access tokens). */
export async function discoverJwksUri(issuer: string): Promise<string> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}.`);
  const metadata = (await response.json()) as { jwks_uri?: unknown };
  if (typeof metadata.jwks_uri !== 'string') throw new Error(`OIDC discovery at ${url} has no jwks_uri.`);
  return metadata.jwks_uri;
}
