import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiSend } from './api-client';

/** Answers every fetch with `response()`; the client is what is under test, not a server. */
function answerWith(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the parsed body of a 2xx answer and sends JSON with the token it was given', async () => {
    const fetchMock = answerWith(() => json(200, { ok: 1 }));
    expect(await apiSend('POST', '/api/things', { a: 1 }, { token: 'abc' })).toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns an error answer into an ApiError with the server’s message and status', async () => {
    answerWith(() => json(400, { message: 'Invalid plan selected.', error: 'Invalid plan selected.' }));
    const error = await failure(apiSend('POST', '/api/plans/subscribe', {}, { token: null }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid plan selected.' });
  });

  it('with successStatus, treats any other 2xx as a failure (the spec: only 201 is success)', async () => {
    answerWith(() => json(200, { message: 'stored?' }));
    const error = await failure(apiSend('POST', '/api/contact/submitMessage', {}, { token: null, successStatus: 201 }));
    expect(error.status).toBe(200);

    answerWith(() => json(201, { message: 'Message sent' }));
    expect(await apiSend('POST', '/api/contact/submitMessage', {}, { token: null, successStatus: 201 })).toEqual({
      message: 'Message sent',
    });
  });

  it('reports a missing answer as status 0 and a 2xx that is not JSON (the SPA page) as an error', async () => {
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiRequest('/api/x', { token: null }))).status).toBe(0);

    answerWith(() => new Response('<!doctype html><title>app</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect((await failure(apiRequest('/api/missing', { token: null }))).status).toBe(200);
  });
});
