// The friends domain as other services use it: how a viewer relates to a profile.
export { friendStatus, friendStatuses, type FriendStatus } from './repository.ts';
