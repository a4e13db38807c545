/**
 * LOCAL STAND-IN, not product code: a small imitation of the parts of Razorpay the site uses, so the
 * whole purchase runs locally without Razorpay's servers or internet.
 *
 * - Razorpay's REST API as documented (Basic auth with key id and secret, Razorpay's error shape):
 *   `POST /v1/orders`, `GET /v1/orders/:id`, `GET /v1/orders/:id/payments`, `GET /v1/payments/:id`,
 *   `POST /v1/payments/:id/capture`. The functions reach it through `RAZORPAY_API_BASE_URL`.
 * - `GET /v1/checkout.js`: a `window.Razorpay` with Checkout's documented options and methods whose
 *   `open()` shows a clearly labelled test-mode checkout (checkout.js beside this file) with a
 *   `Pay ₹{amount}` and a `Fail payment` button. The web app loads it from `VITE_RAZORPAY_CHECKOUT_URL`.
 * - `/test-checkout/*`: what that checkout calls (with CORS, since the site is on another port),
 *   and a webhook replay for the teacher and for tests.
 * - Razorpay's webhooks (`payment.captured`, `order.paid`, `payment.failed`), signed as documented.
 *
 * Refunds only as the test hook `refund()` (what the teacher's refund in the dashboard does to the
 * payment); deliberately not implemented: the refund API and refund webhooks, disputes, customers, subscriptions, payment links, QR codes, other
 * currencies than INR, payments without an order, the checkout's `callback_url` redirect, the real
 * checkout's retry of a failed payment (the stand-in closes and reports the failure at once).
 * Unknown routes answer a JSON 404, so a new kind of call fails loudly.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from '../lib/local-server.js';
import {
  Ledger,
  PAYMENT_METHODS,
  RazorpayError,
  authenticationFailed,
  formatRupees,
  type CheckoutDetails,
  type CheckoutFailure,
  type CheckoutSuccess,
  type PaymentMethod,
  type RazorpayOrder,
  type RazorpayPayment,
} from './ledger.js';
import {
  WebhookOutbox,
  isWebhookEvent,
  postWebhook,
  signedWebhook,
  type SignedWebhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookResponse,
} from './webhooks.js';

export {
  checkoutSignature,
  formatRupees,
  type CheckoutFailure,
  type CheckoutSuccess,
  type RazorpayOrder,
  type RazorpayPayment,
} from './ledger.js';
export { STAND_IN_ACCOUNT_ID, webhookSignature, type WebhookDelivery, type WebhookEvent, type WebhookResponse } from './webhooks.js';

/**
 * The keys `npm start` and `npm test` give the stand-in and the functions. LOCAL, not secret:
 * they open nothing but the stand-in on 127.0.0.1.
 */
export const LOCAL_RAZORPAY_KEYS = {
  keyId: 'rzp_test_LocalStandIn',
  keySecret: 'local-stand-in-key-secret',
  webhookSecret: 'local-stand-in-webhook-secret',
} as const;

export interface RazorpayStandInOptions {
  port: number;
  host?: string;
  keyId: string;
  keySecret: string;
  /** Where Razorpay would POST webhooks (the site's `/api/payments/webhook`); none are sent without it. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Send `payment.captured` + `order.paid` after a Pay and `payment.failed` after a Fail payment (default true). */
  autoWebhooks?: boolean;
  /** Pause between the checkout's answer and the automatic webhooks (default 0: they race the browser's callback, as for real). */
  webhookDelayMs?: number;
  /** Capture payments at once, as a Razorpay account with automatic capture does (default true). */
  autoCapture?: boolean;
  /** Where delivery lines go (default: console.log with a `[razorpay stand-in]` prefix). */
  log?: (line: string) => void;
}

