import { MAX_USERS_PER_LIST, adminUsersQuery, credentials, userListQuery } from '@chem/contract';
import { Router } from 'express';
import { caller, isAdmin, requireAdmin, requireUser } from '../lib/auth.js';
import { clientKey } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import { listUsers, logInAdmin } from '../services/accounts.js';
import { adminOverview } from '../services/admin-overview.js';
import { listUsersForAdmin } from '../services/admin-users.js';

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

/** The dashboard's Overview figures; aggregation queries, so a handful of reads. */
adminRouter.get('/overview', requireAdmin, async (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  res.json(await adminOverview());
});

/** The Users section: a page (newest first, `cursor` from the previous page) or a search's matches. */
adminRouter.get('/users', requireAdmin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  res.json(await listUsersForAdmin(parseInput(adminUsersQuery, req.query)));
});
