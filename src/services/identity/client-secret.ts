// The web tier's client secret at the embedded issuer, derived from the session sealing secret so that
// nobody has to configure a second secret. The web tier (main.ts) and a standalone upstream serving the
// issuer (main.ts of the embedded services) derive it the same way from the same SESSION_SECRET.
import { createHmac } from 'node:crypto';

export function embeddedClientSecret(sessionSecrets: readonly string[]): string {
  const [first] = sessionSecrets;
  if (!first) throw new Error('No session secret.');
  return createHmac('sha256', first).update('lumen-embedded-oidc-client-secret').digest('base64url');
}
