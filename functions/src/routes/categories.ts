import { Router } from 'express';

export const categoriesRouter = Router();
