import { Router } from 'express';

export const coursesRouter = Router();
