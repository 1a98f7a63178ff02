// The experiences domain as other services use it: the catalogue's list and tag rules (listings answer
// alike), and experiences as rows and resources (favourites and items show them).
export { LIMITS, listQuerySchema, tagParam, upstreamPictureUrlSchema, upstreamTagsSchema } from './params.ts';
export { EXPERIENCE_COLUMNS, type ExperienceRow } from './repository.ts';
export { EXPERIENCE_FIELDS, experienceModel, withFields } from './resource.ts';
