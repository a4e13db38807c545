import { LOCAL_RAZORPAY_KEYS, startRazorpayStandIn } from '../../tools/razorpay-stand-in/server.js';

export { LOCAL_RAZORPAY_KEYS };

/** The port of the Razorpay stand-in beside `npm start`; test runs add their TEST_PORT_OFFSET. */
export const RAZORPAY_STAND_IN_PORT = 9398;

export interface PaymentSourceOptions {
  port: number;
  /** Whether real Razorpay test-mode keys in the shell may be used (`npm start`), or never (`npm test`). */
  useRealKeys: boolean;
  /** Where the stand-in posts its webhooks: the site's webhook route behind Hosting. None without it. */
  webhookUrl?: string;
}

export interface PaymentSource {
  /** Added to the environment given to firebase-tools (the functions get it) and to the tests. */
  env: NodeJS.ProcessEnv;
  /** One line for the launcher's printout. */
  note: string;
  close(): Promise<void>;
}

const usesRealKeys = (options: Pick<PaymentSourceOptions, 'useRealKeys'>) =>
  options.useRealKeys && !!process.env.RAZORPAY_KEY_ID && !!process.env.RAZORPAY_KEY_SECRET;

export const razorpayStandInUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Where the local functions and the checkout page take payments. Real Razorpay test-mode keys in
 * the shell (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, and RAZORPAY_WEBHOOK_SECRET; only when
 * `useRealKeys` allows it) reach the functions as they are, and the site loads Razorpay's own
 * checkout. Otherwise the LOCAL STAND-IN (tools/razorpay-stand-in) takes the payments with fixed
 * local keys, and its test-mode checkout can succeed or fail one, so the whole purchase works
 * without an account or internet.
 */
export async function preparePaymentSource(options: PaymentSourceOptions): Promise<PaymentSource> {
  if (usesRealKeys(options)) {
    return {
      env: {},
      note: 'Payments: real Razorpay (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set in your shell; use test-mode keys)',
      close: () => Promise.resolve(),
    };
  }
  const standIn = await startRazorpayStandIn({
    port: options.port,
    keyId: LOCAL_RAZORPAY_KEYS.keyId,
    keySecret: LOCAL_RAZORPAY_KEYS.keySecret,
    webhookSecret: LOCAL_RAZORPAY_KEYS.webhookSecret,
    ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
  });
  return {
    env: {
      RAZORPAY_API_BASE_URL: standIn.url,
      RAZORPAY_KEY_ID: LOCAL_RAZORPAY_KEYS.keyId,
      RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY_KEYS.webhookSecret,
      // Not read by product code: for tests that drive the stand-in (its checkout calls, webhook replays).
      RAZORPAY_STAND_IN_URL: standIn.url,
    },
    note: `Payments: the LOCAL STAND-IN of Razorpay (tools/razorpay-stand-in, test mode, no money moves) on ${standIn.url}`,
    close: () => standIn.close(),
  };
}

/** The stand-in's port, when it will be started: for the launchers' check of taken ports. */
export function paymentStandInPorts(options: PaymentSourceOptions): Record<string, number> {
  return usesRealKeys(options) ? {} : { 'razorpay stand-in': options.port };
}

/**
 * What the web build needs: the stand-in's checkout.js, whose URL is known before the build since
 * its port is fixed. With real keys nothing is set, and the site loads Razorpay's own checkout.
 */
export function paymentWebEnv(options: PaymentSourceOptions): NodeJS.ProcessEnv {
  return usesRealKeys(options) ? {} : { VITE_RAZORPAY_CHECKOUT_URL: `${razorpayStandInUrl(options.port)}/v1/checkout.js` };
}
