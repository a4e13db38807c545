import { Router } from 'express';

export const videosRouter = Router();
