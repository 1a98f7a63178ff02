// Blocking as other domains use it (docs/product.md §17): the condition that hides what a blocked persona
// wrote or made from the blocker, and who is asking (the persona whose blocks apply, or nobody).
export { blockedAmong, notBlockedBy } from './repository.ts';
export { blockingViewer } from './viewer.ts';
