import { Router, type Request } from 'express';
import { requireAdmin } from '../lib/auth.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { addCategory, deleteCategory, listCategories, renameCategory } from '../services/categories.js';
import { categoryInputSchema } from '@chem/contract';

export const categoriesRouter = Router();

const idParam = (req: Request) => String(req.params.id);

categoriesRouter.get('/getAllCategories', async (req, res) => {
  const categories = await listCategories();
  cachePublicly(req, res);
  res.json(categories);
});

categoriesRouter.post('/addCategory', requireAdmin, async (req, res) => {
  const category = await addCategory(parseInput(categoryInputSchema, req.body));
  res.status(201).json(category);
});

categoriesRouter.put('/updateCategory/:id', requireAdmin, async (req, res) => {
  const category = await renameCategory(idParam(req), parseInput(categoryInputSchema, req.body));
  res.json(category);
});

categoriesRouter.delete('/deleteCategory/:id', requireAdmin, async (req, res) => {
  await deleteCategory(idParam(req));
  res.json({ message: 'Category deleted successfully' });
});
