/**
 * Pins the LOCAL STAND-IN's HTTP surface to what Razorpay documents and the product relies on:
 * Basic auth, the order and payment entities, the checkout signature, the webhook format and its
 * signature over the raw body.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../lib/local-server.js';
import {
  LOCAL_RAZORPAY_KEYS,
  formatRupees,
  startRazorpayStandIn,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayStandIn,
} from './server.js';
import { RETRY_DELAYS_MS } from './webhooks.js';

const { keyId, keySecret, webhookSecret } = LOCAL_RAZORPAY_KEYS;
const quiet = () => {};

interface ReceivedWebhook {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
  contentType: string | undefined;
}

/** A local receiver standing in for the site's webhook route; answers `status()` to each POST. */
async function startReceiver(status: () => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        rawBody: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-razorpay-signature'] as string | undefined,
        eventId: req.headers['x-razorpay-event-id'] as string | undefined,
        contentType: req.headers['content-type'],
      });
      res.writeHead(status(), { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  const url = await listenLocally(server, 0, '127.0.0.1');
  return {
    url: `${url}/api/payments/webhook`,
    received,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let standIn: RazorpayStandIn;

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startRazorpayStandIn({ port: 0, keyId, keySecret, webhookSecret, webhookUrl: receiver.url, log: quiet });
});

afterEach(async () => {
  await standIn.webhooksSettled();
  receiver.received.length = 0;
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, authorization = basic(keyId, keySecret)) {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    body: (await response.json()) as T & { error?: { code: string; description: string; field?: string } },
  };
}

async function checkout(action: 'pay' | 'fail', body: Record<string, unknown>) {
  const response = await fetch(`${standIn.url}/test-checkout/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5000' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function newOrder(amount = 29_900): Promise<RazorpayOrder> {
  const { status, body } = await api<RazorpayOrder>('POST', '/v1/orders', {
    amount,
    currency: 'INR',
    receipt: 'sub_test_1',
    notes: { planId: 'advanced' },
  });
  expect(status).toBe(200);
  return body;
}

const parsedEvents = () =>
  receiver.received.map(
    (webhook) =>
      JSON.parse(webhook.rawBody) as { event: string; contains: string[]; payload: Record<string, { entity: Record<string, unknown> }> },
  );

describe('Razorpay stand-in: REST API', () => {
  it('answers on the base URL form RAZORPAY_API_BASE_URL takes, on the real port when started on 0', () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(standIn.checkoutUrl).toBe(`${standIn.url}/v1/checkout.js`);
  });

  it.each([
    ['no credentials', ''],
    ['a wrong secret', basic(keyId, 'wrong')],
    ['another key id', basic('rzp_test_Someone', keySecret)],
  ])('refuses %s with 401 Authentication failed', async (_case, authorization) => {
    const { status, body } = await api('POST', '/v1/orders', { amount: 29_900, currency: 'INR' }, authorization);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
  });

  it('creates an order as Razorpay does', async () => {
    const before = Math.floor(Date.now() / 1000);
    const order = await newOrder(249_900);
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 249_900,
      amount_paid: 0,
      amount_due: 249_900,
      currency: 'INR',
      receipt: 'sub_test_1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { planId: 'advanced' },
      created_at: expect.any(Number),
    });
    expect(order.created_at).toBeGreaterThanOrEqual(before);
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toEqual(order);
  });

  it('answers notes as [] when an order has none, as Razorpay does', async () => {
    const { body } = await api<RazorpayOrder>('POST', '/v1/orders', { amount: 100, currency: 'INR' });
    expect(body.notes).toEqual([]);
    expect(body.receipt).toBeNull();
  });

  it.each([
    [{ currency: 'INR' }, 'amount', 'The amount field is required.'],
    [{ amount: 99, currency: 'INR' }, 'amount', 'The amount must be atleast INR 1.00'],
    [{ amount: 299.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: 29_900 }, 'currency', 'The currency field is required.'],
    [{ amount: 29_900, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt', 'The receipt may not be greater than 40 characters.'],
    [{ amount: 29_900, currency: 'INR', notes: 'plan' }, 'notes', 'The notes field must be an object of key-value pairs.'],
    [{ amount: 29_900, currency: 'INR', plan: 'x' }, 'plan', 'plan is/are not required and should not be sent'],
  ])('refuses order input %j with a 400 on %s', async (input, field, description) => {
    const { status, body } = await api('POST', '/v1/orders', input);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description, field });
  });

  it('answers an unknown order or payment id with 400 "The id provided does not exist"', async () => {
    for (const path of ['/v1/orders/order_DoesNotExist00', '/v1/payments/pay_DoesNotExist000']) {
      const { status, body } = await api('GET', path);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' });
    }
  });

  it('answers an unknown route with a JSON 404', async () => {
    const { status, body } = await api('GET', '/v1/refunds');
    expect(status).toBe(404);
    expect(body.error?.description).toContain('no route');
  });
});

describe('Razorpay stand-in: test checkout', () => {
  it('serves checkout.js as JavaScript that defines window.Razorpay and calls this stand-in', async () => {
    const response = await fetch(standIn.checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await response.text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain(`const STAND_IN_URL = "${standIn.url}"`);
    expect(script).toContain('LOCAL STAND-IN · test mode · no money moves');
    expect(() => new Function(script)).not.toThrow();
  });

  it('tells the checkout the order amount as the Pay button shows it, for the public key only', async () => {
    const order = await newOrder(249_900);
    const response = await fetch(`${standIn.url}/test-checkout/orders/${order.id}?key=${keyId}`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ id: order.id, amount: 249_900, status: 'created', amount_display: '₹2,499' });
    expect((await fetch(`${standIn.url}/test-checkout/orders/${order.id}?key=rzp_test_other`)).status).toBe(401);
  });

  it('answers CORS preflights for the checkout calls', async () => {
    const response = await fetch(`${standIn.url}/test-checkout/pay`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('Pay: captures the full amount, marks the order paid and signs order_id|payment_id with the key secret', async () => {
    const order = await newOrder();
    const { status, cors, body } = await checkout('pay', {
      order_id: order.id,
      key: keyId,
      method: 'card',
      email: 'a@example.com',
      contact: '9876543210',
    });
    expect(status).toBe(200);
    expect(cors).toBe('*');
    const paymentId = body.razorpay_payment_id as string;
    expect(body).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_order_id: order.id,
      razorpay_signature: expect.any(String),
    });
    const expected = createHmac('sha256', keySecret).update(`${order.id}|${paymentId}`).digest('hex');
    expect(body.razorpay_signature).toBe(expected);

    const payment = (await api<RazorpayPayment>('GET', `/v1/payments/${paymentId}`)).body;
    expect(payment).toMatchObject({
      id: paymentId,
      entity: 'payment',
      amount: 29_900,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'card',
      email: 'a@example.com',
      contact: '9876543210',
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
    });
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 29_900,
      amount_due: 0,
      attempts: 1,
    });
    const listed = await api<{ entity: string; count: number; items: RazorpayPayment[] }>('GET', `/v1/orders/${order.id}/payments`);
    expect(listed.body).toMatchObject({ entity: 'collection', count: 1, items: [{ id: paymentId }] });
  });

  it('Pay refuses another key, an unknown order and an order already paid', async () => {
    const order = await newOrder();
    expect((await checkout('pay', { order_id: order.id, key: 'rzp_test_other' })).status).toBe(401);
    expect((await checkout('pay', { order_id: 'order_DoesNotExist00', key: keyId })).status).toBe(400);
    expect((await checkout('pay', { order_id: order.id, key: keyId })).status).toBe(200);
    const again = await checkout('pay', { order_id: order.id, key: keyId });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { description: 'This order has already been paid.' } });
  });

  it('Fail payment: records a failed payment and leaves the order attempted, not paid', async () => {
    const order = await newOrder();
    const { status, body } = await checkout('fail', { order_id: order.id, key: keyId });
    expect(status).toBe(200);
    const error = body.error as { metadata: { payment_id: string } };
    expect(body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed because the bank declined it (test mode).',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    const payment = (await api('GET', `/v1/payments/${error.metadata.payment_id}`)).body;
    expect(payment).toMatchObject({
      status: 'failed',
      captured: false,
      method: 'upi',
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'payment_failed',
    });
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });

    // The student may try again after a failure.
    expect((await checkout('pay', { order_id: order.id, key: keyId })).status).toBe(200);
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'paid', attempts: 2 });
  });

  it('capture answers 400 for a payment the stand-in already captured', async () => {
    const order = await newOrder();
    const { razorpay_payment_id } = standIn.pay(order.id);
    const { status, body } = await api('POST', `/v1/payments/${razorpay_payment_id}/capture`, { amount: 29_900, currency: 'INR' });
    expect(status).toBe(400);
    expect(body.error?.description).toBe('This payment has already been captured');
  });
});

describe('Razorpay stand-in: webhooks', () => {
  const verify = (webhook: ReceivedWebhook) =>
    createHmac('sha256', webhookSecret).update(webhook.rawBody).digest('hex') === webhook.signature;

  it('after Pay, posts payment.captured then order.paid, signed over the raw body', async () => {
    const order = await newOrder();
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    await standIn.webhooksSettled();

    expect(receiver.received).toHaveLength(2);
    for (const webhook of receiver.received) {
      expect(webhook.contentType).toBe('application/json');
      expect(verify(webhook)).toBe(true);
      expect(webhook.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
    }
    const [captured, paid] = parsedEvents();
    expect(captured).toMatchObject({
      entity: 'event',
      account_id: 'acc_StandIn0000001',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, status: 'captured', order_id: order.id } } },
      created_at: expect.any(Number),
    });
    expect(captured?.payload.order).toBeUndefined();
    expect(paid).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { payment: { entity: { id: paymentId } }, order: { entity: { id: order.id, status: 'paid' } } },
    });
    expect(standIn.webhookDeliveries().slice(-2)).toMatchObject([
      { event: 'payment.captured', delivered: true, attempts: 1, status: 200 },
      { event: 'order.paid', delivered: true, attempts: 1, status: 200 },
    ]);
  });

  it('after Fail payment, posts payment.failed with the error fields', async () => {
    const order = await newOrder();
    standIn.fail(order.id);
    await standIn.webhooksSettled();
    const [failed] = parsedEvents();
    expect(receiver.received).toHaveLength(1);
    expect(verify(receiver.received[0]!)).toBe(true);
    expect(failed).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { status: 'failed', error_reason: 'payment_failed' } } },
    });
  });

  it('sendWebhook sends one on demand, with the state of the payment now', async () => {
    const order = await newOrder();
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    await standIn.webhooksSettled();
    receiver.received.length = 0;

    const answer = await standIn.sendWebhook('payment.captured', paymentId);
    expect(answer).toMatchObject({ event: 'payment.captured', status: 200, ok: true, body: '{"status":"ok"}' });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.eventId).toBe(answer.eventId);
    expect(verify(receiver.received[0]!)).toBe(true);
    await expect(standIn.sendWebhook('payment.captured', 'pay_DoesNotExist000')).rejects.toThrow('The id provided does not exist');
  });

  it('replays a webhook over HTTP, as the CLI does, to the configured URL or another', async () => {
    const order = await newOrder();
    const { razorpay_payment_id: paymentId } = standIn.pay(order.id);
    await standIn.webhooksSettled();
    const other = await startReceiver(() => 400);
    try {
      receiver.received.length = 0;
      const replay = (body: Record<string, unknown>) =>
        fetch(`${standIn.url}/test-checkout/webhooks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const toConfigured = await replay({ event: 'order.paid', payment_id: paymentId });
      expect(await toConfigured.json()).toMatchObject({ event: 'order.paid', status: 200, ok: true });
      expect(parsedEvents()).toMatchObject([{ event: 'order.paid' }]);

      const toOther = await replay({ event: 'payment.captured', payment_id: paymentId, url: other.url });
      expect(await toOther.json()).toMatchObject({ event: 'payment.captured', status: 400, ok: false });
      expect(other.received).toHaveLength(1);

      expect((await replay({ event: 'refund.created', payment_id: paymentId })).status).toBe(400);
    } finally {
      await other.close();
    }
  });
});

