import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { forbidden, unauthorized } from './errors.js';
import { adminAuth } from './firebase.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The verified Firebase ID token of the caller, set by the auth middleware. */
    user?: DecodedIdToken;
  }
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * `checkRevoked` also asks Auth whether the session was ended early (signed out everywhere, the
 * account disabled): one more call to Auth, so it is made where a token opens paid content, money
 * or the admin's powers, and not on every call.
 */
async function verify(token: string, checkRevoked: boolean): Promise<DecodedIdToken> {
  try {
    return await adminAuth().verifyIdToken(token, checkRevoked);
  } catch {
    throw unauthorized('Your session has expired. Please log in again.');
  }
}

/** An answer for a signed-in caller is theirs alone: no shared cache may keep it, nor the browser. */
function authenticated(res: Response, user: DecodedIdToken, req: Request) {
  req.user = user;
  res.set('Cache-Control', 'private, no-store');
}

/** Decodes the token when one is sent; anonymous callers pass through. A bad token is still a 401. */
export async function optionalUser(req: Request, res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (token) authenticated(res, await verify(token, false), req);
  next();
}

async function signedIn(req: Request, res: Response, checkRevoked: boolean) {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  authenticated(res, await verify(token, checkRevoked), req);
}

export async function requireUser(req: Request, res: Response, next: NextFunction) {
  await signedIn(req, res, false);
  next();
}

/** requireUser for notes' files and payments: a session ended early is refused at once. */
export async function requireCurrentUser(req: Request, res: Response, next: NextFunction) {
  await signedIn(req, res, true);
  next();
}

export const isAdmin = (user: DecodedIdToken | undefined) => user?.admin === true;

/** Every admin route checks that the session is still live: the admin's powers end with it. */
export async function requireAdmin(req: Request, res: Response, next: NextFunction) {
  await signedIn(req, res, true);
  if (!isAdmin(req.user)) throw forbidden('Admin access required.');
  next();
}

/** The verified caller of a route behind requireUser; a programming error if the middleware is missing. */
export function caller(req: Request): DecodedIdToken {
  if (!req.user) throw unauthorized();
  return req.user;
}
