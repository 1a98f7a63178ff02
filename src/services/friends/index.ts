// The friends domain as other services use it: how a viewer relates to a profile, and ending every relation of
// a pair when one blocks the other (docs/product.md §17), and the pair's lock a gift takes (docs/product.md §20).
export { endRelations, friendStatus, friendStatuses, lockFriendPair, type FriendStatus } from './repository.ts';
