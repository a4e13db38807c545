import type { ErrorBody } from '@chem/contract';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { BODY_TOO_LARGE } from './body-limit.js';
import { AppError } from './errors.js';
import { localized } from './language.js';
import { logger } from './logger.js';
import { firstIssueMessage } from './validate.js';

/** The one error shape, in the request's language (lib/language.ts); English when untranslated. */
function body(req: Request, english: string): ErrorBody {
  const message = localized(req, english);
  return { message, error: message };
}

/** Errors express's own body parsers raise carry a status and a type. */
interface HttpParserError {
  status?: number;
  statusCode?: number;
  type?: string;
}

function parserErrorStatus(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { status, statusCode, type } = err as HttpParserError;
  if (typeof type !== 'string') return undefined;
  return status ?? statusCode;
}

/**
 * No error is ever kept by a shared cache: Firebase Hosting's CDN would otherwise serve a cached
 * 404 or 500 to everyone for minutes, long after the cause was fixed. So an error body may be in
 * the request's language without a `Vary` on it: nothing stores it.
 */
const NOT_STORED = 'private, no-store';

export const unknownApiRoute: RequestHandler = (req, res) => {
  res
    .set('Cache-Control', NOT_STORED)
    .status(404)
    .json(body(req, `No API route for ${req.method} ${req.path}.`));
};

/** Every failure ends here: known errors keep their status and text; anything else is a 500 without internals. */
export const errorMiddleware: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  // Replaces whatever a route had set before it failed (e.g. a public list's CDN caching).
  res.set('Cache-Control', NOT_STORED);
  if (err instanceof AppError) {
    res.status(err.status).json(body(req, err.message));
    return;
  }
  if (err instanceof ZodError) {
    res.status(400).json(body(req, firstIssueMessage(err)));
    return;
  }
  const parserStatus = parserErrorStatus(err);
  if (parserStatus === 413) {
    res.status(413).json(body(req, BODY_TOO_LARGE));
    return;
  }
  if (parserStatus !== undefined && parserStatus >= 400 && parserStatus < 500) {
    res.status(400).json(body(req, 'Malformed request body.'));
    return;
  }
  logger.error('Unhandled API error', err);
  res.status(500).json(body(req, 'Something went wrong. Please try again later.'));
};
