/**
 * LOCAL STAND-IN, not product code: the Razorpay stand-in (see server.ts) from the command line.
 *
 *   tsx tools/razorpay-stand-in/cli.ts [--port 9398] [--host 127.0.0.1] [--webhook-url http://127.0.0.1:5000/api/payments/webhook]
 *       starts it on its own with the local keys (LOCAL_RAZORPAY_KEYS), e.g. beside `npm run dev -w web`
 *
 *   tsx tools/razorpay-stand-in/cli.ts send-webhook --event payment.captured --payment pay_... [--url http://127.0.0.1:9398] [--to <receiver url>]
 *       asks a running stand-in (the one `npm start` runs, by default) to send one signed webhook
 *       for a payment again, to its webhook URL or to --to
 */
import { LOCAL_RAZORPAY_KEYS, startRazorpayStandIn, type WebhookResponse } from './server.js';
import { WEBHOOK_EVENTS, isWebhookEvent } from './webhooks.js';
import { cliOption, cliPort, closeOnSignal } from '../lib/local-server.js';

const DEFAULT_PORT = 9398;

async function serve(args: string[]): Promise<void> {
  const webhookUrl = cliOption(args, '--webhook-url');
  const standIn = await startRazorpayStandIn({
    port: cliPort(args, DEFAULT_PORT),
    host: cliOption(args, '--host') ?? '127.0.0.1',
    keyId: LOCAL_RAZORPAY_KEYS.keyId,
    keySecret: LOCAL_RAZORPAY_KEYS.keySecret,
    webhookSecret: LOCAL_RAZORPAY_KEYS.webhookSecret,
    ...(webhookUrl ? { webhookUrl } : {}),
  });
  console.log(`Razorpay stand-in (LOCAL STAND-IN of Razorpay, test mode, no money moves) listening on ${standIn.url}`);
  console.log(
    `  functions: RAZORPAY_API_BASE_URL=${standIn.url} RAZORPAY_KEY_ID=${LOCAL_RAZORPAY_KEYS.keyId} ` +
      `RAZORPAY_KEY_SECRET=${LOCAL_RAZORPAY_KEYS.keySecret} RAZORPAY_WEBHOOK_SECRET=${LOCAL_RAZORPAY_KEYS.webhookSecret}`,
  );
  console.log(`  web build: VITE_RAZORPAY_CHECKOUT_URL=${standIn.checkoutUrl}`);
  console.log(webhookUrl ? `  webhooks go to ${webhookUrl}` : '  no --webhook-url: webhooks are not sent');
  closeOnSignal(() => standIn.close());
}

async function sendWebhook(args: string[]): Promise<void> {
  const event = cliOption(args, '--event');
  const paymentId = cliOption(args, '--payment');
  if (!isWebhookEvent(event) || !paymentId) {
    throw new Error(
      `usage: send-webhook --event <${WEBHOOK_EVENTS.join('|')}> --payment pay_... [--url <stand-in url>] [--to <receiver url>]`,
    );
  }
  const standInUrl = cliOption(args, '--url') ?? `http://127.0.0.1:${DEFAULT_PORT}`;
  const to = cliOption(args, '--to');
  const response = await fetch(`${standInUrl}/test-checkout/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event, payment_id: paymentId, ...(to ? { url: to } : {}) }),
  }).catch(() => {
    throw new Error(`no Razorpay stand-in answers at ${standInUrl}: is \`npm start\` running? (or pass --url)`);
  });
  const body = (await response.json()) as WebhookResponse & { error?: { description: string } };
  if (!response.ok) throw new Error(body.error?.description ?? `the stand-in answered HTTP ${response.status}`);
  console.log(`Sent ${body.event} for ${paymentId} (event id ${body.eventId}): the receiver answered HTTP ${body.status}`);
  if (body.body) console.log(`  ${body.body.slice(0, 500)}`);
  if (!body.ok) process.exitCode = 1;
}

const [command, ...rest] = process.argv.slice(2);
const run = command === 'send-webhook' ? sendWebhook(rest) : serve(process.argv.slice(2));
run.catch((err: unknown) => {
  console.error(`Razorpay stand-in: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
