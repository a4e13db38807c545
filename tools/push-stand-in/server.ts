/**
 * LOCAL STAND-IN, not product code: a tiny imitation of a browser push service (what
 * fcm.googleapis.com or Mozilla's autopush are to a real browser), for tests and `npm start`.
 *
 * - `POST /subscriptions` makes a subscription the way a browser would ask its push service for
 *   one: a fresh P-256 key pair and auth secret, kept here, and answers the `PushSubscription`
 *   JSON (`{ endpoint, expirationTime, keys: { p256dh, auth } }`) a page hands to our API. Because
 *   the stand-in holds the private key, it can decrypt what the server sends to that endpoint,
 *   exactly as a phone would. `{ "status": 410 }` in the body makes one that answers 410 Gone
 *   (a revoked subscription); `PUT /subscriptions/:id` with `{ "status": 500, "times": 2 }` makes
 *   the next two deliveries fail with that status (then it answers 201 again).
 * - `POST /push/:id` is the endpoint the server sends to (RFC 8030). It checks the VAPID
 *   `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292: an ES256 signature by that key,
 *   the stand-in's origin as `aud`, `exp` within 24 hours, a `mailto:` or `https:` `sub`), requires
 *   `Content-Encoding: aes128gcm` and a TTL, decrypts the body with the subscription's keys (RFC
 *   8291, `http_ece`) and records the message. Like the real services it answers 201 Created, 404
 *   for an endpoint it does not know, 410 for a gone one, 403 for a bad VAPID signature.
 * - `GET /messages` lists what arrived (newest last), like maildev's API: endpoint, subscription
 *   id, headers, whether VAPID checked out and the decrypted payload. `DELETE /messages` empties it.
 *
 * Deliberately not implemented: delivering to a real browser (a browser test hands a decrypted
 * payload to the service worker through Chromium's DevTools protocol instead, see
 * docs/notifications.md), message storage for offline phones, topics, urgency, receipts.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import ece from 'http_ece';
import { listenLocally } from '../lib/local-server.js';

export interface PushStandInOptions {
  port: number;
  host?: string;
}

export interface StandInSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ArrivedMessage {
  subscriptionId: string;
  endpoint: string;
  receivedAt: string;
  ttl: number | null;
  urgency: string | null;
  /** The VAPID check: signature, audience, expiry and subject all as RFC 8292 asks. */
  vapid: { valid: boolean; subject: string | null; problem: string | null };
  /** The decrypted payload as text; null when it could not be decrypted. */
  payload: string | null;
  /** The answer the stand-in gave (201, or the failure it was told to give). */
  status: number;
}

export interface PushStandIn {
  url: string;
  close(): Promise<void>;
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  /** 410 for a revoked subscription; a temporary failure status with how many times left. */
  gone: boolean;
  failing?: { status: number; times: number };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

/** RFC 8292: `vapid t=<JWT>, k=<uncompressed P-256 key, base64url>`. */
export function checkVapid(
  authorization: string | undefined,
  origin: string,
  now = Date.now(),
): { subject: string | null; problem: string | null } {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/i.exec(authorization ?? '');
  if (!match) return { subject: null, problem: 'no vapid Authorization header' };
  const [, token = '', key = ''] = match;
  const [header, claims, signature, ...rest] = token.split('.');
  if (!header || !claims || !signature || rest.length > 0) return { subject: null, problem: 'the JWT is malformed' };
  let payload: { aud?: unknown; exp?: unknown; sub?: unknown };
  let head: { alg?: unknown };
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    return { subject: null, problem: 'the JWT is not JSON' };
  }
  const subject = typeof payload.sub === 'string' ? payload.sub : null;
  if (head.alg !== 'ES256') return { subject, problem: 'the JWT is not ES256' };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { subject, problem: 'k is not an uncompressed P-256 key' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { subject, problem: 'the signature does not match k' };
  if (payload.aud !== origin) return { subject, problem: `aud is ${String(payload.aud)}, not ${origin}` };
  const seconds = now / 1000;
  if (typeof payload.exp !== 'number' || payload.exp < seconds || payload.exp > seconds + 24 * 3600)
    return { subject, problem: 'exp is not within the next 24 hours' };
  if (!subject || !/^(mailto:|https:)/.test(subject)) return { subject, problem: 'sub is not a mailto: or https: address' };
  return { subject, problem: null };
}

export async function startPushStandIn(options: PushStandInOptions): Promise<PushStandIn> {
  const held = new Map<string, Held>();
  const messages: ArrivedMessage[] = [];
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const parts = url.pathname.split('/').filter(Boolean);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
          'access-control-allow-headers': 'content-type',
        });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/subscriptions') {
        const body = (await readBody(req)).toString('utf8');
        const wanted = body ? (JSON.parse(body) as { status?: number }) : {};
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        const auth = randomBytes(16);
        const id = randomBytes(12).toString('hex');
        held.set(id, { ecdh, auth, gone: wanted.status === 410 || wanted.status === 404 });
        const subscription: StandInSubscription = {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        };
        return json(res, 201, subscription);
      }
      if (req.method === 'PUT' && parts[0] === 'subscriptions' && parts[1]) {
        const subscription = held.get(parts[1]);
        if (!subscription) return json(res, 404, { error: 'unknown subscription' });
        const { status = 500, times = 1 } = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
          status?: number;
          times?: number;
        };
        if (status === 410 || status === 404) subscription.gone = true;
        else subscription.failing = { status, times };
        return json(res, 200, { ok: true });
      }
      if (req.method === 'POST' && parts[0] === 'push' && parts[1]) {
        const body = await readBody(req);
        const subscription = held.get(parts[1]);
        if (!subscription) return json(res, 404, { error: 'no such subscription' });
        const vapid = checkVapid(req.headers.authorization, origin);
        const ttlHeader = req.headers.ttl;
        let status = 201;
        if (subscription.gone) status = 410;
        else if (vapid.problem) status = 403;
        else if (ttlHeader === undefined) status = 400;
        else if (req.headers['content-encoding'] !== 'aes128gcm') status = 415;
        else if (subscription.failing && subscription.failing.times > 0) {
          status = subscription.failing.status;
          subscription.failing.times -= 1;
        }
        let payload: string | null = null;
        try {
          payload = ece
            .decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: b64url(subscription.auth) })
            .toString('utf8');
        } catch {
          payload = null;
        }
        messages.push({
          subscriptionId: parts[1],
          endpoint: `${origin}${url.pathname}`,
          receivedAt: new Date().toISOString(),
          ttl: ttlHeader === undefined ? null : Number(ttlHeader),
          urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : null,
          vapid: { valid: vapid.problem === null, subject: vapid.subject, problem: vapid.problem },
          payload,
          status,
        });
        if (status === 201) {
          res.writeHead(201, { location: `${origin}/messages/${messages.length - 1}` });
          return res.end();
        }
        return json(res, status, { error: vapid.problem ?? 'refused' });
      }
      if (url.pathname === '/messages' && req.method === 'GET') return json(res, 200, messages);
      if (url.pathname === '/messages' && req.method === 'DELETE') {
        messages.length = 0;
        return json(res, 200, { ok: true });
      }
      return json(res, 404, { error: 'not found' });
    })().catch((error: unknown) => json(res, 500, { error: error instanceof Error ? error.message : String(error) }));
  });
  origin = await listenLocally(server, options.port, options.host ?? '127.0.0.1');
  return {
    url: origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
