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
 * Verifies the ID token and asks Auth whether its session was ended early (signed out
 * everywhere, the account disabled): an ID token stays valid for an hour, and a stolen one must
 * stop working the moment the student signs out everywhere. That is one more call to Auth per
 * request (a lookup of the account), paid on every route that takes a token: there is no way here
 * to verify a token without it.
 */
async function verify(token: string): Promise<DecodedIdToken> {
  try {
    return await adminAuth().verifyIdToken(token, true);
  } catch {
    throw unauthorized('Your session has expired. Please log in again.');
  }
}

/** An answer for a signed-in caller is theirs alone: no shared cache may keep it, nor the browser. */
function authenticated(res: Response, user: DecodedIdToken, req: Request) {
  req.user = user;
  res.set('Cache-Control', 'private, no-store');
}

/**
 * Decodes the token when one is sent; anonymous callers pass through. A bad token, or one whose
 * session has ended, is still a 401.
 */
export async function optionalUser(req: Request, res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (token) authenticated(res, await verify(token), req);
  next();
}

async function signedIn(req: Request, res: Response) {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  authenticated(res, await verify(token), req);
}

/** A signed-in caller whose session is still live: every student route. */
export async function requireCurrentUser(req: Request, res: Response, next: NextFunction) {
  await signedIn(req, res);
  next();
}

export const isAdmin = (user: DecodedIdToken | undefined) => user?.admin === true;

/** Every admin route checks that the session is still live: the admin's powers end with it. */
export async function requireAdmin(req: Request, res: Response, next: NextFunction) {
  await signedIn(req, res);
  if (!isAdmin(req.user)) throw forbidden('Admin access required.');
  next();
}

/** The verified caller of a route behind requireCurrentUser; a programming error if the middleware is missing. */
export function caller(req: Request): DecodedIdToken {
  if (!req.user) throw unauthorized();
  return req.user;
}