describe('Razorpay stand-in: webhook retries and options', () => {
  it('retries a failed delivery and logs it instead of throwing', async () => {
    let calls = 0;
    const flaky = await startReceiver(() => (++calls === 1 ? 500 : 200));
    const lines: string[] = [];
    const retrying = await startRazorpayStandIn({
      port: 0,
      keyId,
      keySecret,
      webhookSecret,
      webhookUrl: flaky.url,
      log: (line) => lines.push(line),
    });
    try {
      const order = (await fetch(`${retrying.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: basic(keyId, keySecret), 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 500, currency: 'INR' }),
      }).then((response) => response.json())) as RazorpayOrder;
      retrying.fail(order.id);
      await retrying.webhooksSettled();
      expect(retrying.webhookDeliveries()).toMatchObject([{ event: 'payment.failed', attempts: 2, delivered: true, status: 200 }]);
      expect(flaky.received.map((webhook) => webhook.eventId)).toEqual([flaky.received[0]?.eventId, flaky.received[0]?.eventId]);
      expect(lines.some((line) => line.includes('attempt 1 failed (HTTP 500'))).toBe(true);
    } finally {
      await retrying.close();
      await flaky.close();
    }
  });

  it('stops retrying when closed', async () => {
    const down = await startReceiver(() => 503);
    const closing = await startRazorpayStandIn({ port: 0, keyId, keySecret, webhookSecret, webhookUrl: down.url, log: quiet });
    try {
      const response = await fetch(`${closing.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: basic(keyId, keySecret), 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 500, currency: 'INR' }),
      });
      closing.fail(((await response.json()) as RazorpayOrder).id);
      await expect.poll(() => down.received.length).toBe(1);
      await closing.close();
      await closing.webhooksSettled();
      expect(closing.webhookDeliveries()).toMatchObject([{ event: 'payment.failed', attempts: 1, delivered: false }]);
      // Past the first retry's pause, still one request: closed, it retries no more (counted, not timed).
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[0] + 100));
      expect(down.received).toHaveLength(1);
    } finally {
      await down.close();
    }
  });

  it('sends nothing without autoWebhooks, and captures only when asked with autoCapture off', async () => {
    const manual = await startRazorpayStandIn({
      port: 0,
      keyId,
      keySecret,
      webhookSecret,
      webhookUrl: receiver.url,
      autoWebhooks: false,
      autoCapture: false,
      log: quiet,
    });
    try {
      const response = await fetch(`${manual.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: basic(keyId, keySecret), 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 500, currency: 'INR' }),
      });
      const order = (await response.json()) as RazorpayOrder;
      const { razorpay_payment_id: paymentId } = manual.pay(order.id);
      expect(manual.payment(paymentId)).toMatchObject({ status: 'authorized', captured: false });
      expect(manual.order(order.id)?.status).toBe('attempted');

      const capture = await fetch(`${manual.url}/v1/payments/${paymentId}/capture`, {
        method: 'POST',
        headers: { authorization: basic(keyId, keySecret), 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 500, currency: 'INR' }),
      });
      expect(await capture.json()).toMatchObject({ id: paymentId, status: 'captured', captured: true });
      expect(manual.order(order.id)).toMatchObject({ status: 'paid', amount_paid: 500, amount_due: 0 });
      await manual.webhooksSettled();
      expect(receiver.received).toHaveLength(0);
    } finally {
      await manual.close();
    }
  });
});

describe('formatRupees', () => {
  it.each([
    [29_900, '₹299'],
    [249_900, '₹2,499'],
    [10_000_000, '₹1,00,000'],
    [1_250, '₹12.50'],
  ])('%i paise reads %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });
});
