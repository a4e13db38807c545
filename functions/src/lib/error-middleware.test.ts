import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware.js';
import { conflict } from './errors.js';
import { captureLogs, type LogEntry } from './logger.js';
import { parseInput } from './validate.js';

function appThrowing(error: () => unknown) {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.post('/thing', () => {
    throw error();
  });
  app.use(errorMiddleware);
  return app;
}

describe('errorMiddleware', () => {
  it('replies to an AppError with its status and the one error shape', async () => {
    const response = await request(appThrowing(() => conflict('A category with this name already exists.'))).post('/thing');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'A category with this name already exists.',
      error: 'A category with this name already exists.',
    });
  });

  it('turns a failed schema into a 400 carrying the schema message', async () => {
    const schema = z.object({ name: z.string().trim().min(1, 'Category name cannot be empty') });
    const response = await request(appThrowing(() => parseInput(schema, { name: '   ' }))).post('/thing');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Category name cannot be empty');
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const app = appThrowing(() => new Error('not reached'));
    const malformed = await request(app).post('/thing').set('content-type', 'application/json').send('{"a":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed request body.');
    const huge = await request(app)
      .post('/thing')
      .send({ text: 'x'.repeat(2000) });
    expect(huge.status).toBe(413);
  });

  it('hides the internals of an unexpected error behind a 500', async () => {
    const logged: LogEntry[] = [];
    const restoreLogs = captureLogs((entry) => logged.push(entry));
    const response = await request(appThrowing(() => new Error('FIRESTORE_KEY=secret at db.ts:12'))).post('/thing');
    restoreLogs();
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      message: 'Something went wrong. Please try again later.',
      error: 'Something went wrong. Please try again later.',
    });
    expect(JSON.stringify(response.body)).not.toContain('secret');
    // The details go to the log instead, with the stack, for Error Reporting.
    expect(logged).toEqual([
      expect.objectContaining({ severity: 'ERROR', message: expect.stringMatching(/^Unhandled API error\nError: FIRESTORE_KEY/) }),
    ]);
  });
});