export interface RazorpayStandIn {
  /** The base URL, the form `RAZORPAY_API_BASE_URL` takes, e.g. `http://127.0.0.1:9398`. */
  url: string;
  /** `${url}/v1/checkout.js`, the form `VITE_RAZORPAY_CHECKOUT_URL` takes. */
  checkoutUrl: string;
  /** Sends one signed webhook for a payment now, once (no retries), and resolves with the receiver's answer. */
  sendWebhook(event: WebhookEvent, paymentId: string, options?: { url?: string }): Promise<WebhookResponse>;
  /** What the test checkout's Pay does, without a browser (automatic webhooks included). */
  pay(orderId: string, details?: CheckoutDetails): CheckoutSuccess;
  /** What the test checkout's Fail payment does, without a browser (automatic webhooks included). */
  fail(orderId: string, details?: CheckoutDetails): CheckoutFailure;
  /** A refund made in the dashboard: the payment then reads as (partly) refunded. */
  refund(paymentId: string, amount: number): RazorpayPayment;
  order(id: string): RazorpayOrder | undefined;
  payment(id: string): RazorpayPayment | undefined;
  orders(): RazorpayOrder[];
  payments(): RazorpayPayment[];
  /** Every automatic webhook delivery so far, with its attempts and outcome. */
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves when the automatic webhooks queued so far are delivered or given up. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

const STAND_IN_URL_PLACEHOLDER = "'__RAZORPAY_STAND_IN_URL__'";
const MAX_BODY_BYTES = 1_000_000;

class NotFound extends Error {}

function checkoutScript(baseUrl: string): string {
  const source = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');
  if (!source.includes(STAND_IN_URL_PLACEHOLDER)) throw new Error(`checkout.js lost its ${STAND_IN_URL_PLACEHOLDER} placeholder`);
  return source.replace(STAND_IN_URL_PLACEHOLDER, JSON.stringify(baseUrl));
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=UTF-8', ...headers });

/** The test checkout is called from the site's origin (another port), like Razorpay's own checkout API. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RazorpayError(400, 'The request body is too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RazorpayError(400, 'The request body is not valid JSON.');
  }
}

/** Basic auth with the key id as user and the key secret as password, as Razorpay's API wants. */
function requireApiKey(req: IncomingMessage, keyId: string, keySecret: string): void {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(0, colon) !== keyId || decoded.slice(colon + 1) !== keySecret) throw authenticationFailed();
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The payer details the checkout sends with Pay and Fail payment. */
function checkoutDetails(body: Record<string, unknown>): CheckoutDetails {
  const method = body.method ?? 'upi';
  if (!PAYMENT_METHODS.includes(method as PaymentMethod))
    throw new RazorpayError(400, `Unknown payment method '${String(method)}'.`, 'method');
  return {
    method: method as PaymentMethod,
    email: text(body.email),
    contact: text(body.contact),
    description: text(body.description),
    ...(body.notes !== undefined ? { notes: body.notes as CheckoutDetails['notes'] } : {}),
  };
}

export async function startRazorpayStandIn(options: RazorpayStandInOptions): Promise<RazorpayStandIn> {
  const host = options.host ?? '127.0.0.1';
  const { keyId, keySecret, webhookUrl, webhookSecret } = options;
  const log = options.log ?? ((line: string) => console.log(`[razorpay stand-in] ${line}`));
  const ledger = new Ledger(options.autoCapture ?? true);
  const outbox = webhookUrl && webhookSecret ? new WebhookOutbox(webhookUrl, log) : undefined;
  const autoWebhooks = (options.autoWebhooks ?? true) && outbox !== undefined;
  let script = '';

  const signed = (event: WebhookEvent, paymentId: string): SignedWebhook => {
    if (!webhookSecret) throw new RazorpayError(400, 'The stand-in has no webhook secret: start it with webhookSecret.');
    const payment = ledger.payment(paymentId);
    return signedWebhook(event, payment, ledger.order(payment.order_id), webhookSecret);
  };

  /** The events Razorpay sends for what just happened to a payment, built when they are sent (so they carry the state then). */
  const queueWebhooks = (payment: RazorpayPayment) => {
    if (!autoWebhooks || !outbox) return;
    const events: WebhookEvent[] =
      payment.status === 'failed'
        ? ['payment.failed']
        : payment.status === 'authorized'
          ? ['payment.authorized']
          : ['payment.captured', 'order.paid'];
    outbox.queue(() => events.map((event) => signed(event, payment.id)), options.webhookDelayMs ?? 0);
  };

  const checkoutOrder = (body: Record<string, unknown>) => {
    if (body.key !== keyId) throw authenticationFailed();
    if (typeof body.order_id !== 'string') throw new RazorpayError(400, 'The order_id field is required.', 'order_id');
    return body.order_id;
  };

  const pay = (orderId: string, details: CheckoutDetails = {}) => {
    const { payment, response } = ledger.pay(orderId, keySecret, details);
    log(`${payment.id} ${payment.status} for ${orderId} (${formatRupees(payment.amount)}, ${payment.method})`);
    queueWebhooks(payment);
    return response;
  };

  const fail = (orderId: string, details: CheckoutDetails = {}) => {
    const { payment, response } = ledger.fail(orderId, details);
    log(`${payment.id} failed for ${orderId} (test-mode decline)`);
    queueWebhooks(payment);
    return response;
  };

  const sendWebhook = (event: WebhookEvent, paymentId: string, sendOptions: { url?: string } = {}) => {
    const url = sendOptions.url ?? webhookUrl;
    if (!url) return Promise.reject(new RazorpayError(400, 'The stand-in has no webhook URL: start it with webhookUrl, or pass url.'));
    try {
      return postWebhook(url, signed(event, paymentId));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  async function route(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter(Boolean);

    if (path.startsWith('/test-checkout/') && method === 'OPTIONS') return send(res, 204, '', CORS);
    if (method === 'GET' && path === '/v1/checkout.js') {
      return send(res, 200, script, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache', ...CORS });
    }
    if (method === 'GET' && path === '/') {
      return sendJson(res, 200, {
        name: 'Razorpay LOCAL STAND-IN (test mode, no money moves)',
        checkout: `${standInUrl}/v1/checkout.js`,
        orders: ledger.orders().length,
        payments: ledger.payments().length,
      });
    }

    // What the test checkout calls: authorised by the public key id, as Razorpay's checkout is.
    if (segments[0] === 'test-checkout') {
      if (method === 'GET' && segments[1] === 'orders' && segments[2] && segments.length === 3) {
        if (query.get('key') !== keyId) throw authenticationFailed();
        const order = ledger.order(decodeURIComponent(segments[2]));
        return sendJson(
          res,
          200,
          {
            id: order.id,
            amount: order.amount,
            currency: order.currency,
            status: order.status,
            amount_display: formatRupees(order.amount),
          },
          CORS,
        );
      }
      if (method === 'POST' && (path === '/test-checkout/pay' || path === '/test-checkout/fail')) {
        const body = await readJson(req);
        const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
        const orderId = checkoutOrder(fields);
        const details = checkoutDetails(fields);
        return sendJson(res, 200, path === '/test-checkout/pay' ? pay(orderId, details) : fail(orderId, details), CORS);
      }
      if (method === 'POST' && path === '/test-checkout/webhooks') {
        const json = await readJson(req);
        const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
        if (!isWebhookEvent(body.event)) throw new RazorpayError(400, `event must be one of the stand-in's webhook events.`, 'event');
        if (typeof body.payment_id !== 'string') throw new RazorpayError(400, 'The payment_id field is required.', 'payment_id');
        const url = typeof body.url === 'string' ? body.url : undefined;
        const answer = await sendWebhook(body.event, body.payment_id, url ? { url } : {});
        log(`webhook ${answer.event} for ${body.payment_id} sent on request: HTTP ${answer.status}`);
        return sendJson(res, 200, answer);
      }
      throw new NotFound();
    }

    if (segments[0] !== 'v1') throw new NotFound();
    requireApiKey(req, keyId, keySecret);
    const [, resource, id, action] = segments;
    if (resource === 'orders' && segments.length === 2 && method === 'POST')
      return sendJson(res, 200, ledger.createOrder(await readJson(req)));
    if (resource === 'orders' && id && segments.length === 3 && method === 'GET') return sendJson(res, 200, ledger.order(id));
    if (resource === 'orders' && id && action === 'payments' && segments.length === 4 && method === 'GET') {
      ledger.order(id);
      const items = ledger.payments(id);
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (resource === 'payments' && id && segments.length === 3 && method === 'GET') return sendJson(res, 200, ledger.payment(id));
    if (resource === 'payments' && id && action === 'capture' && segments.length === 4 && method === 'POST') {
      const payment = ledger.capture(id, await readJson(req));
      log(`${payment.id} captured for ${payment.order_id}`);
      queueWebhooks(payment);
      return sendJson(res, 200, payment);
    }
    throw new NotFound();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const cors = url.pathname.startsWith('/test-checkout/') ? CORS : {};
    route(req, res, url.pathname, url.searchParams).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof RazorpayError) return sendJson(res, error.status, error.body(), cors);
      if (error instanceof NotFound) {
        const description = `The Razorpay stand-in has no route for ${req.method ?? '?'} ${url.pathname}.`;
        return sendJson(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description } }, cors);
      }
      const description = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return sendJson(res, 502, { error: { code: 'SERVER_ERROR', description: `Razorpay stand-in: ${description}` } }, cors);
    });
  });

  const standInUrl = await listenLocally(server, options.port, host);
  script = checkoutScript(standInUrl);

  const find = <T>(get: () => T): T | undefined => {
    try {
      return get();
    } catch (error) {
      if (error instanceof RazorpayError) return undefined;
      throw error;
    }
  };

  return {
    url: standInUrl,
    checkoutUrl: `${standInUrl}/v1/checkout.js`,
    sendWebhook,
    pay,
    fail,
    order: (id) => find(() => ledger.order(id)),
    refund: (paymentId, amount) => ledger.refund(paymentId, amount),
    payment: (id) => find(() => ledger.payment(id)),
    orders: () => ledger.orders(),
    payments: () => ledger.payments(),
    webhookDeliveries: () => outbox?.deliveries() ?? [],
    webhooksSettled: () => outbox?.settled() ?? Promise.resolve(),
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        outbox?.stop();
        server.close((err) => (err ? reject(err) : resolveClose()));
        // Clients keep connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
