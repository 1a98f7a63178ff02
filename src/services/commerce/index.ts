// The commerce domain as other services use it: favourites are reviews (docs/decisions/0018-favourites-are-reviews.md),
// subscriptions follow stores.
export { parseIdFilter, parseStoreRef } from './params.ts';
export { findReview, listReviews, type SummaryRow } from './reviews-repository.ts';
export { FAVOURITE_RATING, reviewModel, summaryModel } from './reviews.ts';
export { findStore } from './stores-repository.ts';
