import { Router } from 'express';
import { requireAdmin } from '../lib/auth.js';
import { clientKey } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import { deleteContactMessage, listContactMessages, submitContactMessage } from '../services/contact.js';
import { contactMessageSchema } from '@chem/contract';

export const contactRouter = Router();

contactRouter.post('/submitMessage', async (req, res) => {
  await submitContactMessage(parseInput(contactMessageSchema, req.body), clientKey(req));
  res.status(201).json({ message: 'Message sent successfully' });
});

contactRouter.get('/getAllMessage', requireAdmin, async (_req, res) => {
  res.json(await listContactMessages());
});

contactRouter.delete('/deleteMessage/:id', requireAdmin, async (req, res) => {
  await deleteContactMessage(String(req.params.id));
  res.json({ message: 'Message deleted successfully' });
});
