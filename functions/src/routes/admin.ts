import { Router } from 'express';
import { caller, isAdmin, requireAdmin, requireUser } from '../lib/auth.js';
import { clientKey } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import { MAX_USERS_PER_LIST, credentials, userListQuery } from '../services/account-schemas.js';
import { listUsers, logInAdmin } from '../services/accounts.js';

export const adminRouter = Router();

adminRouter.post('/adminLogin', async (req, res) => {
  res.json(await logInAdmin(parseInput(credentials, req.body ?? {}), clientKey(req)));
});

/** A signed-in student is a valid question with the answer false; only a missing or bad token is a 401. */
adminRouter.get('/verify-admin', requireUser, (req, res) => {
  res.json({ isAdmin: isAdmin(caller(req)) });
});

adminRouter.get('/getAllUsers', requireAdmin, async (req, res) => {
  const { limit } = parseInput(userListQuery, req.query);
  res.json(await listUsers(limit ?? MAX_USERS_PER_LIST));
});
