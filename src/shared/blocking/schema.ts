// Contracts of blocking (docs/product.md §17; docs/upstream-api-blocking.md). Server side only (zod); the browser
// imports types from here and constants from limits.ts.
import { z } from 'zod';
import { avatarHandleSchema } from '../friends/schema.ts';
import { BLOCKS_PAGE_SIZE, MAX_BLOCKS_PAGE_SIZE } from './limits.ts';

/** blocking.state|block|unblock: the other persona (who blocks is the session's persona). */
export const blockTargetInputSchema = z.object({ handle: avatarHandleSchema }).strict();
export type BlockTargetInput = z.input<typeof blockTargetInputSchema>;

export const blocksListInputSchema = z
  .object({
    page: z.coerce
      .number()
      .int('The page must be a whole number.')
      .min(1, 'The page must be 1 or more.')
      .max(1000)
      .default(1),
    perPage: z.coerce
      .number()
      .int('perPage must be a whole number.')
      .min(1, 'perPage must be 1 or more.')
      .max(MAX_BLOCKS_PAGE_SIZE, `perPage must be at most ${MAX_BLOCKS_PAGE_SIZE}.`)
      .default(BLOCKS_PAGE_SIZE),
  })
  .strict();
export type BlocksListInput = z.input<typeof blocksListInputSchema>;

// ---- DTOs ----

export interface BlockState {
  handle: string;
  blocked: boolean;
}

export interface BlockedPersona {
  id: string;
  avatarHandle: string;
  avatarName: string;
  avatarImageUrl: string;
  blockedAt: string;
}

export interface BlocksPage {
  items: BlockedPersona[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}
