import { passwordChange, passwordReset, resetCodeCheck, resetLinkRequest } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireCurrentUser } from '../lib/auth.js';
import { clientKey } from '../lib/client-address.js';
import { messageAnswer } from '../lib/language.js';
import { parseInput } from '../lib/validate.js';
import { changePassword, checkResetCode, requestResetLink, resetPassword, signOutEverywhere } from '../services/account-recovery.js';

/** Password reset by email link, password change and signing out everywhere (mounted beside userRouter). */
const { router, route } = apiRouter('/api/user');
export const accountRecoveryRouter = router;

route('POST /api/user/password-reset/request', async (req) => {
  const { message } = await requestResetLink(parseInput(resetLinkRequest, req.body ?? {}), clientKey(req));
  return messageAnswer(req, message);
});

route('POST /api/user/password-reset/check', (req) => checkResetCode(parseInput(resetCodeCheck, req.body ?? {}), clientKey(req)));

route('POST /api/user/password-reset', (req) => resetPassword(parseInput(passwordReset, req.body ?? {}), clientKey(req)));

route('POST /api/user/password', requireCurrentUser, (req) =>
  changePassword(caller(req).uid, parseInput(passwordChange, req.body ?? {}), clientKey(req)),
);

route('POST /api/user/sign-out-everywhere', requireCurrentUser, async (req) => {
  const { message } = await signOutEverywhere(caller(req).uid);
  return messageAnswer(req, message);
});
