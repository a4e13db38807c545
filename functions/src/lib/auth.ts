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

async function verify(token: string): Promise<DecodedIdToken> {
  try {
    return await adminAuth().verifyIdToken(token);
  } catch {
    throw unauthorized('Your session has expired. Please log in again.');
  }
}

/** Decodes the token when one is sent; anonymous callers pass through. A bad token is still a 401. */
export async function optionalUser(req: Request, _res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (token) req.user = await verify(token);
  next();
}

export async function requireUser(req: Request, _res: Response, next: NextFunction) {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  req.user = await verify(token);
  next();
}

export const isAdmin = (user: DecodedIdToken | undefined) => user?.admin === true;

export async function requireAdmin(req: Request, res: Response, next: NextFunction) {
  await requireUser(req, res, () => undefined);
  if (!isAdmin(req.user)) throw forbidden('Admin access required.');
  next();
}

/** The verified caller of a route behind requireUser; a programming error if the middleware is missing. */
export function caller(req: Request): DecodedIdToken {
  if (!req.user) throw unauthorized();
  return req.user;
}
