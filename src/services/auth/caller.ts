// Who is calling, for every embedded service: the bearer token's subject decides the
// actor (personas.account_subject). Ids in URLs and bodies only ever name the other side.
import type { FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from './access-token.ts';
import type { Queryable } from '../db/database.ts';
import { findPersonaByAccountSubject, type PersonaRow } from '../personas/repository.ts';
import { ApiError } from '../kit/jsonapi.ts';

const REALM = 'Bearer realm="lumen-embedded"';

/** anonymous: no Authorization header; account: a valid token whose account has no persona yet. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'account'; subject: string }
  | { kind: 'persona'; subject: string; persona: PersonaRow };

export interface CallerResolver {
  /** The caller, whatever it is; a present but invalid token is 401 (never silently anonymous). */
  optional(request: FastifyRequest): Promise<Caller>;
  /** The caller's persona, or 401 unauthorized / 401 invalid-token / 403 persona-required. */
  required(request: FastifyRequest, action: string): Promise<PersonaRow>;
}

export function callerResolver(db: Queryable, verifier: AccessTokenVerifier): CallerResolver {
  async function optional(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (header === undefined || header === '') return { kind: 'anonymous' };
    const token = typeof header === 'string' ? /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header)?.[1] : undefined;
    if (!token) {
      throw new ApiError(
        {
          code: 'unauthorized',
          detail: 'Send Authorization: Bearer <access token>.',
          source: { header: 'Authorization' },
        },
        { 'www-authenticate': REALM },
      );
    }
    const claims = await verifier.verify(token);
    if (!claims) {
      throw new ApiError(
        {
          code: 'invalid-token',
          detail: 'The access token is invalid or has expired.',
          source: { header: 'Authorization' },
        },
        { 'www-authenticate': `${REALM}, error="invalid_token"` },
      );
    }
    const persona = await findPersonaByAccountSubject(db, claims.subject);
    return persona
      ? { kind: 'persona', subject: claims.subject, persona }
      : { kind: 'account', subject: claims.subject };
  }

  return {
    optional,
    async required(request, action) {
      const caller = await optional(request);
      if (caller.kind === 'anonymous') {
        throw new ApiError(
          {
            code: 'unauthorized',
            detail: 'Send Authorization: Bearer <access token>.',
            source: { header: 'Authorization' },
          },
          { 'www-authenticate': REALM },
        );
      }
      if (caller.kind === 'account') {
        throw new ApiError({ code: 'persona-required', detail: `Create a persona before ${action}.` });
      }
      return caller.persona;
    },
  };
}
