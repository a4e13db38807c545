import { mkdirSync } from 'node:fs';
import { StackSetupError } from './local-stack.js';

/** The ports of the local mail catcher beside `npm start` (maildev's usual ones); test runs add their TEST_PORT_OFFSET. */
export const MAILDEV_SMTP_PORT = 1025;
export const MAILDEV_WEB_PORT = 1080;

/** The local SMTP login: maildev is started requiring it, so the functions log in as they would to a real server. */
export const LOCAL_SMTP = { user: 'local', password: 'local-maildev', from: 'Chemistry Classes (local) <classes@localhost>' } as const;

export interface MailSourceOptions {
  smtpPort: number;
  webPort: number;
  /** Where maildev keeps the caught mails (so `npm start` keeps them between runs). */
  mailDirectory: string;
  /** Whether real SMTP settings in the shell may be used (`npm start`), or never (`npm test`). */
  useRealSmtp: boolean;
}

export interface MailSource {
  /** Added to the environment given to firebase-tools (the functions get it) and to the tests. */
  env: NodeJS.ProcessEnv;
  /** One line for the launcher's printout. */
  note: string;
  /** The inbox to open in a browser, when the catcher runs. */
  inboxUrl?: string;
  close(): Promise<void>;
}

const usesRealSmtp = (options: Pick<MailSourceOptions, 'useRealSmtp'>) => options.useRealSmtp && !!process.env.SMTP_HOST;

/**
 * Where the local functions send email. Real SMTP settings in the shell (SMTP_HOST, SMTP_PORT,
 * SMTP_USER, SMTP_PASSWORD, MAIL_FROM; only when `useRealSmtp` allows it) reach the functions as
 * they are, and mail really goes out. Otherwise a real SMTP catcher, maildev, takes every email the
 * site sends and shows it in its web inbox (and REST API, which the tests read): nothing leaves the
 * machine.
 */
export async function prepareMailSource(options: MailSourceOptions): Promise<MailSource> {
  if (usesRealSmtp(options)) {
    return {
      env: {},
      note: `Email: real SMTP (SMTP_HOST is set in your shell: ${process.env.SMTP_HOST}); emails really go out`,
      close: () => Promise.resolve(),
    };
  }
  // Node's fetch (the tests) and browsers refuse 10080 (1080 + an offset of 9000), as local-stack.ts checks for the emulators.
  if (options.webPort === 10_080)
    throw new StackSetupError('TEST_PORT_OFFSET=9000 puts the mail inbox on port 10080, which fetch refuses. Try 3000.');
  mkdirSync(options.mailDirectory, { recursive: true });
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    incomingUser: LOCAL_SMTP.user,
    incomingPass: LOCAL_SMTP.password,
    mailDirectory: options.mailDirectory,
    silent: true,
  });
  await maildev.start();
  const inboxUrl = `http://127.0.0.1:${options.webPort}`;
  return {
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      SMTP_USER: LOCAL_SMTP.user,
      SMTP_PASSWORD: LOCAL_SMTP.password,
      MAIL_FROM: LOCAL_SMTP.from,
      // Not read by product code: where the tests read the caught mails (tests/support/mail.ts).
      MAILDEV_URL: inboxUrl,
    },
    note: `Email: maildev, a local SMTP catcher (SMTP 127.0.0.1:${options.smtpPort}), inbox ${inboxUrl}: nothing leaves this machine`,
    inboxUrl,
    close: () => maildev.stop(),
  };
}

/** The catcher's ports, when it will be started: for the launchers' check of taken ports. */
export function mailCatcherPorts(options: MailSourceOptions): Record<string, number> {
  return usesRealSmtp(options) ? {} : { 'maildev smtp': options.smtpPort, 'maildev inbox': options.webPort };
}
