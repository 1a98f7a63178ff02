// The auth domain as other services use it: bearer tokens and the caller they name.
export { createHs256Verifier, signHs256AccessToken, type AccessTokenVerifier } from './access-token.ts';
export { callerResolver, type Caller, type CallerResolver } from './caller.ts';
