import { describe, expect, it } from 'vitest';
import { api } from '../../../tests/support/api.js';

describe('GET /api/health', () => {
  it('reports that Firestore answers', async () => {
    const response = await api().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', firestore: 'ok' });
  });

  it('answers an unknown API route with the one error shape and 404', async () => {
    const response = await api().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No API route for GET /no-such-thing.', error: 'No API route for GET /no-such-thing.' });
  });
});
