import { readFileSync, writeFileSync } from 'node:fs';
import { SAMPLE_SITE_SETTINGS, publicSiteSettings } from '@chem/contract';
import { join } from 'node:path';
import { withLocalOrigins, type HeaderRule, type LocalOrigins } from './csp.js';
import { ROOT, npmBin } from './paths.js';
import { run } from './run.js';
import { webDistFor, type LocalStack, type Ports } from './local-stack.js';
import { RAZORPAY_STAND_IN_PORT, paymentWebEnv, type PaymentSourceOptions } from './payment-source.js';
import { YOUTUBE_STAND_IN_PORT, videoWebEnv, type VideoSourceOptions } from './video-source.js';

/**
 * Builds functions and the site for a local stack. The site is told where the Auth emulator is
 * (VITE_AUTH_EMULATOR_HOST), which a deploy build never is, so it can only ever talk to a real
 * project from Hosting. Likewise it loads the Razorpay stand-in's checkout.js (VITE_RAZORPAY_CHECKOUT_URL)
 * unless `payments` says real keys are used, and the YouTube stand-in's test-mode IFrame Player API
 * (VITE_YOUTUBE_IFRAME_API_URL) unless `videos` says a real key is used; by default the stand-ins
 * on this offset's ports. As `npm run deploy` bakes the project's site settings into index.html, the
 * local build bakes the ones the seed writes, so the local first paint works as the deployed one does
 * (a later change in the admin arrives with the settings answer, as after a deploy).
 */
export function buildForLocalStack(
  stack: LocalStack,
  portOffset: number,
  payments: PaymentSourceOptions = { port: RAZORPAY_STAND_IN_PORT + portOffset, useRealKeys: false },
  videos: VideoSourceOptions = { port: YOUTUBE_STAND_IN_PORT + portOffset, useRealKey: false },
): boolean {
  const build = localBuild(stack.ports, portOffset, payments, videos);
  const built = build.commands.every(({ command, args, env }) => run(command, args, env));
  build.serveFrom(stack);
  return built;
}

/**
 * A local stack's build, in two halves: its commands, whose inputs (the stack's ports, the
 * stand-ins' URLs) are known before any emulator runs, so `npm test` can run them while the API
 * suite has the emulators; and `serveFrom`, which points the stack that serves it at the build.
 */
export interface LocalBuild {
  commands: Array<{ command: string; args: string[]; env: NodeJS.ProcessEnv }>;
  serveFrom(stack: LocalStack): void;
}

export function localBuild(
  ports: Pick<Ports, 'auth' | 'hosting'>,
  portOffset: number,
  payments: PaymentSourceOptions,
  videos: VideoSourceOptions,
): LocalBuild {
  const authEmulator = `127.0.0.1:${ports.auth}`;
  const paymentEnv = paymentWebEnv(payments);
  const videoEnv = videoWebEnv(videos);
  const webEnv = {
    ...process.env,
    VITE_AUTH_EMULATOR_HOST: authEmulator,
    SITE_SETTINGS_SNAPSHOT: JSON.stringify(publicSiteSettings(SAMPLE_SITE_SETTINGS)),
    // Canonical URLs and preview pictures name the stack's own Hosting, as a deploy names the site's.
    SITE_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
    ...paymentEnv,
    ...videoEnv,
  };
  const outDir = join(ROOT, webDistFor(portOffset));
  const checkout = paymentEnv.VITE_RAZORPAY_CHECKOUT_URL;
  const youtube = videoEnv.VITE_YOUTUBE_IFRAME_API_URL;
  return {
    commands: [
      { command: npmBin(), args: ['run', 'build', '-w', 'functions'], env: process.env },
      { command: npmBin(), args: ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'], env: webEnv },
    ],
    serveFrom(stack) {
      // The course pages are this build's index.html filled by the function (functions/src/services/pages.ts):
      // the emulated function inherits the stack's environment, so it reads this stack's own build.
      stack.env.PAGE_TEMPLATE_FILE = join(outDir, 'page-template.json');
      // The stack's Hosting serves the policy for what this build talks to: the Auth emulator and,
      // unless real keys are used, the Razorpay stand-in's checkout and the YouTube stand-in's player.
      // Production's stays in firebase.json.
      allowLocalOrigins(stack.configFile, {
        authEmulator: `http://${authEmulator}`,
        ...(checkout ? { checkout: new URL(checkout).origin } : {}),
        ...(youtube ? { youtube: new URL(youtube).origin } : {}),
      });
    },
  };
}

function allowLocalOrigins(configFile: string, local: LocalOrigins): void {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { hosting: { headers: HeaderRule[] } };
  config.hosting.headers = withLocalOrigins(config.hosting.headers, local);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
}
