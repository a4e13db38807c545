import { categoryInputSchema } from '@chem/contract';
import type { Request } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { messageAnswer } from '../lib/language.js';
import { addCategory, deleteCategory, listCategories, renameCategory } from '../services/categories.js';

const { router, route } = apiRouter('/api/categories');
export const categoriesRouter = router;

const idParam = (req: Request) => String(req.params.id);

route('GET /api/categories/getAllCategories', async (req, res) => {
  const categories = await listCategories();
  cachePublicly(req, res);
  return categories;
});

route('POST /api/categories/addCategory', requireAdmin, (req) => addCategory(parseInput(categoryInputSchema, req.body)));

route('PUT /api/categories/updateCategory/:id', requireAdmin, (req) =>
  renameCategory(idParam(req), parseInput(categoryInputSchema, req.body)),
);

route('DELETE /api/categories/deleteCategory/:id', requireAdmin, async (req) => {
  await deleteCategory(idParam(req));
  return messageAnswer(req, 'Category deleted successfully');
});
