import { Router } from 'express';

export const plansRouter = Router();
