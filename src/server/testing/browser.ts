// A cookie-keeping fetch client that follows redirects by hand (the identity tests' Browser), for web
// tier tests of sign-in and sessions.
export { Browser, cookieChange, formAction } from '../../services/identity/testing-oidc.ts';
export { DEMO_PASSWORD } from '../../services/identity/accounts.ts';
