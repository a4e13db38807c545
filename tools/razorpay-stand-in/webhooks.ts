/**
 * LOCAL STAND-IN, not product code: Razorpay's webhooks as documented. A JSON event POSTed to the
 * merchant's URL with `X-Razorpay-Signature` (HMAC-SHA256 hex of the exact raw body, keyed with the
 * webhook secret) and `X-Razorpay-Event-Id` (the same on every retry of one event, so receivers can
 * drop duplicates). A delivery that fails is logged and retried a couple of times, never thrown.
 */
import { createHmac } from 'node:crypto';
import { razorpayId, type RazorpayOrder, type RazorpayPayment } from './ledger.js';

export const WEBHOOK_EVENTS = ['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: unknown): value is WebhookEvent => (WEBHOOK_EVENTS as readonly unknown[]).includes(value);

export const STAND_IN_ACCOUNT_ID = 'acc_StandIn0000001';

/** The attempts of an automatic delivery: at once, then after each of these pauses (Razorpay backs off too, over hours). */
export const RETRY_DELAYS_MS = [500, 2000] as const;
const DELIVERY_TIMEOUT_MS = 5000;

export interface WebhookEventBody {
  entity: 'event';
  account_id: string;
  event: WebhookEvent;
  contains: Array<'payment' | 'order'>;
  payload: { payment: { entity: RazorpayPayment }; order?: { entity: RazorpayOrder } };
  created_at: number;
}

/** One event, ready to send: the raw body is signed and sent byte for byte. */
export interface SignedWebhook {
  eventId: string;
  event: WebhookEvent;
  paymentId: string;
  rawBody: string;
  signature: string;
}

/** What one POST to the receiver came back with. */
export interface WebhookResponse {
  eventId: string;
  event: WebhookEvent;
  status: number;
  ok: boolean;
  body: string;
}

/** The record of an automatic delivery, for tests and the log. */
export interface WebhookDelivery {
  eventId: string;
  event: WebhookEvent;
  paymentId: string;
  url: string;
  attempts: number;
  /** The last attempt's HTTP status, or undefined when it did not get one. */
  status?: number;
  /** Why the last attempt failed (a status other than 2xx, or a network error). */
  error?: string;
  delivered: boolean;
}

export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

export function signedWebhook(event: WebhookEvent, payment: RazorpayPayment, order: RazorpayOrder, webhookSecret: string): SignedWebhook {
  const withOrder = event === 'order.paid';
  const body: WebhookEventBody = {
    entity: 'event',
    account_id: STAND_IN_ACCOUNT_ID,
    event,
    contains: withOrder ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: payment }, ...(withOrder ? { order: { entity: order } } : {}) },
    created_at: Math.floor(Date.now() / 1000),
  };
  const rawBody = JSON.stringify(body);
  return { eventId: razorpayId(''), event, paymentId: payment.id, rawBody, signature: webhookSignature(rawBody, webhookSecret) };
}

/** One POST of a signed event; rejects only when no HTTP answer came back. */
export async function postWebhook(url: string, webhook: SignedWebhook): Promise<WebhookResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
      'user-agent': 'Razorpay-Webhook/v1 (local stand-in)',
    },
    body: webhook.rawBody,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  return { eventId: webhook.eventId, event: webhook.event, status: response.status, ok: response.ok, body: await response.text() };
}

/**
 * Sends events in the background, retrying failures, and keeps a record of every delivery.
 * `settled()` waits for everything queued so far; `stop()` drops pending retries (on close).
 */
export class WebhookOutbox {
  private readonly records: WebhookDelivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  /** Pauses in progress, with what ends each early (stop() ends them all). */
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Sends the events one after another (Razorpay does not promise an order; this keeps the log readable). */
  queue(webhooks: () => SignedWebhook[], delayMs: number): void {
    const run = (async () => {
      await this.pause(delayMs);
      if (this.stopped) return;
      for (const webhook of webhooks()) await this.deliver(webhook);
    })().catch((error: unknown) => this.log(`webhooks not sent: ${error instanceof Error ? error.message : String(error)}`));
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  deliveries(): WebhookDelivery[] {
    return this.records.map((record) => ({ ...record }));
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  stop(): void {
    this.stopped = true;
    for (const [timer, endPause] of this.timers) {
      clearTimeout(timer);
      endPause();
    }
    this.timers.clear();
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolvePause) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolvePause();
      }, ms);
      this.timers.set(timer, resolvePause);
    });
  }

  private async deliver(webhook: SignedWebhook): Promise<void> {
    const record: WebhookDelivery = {
      eventId: webhook.eventId,
      event: webhook.event,
      paymentId: webhook.paymentId,
      url: this.url,
      attempts: 0,
      delivered: false,
    };
    this.records.push(record);
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      await this.pause(delay);
      if (this.stopped) return;
      record.attempts += 1;
      try {
        const response = await postWebhook(this.url, webhook);
        record.status = response.status;
        if (response.ok) {
          record.delivered = true;
          delete record.error;
          this.log(`webhook ${webhook.event} for ${webhook.paymentId} delivered to ${this.url} (HTTP ${response.status})`);
          return;
        }
        record.error = `HTTP ${response.status} ${response.body.slice(0, 200)}`;
      } catch (error) {
        delete record.status;
        record.error = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      }
      this.log(`webhook ${webhook.event} for ${webhook.paymentId} to ${this.url}: attempt ${record.attempts} failed (${record.error})`);
    }
    this.log(`webhook ${webhook.event} for ${webhook.paymentId} given up after ${record.attempts} attempts`);
  }
}
