import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withLocalOrigins, type HeaderRule, type LocalOrigins } from './csp.js';
import { ROOT, npmBin } from './paths.js';
import { run } from './run.js';
import { webDistFor, type LocalStack } from './local-stack.js';
import { RAZORPAY_STAND_IN_PORT, paymentWebEnv, type PaymentSourceOptions } from './payment-source.js';

/**
 * Builds functions and the site for a local stack. The site is told where the Auth emulator is
 * (VITE_AUTH_EMULATOR_HOST), which a deploy build never is, so it can only ever talk to a real
 * project from Hosting. Likewise it loads the Razorpay stand-in's checkout.js (VITE_RAZORPAY_CHECKOUT_URL)
 * unless `payments` says real keys are used; by default the stand-in on this offset's port.
 */
export function buildForLocalStack(
  stack: LocalStack,
  portOffset: number,
  payments: PaymentSourceOptions = { port: RAZORPAY_STAND_IN_PORT + portOffset, useRealKeys: false },
): boolean {
  const authEmulator = `127.0.0.1:${stack.ports.auth}`;
  const paymentEnv = paymentWebEnv(payments);
  const webEnv = { ...process.env, VITE_AUTH_EMULATOR_HOST: authEmulator, ...paymentEnv };
  const outDir = join(ROOT, webDistFor(portOffset));
  const built =
    run(npmBin(), ['run', 'build', '-w', 'functions']) &&
    run(npmBin(), ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'], webEnv);
  // The stack's Hosting serves the policy for what this build talks to: the Auth emulator and,
  // unless real keys are used, the Razorpay stand-in's checkout. Production's stays in firebase.json.
  const checkout = paymentEnv.VITE_RAZORPAY_CHECKOUT_URL;
  allowLocalOrigins(stack.configFile, {
    authEmulator: `http://${authEmulator}`,
    ...(checkout ? { checkout: new URL(checkout).origin } : {}),
  });
  return built;
}

function allowLocalOrigins(configFile: string, local: LocalOrigins): void {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { hosting: { headers: HeaderRule[] } };
  config.hosting.headers = withLocalOrigins(config.hosting.headers, local);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
}
