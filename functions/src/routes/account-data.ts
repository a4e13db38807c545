import { deleteAccountRequest } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireCurrentUser } from '../lib/auth.js';
import { clientKey } from '../lib/client-address.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { parseInput } from '../lib/validate.js';
import { deleteMyAccount, exportMyData } from '../services/account-data.js';
import { resendVerificationEmail, verificationStatus } from '../services/email-verification.js';

/** The student's own data: the email's verified state, a copy of their data, deleting the account. */
const { router, route } = apiRouter('/api/user');
export const accountDataRouter = router;

route('GET /api/user/email-verification', requireCurrentUser, (req) => verificationStatus(caller(req)));

route('POST /api/user/email-verification', requireCurrentUser, (req) => resendVerificationEmail(caller(req).uid, clientKey(req)));

route('GET /api/user/my-data', requireCurrentUser, async (req, res) => {
  const data = await exportMyData(caller(req).uid, clientKey(req));
  const body = Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
  res.status(200).set({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Content-Disposition': contentDisposition('attachment', `my-data-${data.exportedAt.slice(0, 10)}.json`),
  });
  res.end(body);
});

route('POST /api/user/delete-account', requireCurrentUser, (req) =>
  deleteMyAccount(caller(req), parseInput(deleteAccountRequest, req.body ?? {}), clientKey(req)),
);
