import { MAX_USERS_PER_LIST, adminUsersQuery, credentials, providerSessionRequest, userListQuery } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { clientKey } from '../lib/client-address.js';
import { parseInput } from '../lib/validate.js';
import { listUsers, logInAdmin } from '../services/accounts.js';
import { adminOverview } from '../services/admin-overview.js';
import { providerAdminLogin } from '../services/provider-accounts.js';
import { listUsersForAdmin } from '../services/admin-users.js';

const { router, route } = apiRouter('/api/admin');
export const adminRouter = router;

route('POST /api/admin/adminLogin', (req) => logInAdmin(parseInput(credentials, req.body ?? {}), clientKey(req)));

/** Admin login with Google: the `admin` claim decides, as with the password. */
route('POST /api/admin/provider-login', (req) =>
  providerAdminLogin(parseInput(providerSessionRequest, req.body ?? {}).idToken, clientKey(req)),
);

/** A signed-in student is a valid question with the answer false; only a missing or bad token is a 401. */
route('GET /api/admin/verify-admin', requireCurrentUser, (req) => ({ isAdmin: isAdmin(caller(req)) }));

route('GET /api/admin/getAllUsers', requireAdmin, (req) => {
  const { limit } = parseInput(userListQuery, req.query);
  return listUsers(limit ?? MAX_USERS_PER_LIST);
});

/** The dashboard's Overview figures; aggregation queries, so a handful of reads. */
route('GET /api/admin/overview', requireAdmin, (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return adminOverview();
});

/** The Users section: a page (newest first, `cursor` from the previous page) or a search's matches. */
route('GET /api/admin/users', requireAdmin, (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return listUsersForAdmin(parseInput(adminUsersQuery, req.query));
});
