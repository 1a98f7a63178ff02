// Prints the Cookie header of a demo persona signed in through the issuer, the way a browser signs in,
// so load generators can measure signed-in pages (docs/performance/pages.md):
//   node --import tsx scripts/bench/session-cookie.ts http://127.0.0.1:3000 kai@lumen.test
import { SESSION_COOKIE } from '../../src/server/session/session-plugin.ts';
import { signInThroughIssuer } from '../../src/server/testing/sign-in.ts';

const [base, email] = process.argv.slice(2);
if (!base || !email) {
  console.error('usage: session-cookie.ts <base url> <demo email>');
  process.exit(2);
}
const { browser } = await signInThroughIssuer(base, email);
// Only the session: the write marker a sign-in leaves lasts seconds, and the issuer's cookies are its own.
const session = browser.cookies.get(SESSION_COOKIE);
if (session === undefined) {
  console.error(`signing in ${email} at ${base} set no cookie`);
  process.exit(1);
}
console.log(`${SESSION_COOKIE}=${session}`);
