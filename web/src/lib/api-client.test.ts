import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client';

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

describe('callApi', () => {
  it('returns the parsed body of a 2xx answer and sends JSON with the token it was given', async () => {
    const fetchMock = answerWith(() => json(200, { _id: 'c1', name: 'Organic' }));
    expect(
      await callApi('PUT /api/categories/updateCategory/:id', { params: { id: 'c1' }, body: { name: 'Organic' }, token: 'abc' }),
    ).toEqual({
      _id: 'c1',
      name: 'Organic',
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/categories/updateCategory/c1');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('PUT');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Organic"}');
  });

  it('turns an error answer into an ApiError with the server’s message and status', async () => {
    answerWith(() => json(400, { message: 'Invalid plan selected.', error: 'Invalid plan selected.' }));
    const error = await failure(callApi('POST /api/plans/subscribe', { body: { userId: 'u', planId: 'nope' }, token: null, status: 201 }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid plan selected.' });
  });

  it('with successStatus, treats any other 2xx as a failure (the spec: only 201 is success)', async () => {
    answerWith(() => json(200, { message: 'stored?' }));
    const contact = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };
    const error = await failure(callApi('POST /api/contact/submitMessage', { body: contact, token: null, status: 201 }));
    expect(error.status).toBe(200);

    answerWith(() => json(201, { message: 'Message sent' }));
    expect(await callApi('POST /api/contact/submitMessage', { body: contact, token: null, status: 201 })).toEqual({
      message: 'Message sent',
    });
  });

  it('reports a missing answer as status 0 and a 2xx that is not JSON (the SPA page) as an error', async () => {
    answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(callApi('GET /api/health', { token: null }))).status).toBe(0);

    answerWith(() => new Response('<!doctype html><title>app</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    expect((await failure(callApi('GET /api/videos/playlists', { token: null }))).status).toBe(200);
  });

  it('fills and encodes the path parameters and adds only the query values given', async () => {
    const fetchMock = answerWith(() => json(200, { items: [], nextPageToken: null }));
    await callApi('GET /api/videos/playlist/:playlistId', {
      params: { playlistId: 'PL a/b' },
      query: { pageToken: 'CAYQAA' },
      token: null,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/videos/playlist/PL%20a%2Fb?pageToken=CAYQAA');
    await callApi('GET /api/admin/users', { query: { limit: '25', search: undefined }, token: 't' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/admin/users?limit=25');
  });
});
