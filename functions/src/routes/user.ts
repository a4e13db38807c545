import {
  UPLOADS,
  credentials,
  emailChangeConfirmation,
  languageChange,
  profileChanges,
  profileCompletion,
  providerSessionRequest,
  signupFields,
} from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireCurrentUser } from '../lib/auth.js';
import { parseMultipart } from '../lib/multipart.js';
import { clientKey } from '../lib/client-address.js';
import { requestLanguage } from '../lib/language.js';
import { parseInput } from '../lib/validate.js';
import { getProfile, logIn, setLanguage, signUp } from '../services/accounts.js';
import { confirmEmailChange, updateProfile } from '../services/profile-changes.js';
import { completeProfile, providerSession } from '../services/provider-accounts.js';

const { router, route } = apiRouter('/api/user');
export const userRouter = router;

route('POST /api/user/signup', async (req) => {
  const { fields, files } = await parseMultipart(req, { usersPhoto: UPLOADS.profilePhoto });
  return signUp(parseInput(signupFields, fields), files.usersPhoto, clientKey(req), requestLanguage(req));
});

route('POST /api/user/login', (req) => logIn(parseInput(credentials, req.body ?? {}), clientKey(req)));

// There is no id in these paths: the profile is always the one of the verified token's uid. A
// session ended early (signed out on all devices) can no longer read or change it.
route('GET /api/user/profile', requireCurrentUser, (req) => getProfile(caller(req).uid));

route('PUT /api/user/profile', requireCurrentUser, (req) =>
  updateProfile(caller(req), parseInput(profileChanges, req.body ?? {}), clientKey(req)),
);

// The link sent to a new email address: no session needed (it may be opened on another device).
route('POST /api/user/email-change/confirm', (req) =>
  confirmEmailChange(parseInput(emailChangeConfirmation, req.body ?? {}), clientKey(req)),
);

// The language the site and the student's emails are in, kept on their profile so a new device gets it too.
route('PUT /api/user/language', requireCurrentUser, (req) =>
  setLanguage(caller(req).uid, parseInput(languageChange, req.body ?? {}).language),
);

// Google and phone sign-in: the browser signed in with Firebase Auth; the API checks its ID token.
route('POST /api/user/provider-session', (req) =>
  providerSession(parseInput(providerSessionRequest, req.body ?? {}).idToken, clientKey(req)),
);

route('PUT /api/user/profile/completion', requireCurrentUser, (req) =>
  completeProfile(caller(req).uid, parseInput(profileCompletion, req.body ?? {}), requestLanguage(req)),
);
