// The store's categories (GET /categories, GET /categories/{id or slug}). zod values server side; the
// browser imports the types.
import { z } from 'zod';

/** A category's id or slug, as it appears in /categories/{id}. */
export const categoryInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'That is not a category.')
      .max(80, 'That is not a category.')
      .regex(/^[A-Za-z0-9-]+$/, 'That is not a category.'),
  })
  .strict();

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
  /** null for a top-level category. */
  parentId: string | null;
  position: number;
  /** Listed listings in it, its subcategories included. */
  productCount: number;
}

export interface CategoryDetail extends CategorySummary {
  children: CategorySummary[];
  /** The category it sits under, for the way back; null at the top level. */
  parent: { slug: string; name: string } | null;
}
