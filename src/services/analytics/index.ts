// Analytics as purchases use them: a purchase counts itself in the daily totals inside its own transaction.
export { RANDOM_SHARD } from './repository.ts';
