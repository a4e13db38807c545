import { z } from 'zod';
import { requestSchema } from './text.js';

/** The product's exact words for a bad category: the form warns with them, the API answers them. */
export const EMPTY_CATEGORY_NAME = 'Category name cannot be empty';

/** The add and update payload. Inner runs of spaces collapse, so "Organic  Chemistry" cannot pass as a new name. */
export const categoryInputSchema = requestSchema(
  z.object({
    name: z
      .string({ error: EMPTY_CATEGORY_NAME })
      .transform((name) => name.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, EMPTY_CATEGORY_NAME).max(60, 'Category name must be at most 60 characters.')),
  }),
);
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category as GET /api/categories answers it. */
export interface Category {
  _id: string;
  name: string;
  createdAt: string | null;
}
