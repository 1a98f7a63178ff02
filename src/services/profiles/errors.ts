// Errors of the profiles, friends and reports services (codes listed in jsonapi.ts ERROR_CODES).
import { ApiError, type ErrorSource } from '../kit/jsonapi.ts';

export type RelationErrorCode =
  'self-relation' | 'already-friends' | 'no-friend-request' | 'friend-request-unavailable' | 'self-report';

export function relationError(code: RelationErrorCode, detail: string, source?: ErrorSource): ApiError {
  return new ApiError(source === undefined ? { code, detail } : { code, detail, source });
}
