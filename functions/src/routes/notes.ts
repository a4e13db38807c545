import { Router } from 'express';

export const notesRouter = Router();
