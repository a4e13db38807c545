import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The API's one logger. Every line is a JSON object Cloud Logging reads as a structured entry
 * (https://cloud.google.com/logging/docs/structured-logging): `severity` and `message`, plus the
 * request it belongs to (`requestId`, `route` as the contract names it, `uidHash`, the trace), so
 * the console can filter "every 5xx of POST /api/payments/webhook" or "everything one request
 * did". Errors carry their stack and Error Reporting's type, so they are grouped there too.
 *
 * Uids are logged hashed (sha256, 16 hex digits): enough to follow one student's requests (hash
 * their uid the same way), without putting account ids in every log line. Emails, names, tokens
 * and request bodies are never logged.
 */

export type Severity = 'DEBUG' | 'INFO' | 'NOTICE' | 'WARNING' | 'ERROR';

const RANK: Record<Severity, number> = { DEBUG: 100, INFO: 200, NOTICE: 300, WARNING: 400, ERROR: 500 };

export interface LogEntry {
  severity: Severity;
  message: string;
  [field: string]: unknown;
}

export type LogSink = (entry: LogEntry) => void;

/** Cloud Functions (Cloud Run) reads both streams; errors go to stderr as a terminal reader expects. */
const writeLine: LogSink = (entry) => {
  const line = `${JSON.stringify(entry)}\n`;
  if (RANK[entry.severity] >= RANK.ERROR) process.stderr.write(line);
  else process.stdout.write(line);
};

let sink: LogSink = writeLine;

/** Tests capture the entries; the returned function puts the real sink back. */
export function captureLogs(capture: LogSink): () => void {
  sink = capture;
  return () => {
    sink = writeLine;
  };
}

/** LOG_LEVEL (DEBUG, INFO, WARNING, ERROR) hides what is below it; INFO by default. */
function enabled(severity: Severity): boolean {
  const configured = process.env.LOG_LEVEL?.trim().toUpperCase() as Severity | undefined;
  return RANK[severity] >= RANK[configured && configured in RANK ? configured : 'INFO'];
}

export const uidHash = (uid: string): string => createHash('sha256').update(uid).digest('hex').slice(0, 16);

interface RequestContext {
  requestId: string;
  trace?: string;
  req: Request;
  res: Response;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** The contract's name of the route that served the request (set by apiRouter), else what Express matched. */
export function routeName(req: Request, res: Response): string {
  const named: unknown = res.locals.route;
  if (typeof named === 'string') return named;
  return `${req.method} (no route)`;
}

function requestFields(context: RequestContext): Record<string, unknown> {
  const uid = context.req.user?.uid;
  return {
    requestId: context.requestId,
    route: routeName(context.req, context.res),
    ...(uid ? { uidHash: uidHash(uid) } : {}),
    ...(context.trace ? { 'logging.googleapis.com/trace': context.trace } : {}),
  };
}

function write(severity: Severity, message: string, fields: Record<string, unknown>): void {
  if (!enabled(severity)) return;
  const context = requestContext.getStore();
  sink({ severity, message, ...(context ? requestFields(context) : {}), ...fields });
}

const ERROR_REPORTING_TYPE = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

/** "Name: message\n    at ..." for an Error, its text otherwise. */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export const logger = {
  debug: (message: string, fields: Record<string, unknown> = {}) => write('DEBUG', message, fields),
  info: (message: string, fields: Record<string, unknown> = {}) => write('INFO', message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write('WARNING', message, fields),
  /**
   * Something failed that someone should look at. With an error, its stack follows the message,
   * which is where Error Reporting looks for it; the type makes it a reported error even without one.
   */
  error(message: string, error?: unknown, fields: Record<string, unknown> = {}): void {
    write('ERROR', error === undefined ? message : `${message}\n${describeError(error)}`, {
      '@type': ERROR_REPORTING_TYPE,
      serviceContext: { service: process.env.K_SERVICE ?? 'api', ...(process.env.K_REVISION ? { version: process.env.K_REVISION } : {}) },
      ...fields,
    });
  },
};

/** `projects/<id>/traces/<trace>` from Google's X-Cloud-Trace-Context (`TRACE_ID/SPAN_ID;o=1`), which links our lines to the request log. */
function traceOf(req: Request): { traceId?: string; trace?: string } {
  const traceId = /^([0-9a-f]{32})\//i.exec(req.get('x-cloud-trace-context') ?? '')?.[1];
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!traceId) return {};
  return { traceId, ...(project ? { trace: `projects/${project}/traces/${traceId}` } : {}) };
}

const severityOf = (status: number): Severity => (status >= 500 ? 'ERROR' : status >= 400 ? 'WARNING' : 'INFO');

/**
 * First middleware of the app: gives the request an id (Google's trace id when there is one),
 * answers it in `X-Request-Id` so a user's report can name it, makes it the context of every line
 * logged while the request runs, and logs one line when the answer is sent (or the client left).
 */
export const requestLogging: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const { traceId, trace } = traceOf(req);
  const context: RequestContext = { requestId: traceId ?? randomUUID(), ...(trace ? { trace } : {}), req, res };
  res.set('X-Request-Id', context.requestId);
  res.on('close', () => {
    const latencyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    // 499: the client went away before the answer was complete (nginx's convention).
    const status = res.writableFinished ? res.statusCode : 499;
    const fields = requestFields(context);
    const entry = {
      ...fields,
      status,
      latencyMs,
      httpRequest: {
        requestMethod: req.method,
        // The path only: query strings can hold what an admin searched for.
        requestUrl: req.originalUrl.split('?')[0],
        status,
        latency: `${(latencyMs / 1000).toFixed(3)}s`,
        ...(req.get('user-agent') ? { userAgent: req.get('user-agent') } : {}),
      },
    };
    const severity = severityOf(status);
    if (enabled(severity)) sink({ severity, message: `${fields.route as string} ${status} ${latencyMs} ms`, ...entry });
  });
  requestContext.run(context, next);
};
