import { Router } from 'express';

export const bannerRouter = Router();
