// How many procedure calls one /trpc request may carry. The server refuses larger batches with a 400
// (a batch of hundreds is work amplification, not a page); the browser's batch link splits at the same
// number, so no page of ours ever meets the refusal.
export const TRPC_MAX_BATCH = 20;
