import { Router } from 'express';

export const userRouter = Router();
