import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs, logger, requestLogging, uidHash, type LogEntry } from './logger.js';

let logged: LogEntry[] = [];
let restore = () => {};
const capture = () => {
  logged = [];
  restore = captureLogs((entry) => logged.push(entry));
};
afterEach(() => restore());

/** An app with the logger first, a named route that logs inside, and a signed-in caller. */
function app() {
  const server = express();
  server.use(requestLogging);
  server.get('/api/things/:id', (req, res) => {
    res.locals.route = 'GET /api/things/:id';
    req.user = { uid: 'student-uid-1' } as typeof req.user;
    logger.warn('Looking at a thing', { thingId: req.params.id });
    res.status(req.params.id === 'missing' ? 404 : 200).json({ ok: true });
  });
  return server;
}

describe('the API logger', () => {
  it('logs one structured line per request, with its id, route, uid hash and latency, and answers the id', async () => {
    capture();
    const response = await request(app()).get('/api/things/42?search=private@example.com').set('user-agent', 'test-agent');
    const line = logged.find((entry) => entry.status !== undefined);
    expect(line).toMatchObject({
      severity: 'INFO',
      message: expect.stringMatching(/^GET \/api\/things\/:id 200 [\d.]+ ms$/),
      requestId: response.headers['x-request-id'],
      route: 'GET /api/things/:id',
      uidHash: uidHash('student-uid-1'),
      status: 200,
      latencyMs: expect.any(Number),
      httpRequest: { requestMethod: 'GET', requestUrl: '/api/things/42', status: 200, userAgent: 'test-agent' },
    });
    // Neither the uid itself nor what was searched for reaches the log.
    expect(JSON.stringify(logged)).not.toContain('student-uid-1');
    expect(JSON.stringify(logged)).not.toContain('private@example.com');
  });

  it('ties what a request logs on the way to that request', async () => {
    capture();
    const response = await request(app()).get('/api/things/missing');
    const inside = logged.find((entry) => entry.message === 'Looking at a thing');
    expect(inside).toMatchObject({
      severity: 'WARNING',
      requestId: response.headers['x-request-id'],
      route: 'GET /api/things/:id',
      thingId: 'missing',
    });
    expect(logged.find((entry) => entry.status === 404)?.severity).toBe('WARNING');
  });

  it("uses Google's trace id as the request id and links the trace", async () => {
    capture();
    const saved = process.env.GCLOUD_PROJECT;
    process.env.GCLOUD_PROJECT = 'sharma-chemistry';
    try {
      const traceId = '0123456789abcdef0123456789abcdef';
      const response = await request(app()).get('/api/things/1').set('x-cloud-trace-context', `${traceId}/123;o=1`);
      expect(response.headers['x-request-id']).toBe(traceId);
      expect(logged[0]?.['logging.googleapis.com/trace']).toBe(`projects/sharma-chemistry/traces/${traceId}`);
    } finally {
      process.env.GCLOUD_PROJECT = saved;
    }
  });

  it('reports errors with their stack for Error Reporting', () => {
    capture();
    logger.error('Could not delete banner image uploads/banners/x.webp', new Error('storage down'));
    expect(logged[0]).toMatchObject({
      severity: 'ERROR',
      '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
      serviceContext: { service: expect.any(String) },
    });
    expect(logged[0]?.message).toMatch(/^Could not delete banner image uploads\/banners\/x\.webp\nError: storage down\n\s+at /);
  });

  it('leaves out what is below LOG_LEVEL', () => {
    capture();
    const saved = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warning';
    try {
      logger.info('routine');
      logger.warn('worth a look');
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
    expect(logged.map((entry) => entry.message)).toEqual(['worth a look']);
  });
});
