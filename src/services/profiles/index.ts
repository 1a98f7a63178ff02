// Profiles as friends and reports use them: finding the profile a request names, and its answers.
export { relationError } from './errors.ts';
export { parseProfileRef } from './params.ts';
export { PROFILE_COLUMNS, findProfile } from './repository.ts';
export { profileCollection } from './resource.ts';
