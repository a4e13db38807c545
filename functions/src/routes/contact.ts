import { contactMessageSchema, contactMessagesQuery } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { requireAdmin } from '../lib/auth.js';
import { clientKey } from '../lib/client-address.js';
import { parseInput } from '../lib/validate.js';
import { messageAnswer } from '../lib/language.js';
import { deleteContactMessage, listContactMessages, submitContactMessage } from '../services/contact.js';

const { router, route } = apiRouter('/api/contact');
export const contactRouter = router;

route('POST /api/contact/submitMessage', async (req) => {
  await submitContactMessage(parseInput(contactMessageSchema, req.body), clientKey(req));
  return messageAnswer(req, 'Message sent successfully');
});

route('GET /api/contact/getAllMessage', requireAdmin, (req) => listContactMessages(parseInput(contactMessagesQuery, req.query)));

route('DELETE /api/contact/deleteMessage/:id', requireAdmin, async (req) => {
  await deleteContactMessage(String(req.params.id));
  return messageAnswer(req, 'Message deleted successfully');
});
