import type { ErrorBody } from '@chem/contract';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { BODY_TOO_LARGE } from './body-limit.js';
import { AppError } from './errors.js';
import { firstIssueMessage } from './validate.js';

const body = (message: string): ErrorBody => ({ message, error: message });

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

export const unknownApiRoute: RequestHandler = (req, res) => {
  res.status(404).json(body(`No API route for ${req.method} ${req.path}.`));
};

/** Every failure ends here: known errors keep their status and text; anything else is a 500 without internals. */
export const errorMiddleware: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  if (err instanceof AppError) {
    res.status(err.status).json(body(err.message));
    return;
  }
  if (err instanceof ZodError) {
    res.status(400).json(body(firstIssueMessage(err)));
    return;
  }
  const parserStatus = parserErrorStatus(err);
  if (parserStatus === 413) {
    res.status(413).json(body(BODY_TOO_LARGE));
    return;
  }
  if (parserStatus !== undefined && parserStatus >= 400 && parserStatus < 500) {
    res.status(400).json(body('Malformed request body.'));
    return;
  }
  console.error('Unhandled API error', err);
  res.status(500).json(body('Something went wrong. Please try again later.'));
};
