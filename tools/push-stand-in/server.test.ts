import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushStandIn, type ArrivedMessage, type PushStandIn, type StandInSubscription } from './server.js';

let standIn: PushStandIn;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:teacher@example.com' };

beforeAll(async () => {
  standIn = await startPushStandIn({ port: 0 });
});
afterAll(() => standIn.close());

async function subscription(body: object = {}): Promise<StandInSubscription> {
  const response = await fetch(`${standIn.url}/subscriptions`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as StandInSubscription;
}

/** What the server does: web-push signs and encrypts, fetch sends. */
async function send(to: StandInSubscription, payload: string, keys = vapid) {
  const details = webpush.generateRequestDetails(to, payload, { vapidDetails: keys, TTL: 60, contentEncoding: 'aes128gcm' });
  return fetch(details.endpoint, {
    method: 'POST',
    headers: details.headers as Record<string, string>,
    body: new Uint8Array(details.body!),
  });
}

const arrived = async () => (await (await fetch(`${standIn.url}/messages`)).json()) as ArrivedMessage[];

describe('the push stand-in', () => {
  it('accepts a VAPID-signed, encrypted push and decrypts it with the subscription’s keys', async () => {
    const sub = await subscription();
    const response = await send(sub, '{"title":"Mock test on Sunday"}');
    expect(response.status).toBe(201);
    const last = (await arrived()).at(-1)!;
    expect(last).toMatchObject({ endpoint: sub.endpoint, ttl: 60, payload: '{"title":"Mock test on Sunday"}', status: 201 });
    expect(last.vapid).toEqual({ valid: true, subject: 'mailto:teacher@example.com', problem: null });
  });

  it('refuses a JWT signed by another key than the one it names (403), and one it cannot decrypt is recorded without a payload', async () => {
    const sub = await subscription();
    const other = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(sub, 'x', { vapidDetails: vapid, TTL: 60, contentEncoding: 'aes128gcm' });
    const headers = details.headers as Record<string, string>;
    headers.Authorization = headers.Authorization!.replace(/k=[\w-]+/, `k=${other.publicKey}`);
    const response = await fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(details.body!) });
    expect(response.status).toBe(403);
    expect((await arrived()).at(-1)!.vapid).toMatchObject({ valid: false, problem: 'the signature does not match k' });

    const stranger = { ...sub, keys: (await subscription()).keys };
    await send(stranger, 'secret');
    expect((await arrived()).at(-1)!.payload).toBeNull();
  });

  it('answers 410 for a revoked subscription, 404 for an unknown one, and fails on request for retries', async () => {
    expect((await send(await subscription({ status: 410 }), 'x')).status).toBe(410);
    const sub = await subscription();
    expect((await send({ ...sub, endpoint: `${standIn.url}/push/unknown` }, 'x')).status).toBe(404);
    const id = sub.endpoint.split('/').at(-1);
    await fetch(`${standIn.url}/subscriptions/${id}`, { method: 'PUT', body: JSON.stringify({ status: 503, times: 1 }) });
    expect((await send(sub, 'x')).status).toBe(503);
    expect((await send(sub, 'x')).status).toBe(201);
  });
});
