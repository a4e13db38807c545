import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';
import { startPushStandIn } from '../../tools/push-stand-in/server.js';

/** The port of the push stand-in beside `npm start`; test runs add their TEST_PORT_OFFSET. */
export const PUSH_STAND_IN_PORT = 9397;

export interface PushSourceOptions {
  port: number;
  /**
   * Where `npm start` keeps its generated keys, so browsers' subscriptions (made for the public key)
   * survive a restart; tests make fresh keys every run.
   */
  keysFile?: string;
  /** Whether VAPID keys in the shell may be used (`npm start`), or never (`npm test`). */
  useRealKeys: boolean;
}

export interface PushSource {
  env: NodeJS.ProcessEnv;
  note: string;
  close(): Promise<void>;
}

interface LocalKeys {
  publicKey: string;
  privateKey: string;
  unsubscribeSecret: string;
}

function localKeys(file: string | undefined): LocalKeys {
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalKeys;
  const keys = { ...webpush.generateVAPIDKeys(), unsubscribeSecret: randomBytes(32).toString('base64url') };
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}

const usesRealKeys = (options: PushSourceOptions) =>
  options.useRealKeys && !!process.env.VAPID_PUBLIC_KEY && !!process.env.VAPID_PRIVATE_KEY;

/**
 * Web push on a local stack: the LOCAL STAND-IN of a push service (tools/push-stand-in) receives
 * what the functions send, checks the VAPID signature and decrypts it, and the functions get a
 * local VAPID key pair and unsubscribe secret (secrets, written to functions/.secret.local by the
 * launcher like the others) and the stand-in's origin, which they accept as a push endpoint only
 * on the emulators. VAPID keys in your shell (`npm start` only) are used instead of local ones,
 * for trying real browsers' push services.
 */
export async function preparePushSource(options: PushSourceOptions): Promise<PushSource> {
  const standIn = await startPushStandIn({ port: options.port });
  const keys = localKeys(options.keysFile);
  const real = usesRealKeys(options);
  return {
    env: {
      PUSH_STAND_IN_ORIGIN: standIn.url,
      // Not read by product code: where tests read what arrived.
      PUSH_STAND_IN_URL: standIn.url,
      VAPID_PUBLIC_KEY: real ? process.env.VAPID_PUBLIC_KEY : keys.publicKey,
      VAPID_PRIVATE_KEY: real ? process.env.VAPID_PRIVATE_KEY : keys.privateKey,
      UNSUBSCRIBE_SECRET: process.env.UNSUBSCRIBE_SECRET || keys.unsubscribeSecret,
    },
    note: `Web push: the LOCAL STAND-IN of a push service (tools/push-stand-in) on ${standIn.url} (what arrived: ${standIn.url}/messages)${real ? '; VAPID keys from your shell' : ''}`,
    close: () => standIn.close(),
  };
}

export const pushStandInPorts = (options: PushSourceOptions): Record<string, number> => ({ 'push stand-in': options.port });
