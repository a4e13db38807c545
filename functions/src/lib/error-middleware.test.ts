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

describe('errorMiddleware in the request’s language', () => {
  const app = () => appThrowing(() => conflict('A category with this name already exists.'));

  it('answers both fields in Hindi when X-Language or Accept-Language asks for it', async () => {
    const hindi = 'इस नाम की श्रेणी पहले से मौजूद है।';
    for (const headers of [{ 'X-Language': 'hi' }, { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' }]) {
      const response = await request(app()).post('/thing').set(headers);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: hindi, error: hindi });
    }
  });

  it('answers English by default, and when X-Language says so over the browser’s Hindi', async () => {
    const english = { message: 'A category with this name already exists.', error: 'A category with this name already exists.' };
    expect((await request(app()).post('/thing')).body).toEqual(english);
    expect((await request(app()).post('/thing').set({ 'X-Language': 'en', 'Accept-Language': 'hi' })).body).toEqual(english);
  });

  it('keeps the English text of a message the catalogue does not have', async () => {
    const response = await request(appThrowing(() => conflict('A brand new refusal.')))
      .post('/thing')
      .set('X-Language', 'hi');
    expect(response.body.message).toBe('A brand new refusal.');
  });

  it('translates a schema message with its values, and a 500', async () => {
    const schema = z.object({ title: z.string().max(5, 'Title must be at most 5 characters.') });
    const invalid = await request(appThrowing(() => parseInput(schema, { title: 'too long' })))
      .post('/thing')
      .set('X-Language', 'hi');
    expect(invalid.body.error).toBe('शीर्षक में अधिकतम 5 अक्षर हो सकते हैं।');
    const restoreLogs = captureLogs(() => {});
    const failed = await request(appThrowing(() => new Error('boom')))
      .post('/thing')
      .set('X-Language', 'hi');
    restoreLogs();
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe('कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
  });
});
