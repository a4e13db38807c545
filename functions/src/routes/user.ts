import { Router } from 'express';
import { caller, requireUser } from '../lib/auth.js';
import { parseMultipart } from '../lib/multipart.js';
import { clientKey } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import { UPLOADS, credentials, profileChanges, signupFields } from '@chem/contract';
import { getProfile, logIn, signUp, updateProfile } from '../services/accounts.js';

export const userRouter = Router();

userRouter.post('/signup', async (req, res) => {
  const { fields, files } = await parseMultipart(req, { usersPhoto: UPLOADS.profilePhoto });
  res.status(201).json(await signUp(parseInput(signupFields, fields), files.usersPhoto, clientKey(req)));
});

userRouter.post('/login', async (req, res) => {
  res.json(await logIn(parseInput(credentials, req.body ?? {}), clientKey(req)));
});

// There is no id in these paths: the profile is always the one of the verified token's uid.
userRouter.get('/profile', requireUser, async (req, res) => {
  res.json(await getProfile(caller(req).uid));
});

userRouter.put('/profile', requireUser, async (req, res) => {
  res.json(await updateProfile(caller(req).uid, parseInput(profileChanges, req.body ?? {})));
});
