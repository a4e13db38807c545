import type { AttemptCounter, RateLimit } from '../lib/rate-limit.js';

/**
 * Every rate limit of the API in one place. Defaults are the product's numbers; each can be lowered
 * or raised through an environment variable (functions/.env in production, the test process in
 * tests), read on every request so a test can change them between cases.
 *
 *   LOGIN_FAILURES_PER_EMAIL_CLIENT failed logins per email address from one client address per
 *                              window (default 10)
 *   LOGIN_FAILURES_PER_EMAIL   failed logins per email address from anywhere per window (default 50)
 *   LOGIN_FAILURES_PER_CLIENT  failed logins per client address, any emails, per window (default 20)
 *   LOGIN_FAILURE_WINDOW_MINUTES                                              (default 15)
 *   SIGNUPS_PER_CLIENT         sign-up attempts per client address per window (default 10)
 *   SIGNUP_WINDOW_MINUTES                                                     (default 60)
 *   CONTACT_MESSAGES_PER_CLIENT contact messages per client address per window (default 5)
 *   CONTACT_WINDOW_MINUTES                                                    (default 10)
 *   NOTE_PREVIEWS_PER_DAY      note previews per student per calendar day, India time (default 100);
 *                              (the daily downloads are the teacher's, in the admin's Settings)
 *   PAYMENT_ORDERS_PER_USER    checkout attempts (Razorpay orders) per student per hour (default 20)
 *   VIDEO_PAGES_PER_CLIENT     playlist pages per client address per 10 minutes that the API has to
 *                              fetch from YouTube (default 60; pages in its cache are not counted)
 *   PROVIDER_SIGNINS_PER_CLIENT Google/phone session exchanges per client address per window (default 30)
 *   PROVIDER_SIGNINS_PER_ACCOUNT the same per email or phone number (default 20)
 *   PROVIDER_SIGNIN_WINDOW_MINUTES                                            (default 15)
 *   PROFILE_COMPLETIONS_PER_USER profile completion attempts per account per hour (default 10)
 *
 * Failed logins lock an email on one client address after 10 (the guesser's own), so someone
 * guessing elsewhere cannot lock the student or the teacher out of their own network. The
 * per-email ceiling of 50 from anywhere stops guessing spread over many addresses without locking
 * the owner out: once it is full, only a client address with no failed login in the window (on
 * any email) has its password tried; the right password gets in, a wrong one is refused with the
 * ceiling's 429 and that address gets no further try. So each extra address buys a guesser one
 * guess per window, no more, and strangers cannot keep a student or the teacher out.
 * 20 per client address across emails stops password spraying and leaves room for a school's
 * computer lab, where a class shares one address and some mistype.
 *
 * Sign-ups allow 10 an hour rather than fewer because a school's computer lab shares one address,
 * and a class signing up together must not lock itself out; 10 still stops bulk account creation.
 * 5 contact messages in 10 minutes is more than a person writes and stops a script filling the
 * teacher's inbox. 30 note downloads a day is more than a student revising reads, and stops one
 * account saving the whole library for someone else. Previews are counted apart, 100 a day: a
 * preview sends the same stamped file, so without a limit of its own it would make the download
 * limit mean nothing; 100 is more than anyone reads in a day. The day is the calendar day in India
 * (Asia/Kolkata), so the limit resets at midnight where the students are, as the message says.
 * 20 checkout attempts an hour covers a student whose UPI app or bank keeps failing; beyond that
 * it is a script creating Razorpay orders. 60 playlist pages in 10 minutes is every page of every
 * class playlist several times over; beyond that a script is spending the teacher's YouTube quota.
 */
export const RATE_LIMIT_DEFAULTS = {
  LOGIN_FAILURES_PER_EMAIL_CLIENT: 10,
  LOGIN_FAILURES_PER_EMAIL: 50,
  LOGIN_FAILURES_PER_CLIENT: 20,
  LOGIN_FAILURE_WINDOW_MINUTES: 15,
  SIGNUPS_PER_CLIENT: 10,
  SIGNUP_WINDOW_MINUTES: 60,
  CONTACT_MESSAGES_PER_CLIENT: 5,
  CONTACT_WINDOW_MINUTES: 10,
  NOTE_PREVIEWS_PER_DAY: 100,
  PAYMENT_ORDERS_PER_USER: 20,
  VIDEO_PAGES_PER_CLIENT: 60,
  RESET_LINKS_PER_EMAIL: 3,
  RESET_LINKS_PER_CLIENT: 10,
  RESET_LINK_WINDOW_MINUTES: 60,
  RESET_CODES_PER_CLIENT: 20,
  PASSWORD_CHANGES_PER_USER: 10,
  SIGN_OUTS_EVERYWHERE_PER_USER: 10,
  PROVIDER_SIGNINS_PER_CLIENT: 30,
  PROVIDER_SIGNINS_PER_ACCOUNT: 20,
  PROVIDER_SIGNIN_WINDOW_MINUTES: 15,
  PROFILE_COMPLETIONS_PER_USER: 10,
  VERIFICATION_EMAILS_PER_USER: 3,
  DATA_EXPORTS_PER_USER: 5,
  ACCOUNT_DELETIONS_PER_USER: 10,
  PROFILE_CHANGES_PER_USER: 20,
  EMAIL_CHANGES_PER_USER: 5,
  EMAIL_CHANGE_CODES_PER_CLIENT: 20,
  TEST_STARTS_PER_USER: 30,
  ANSWER_SAVES_PER_QUESTION: 20,
  COUPON_CHECKS_PER_USER: 30,
  SALES_EXPORTS_PER_ADMIN: 30,
  NOTIFICATION_READS_PER_USER: 300,
  NOTIFICATION_SETTINGS_PER_USER: 60,
  UNSUBSCRIBES_PER_CLIENT: 30,
  CERTIFICATE_PDFS_PER_USER: 30,
  DOUBT_MESSAGES_PER_USER: 30,
  ANNOUNCEMENTS_PER_ADMIN: 30,
  PRACTICE_ANSWERS_PER_USER: 300,
  PRACTICE_CHANGES_PER_USER: 120,
  LIVE_CLASS_CHANGES_PER_ADMIN: 60,
  LIVE_CLASS_JOINS_PER_USER: 60,
} as const;

type LimitName = keyof typeof RATE_LIMIT_DEFAULTS;

/** A positive whole number from the environment, else the default (a typo must not disable a limit). */
export function limitSetting(name: LimitName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : RATE_LIMIT_DEFAULTS[name];
}

/** "15 minutes", "a minute", "an hour", "2 hours": the wait a 429 message promises. */
export function describeWindow(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? 'an hour' : `${hours} hours`;
  }
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** `setting` attempts per hour, refused with "Too many <what>. Please try again in an hour." */
function hourlyLimit(name: string, setting: LimitName, what: string, env: NodeJS.ProcessEnv): RateLimit {
  return {
    name,
    limit: limitSetting(setting, env),
    windowMs: 60 * 60_000,
    message: `Too many ${what}. Please try again in ${describeWindow(60)}.`,
  };
}

export interface LoginLimits {
  perEmailAndClient: RateLimit;
  perEmail: RateLimit;
  perClient: RateLimit;
}

export function loginLimits(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const minutes = limitSetting('LOGIN_FAILURE_WINDOW_MINUTES', env);
  const message = `Too many failed login attempts. Please try again in ${describeWindow(minutes)}.`;
  const windowMs = minutes * 60_000;
  return {
    perEmailAndClient: {
      name: 'login-failures-email-client',
      limit: limitSetting('LOGIN_FAILURES_PER_EMAIL_CLIENT', env),
      windowMs,
      message,
    },
    perEmail: { name: 'login-failures-email', limit: limitSetting('LOGIN_FAILURES_PER_EMAIL', env), windowMs, message },
    perClient: { name: 'login-failures-client', limit: limitSetting('LOGIN_FAILURES_PER_CLIENT', env), windowMs, message },
  };
}

/**
 * The counters a password guess at `email` from `client` counts on (lib/rate-limit.ts
 * `takeAttempt`). Every check of a password (the logins, a password change, an email change, an
 * account deletion) goes through these, by `verifyPassword` in services/owner-proof.ts. The
 * per-email one is a ceiling: full, it still lets a client that has not failed try its password.
 */
export function signInCounters(email: string, client: string, env: NodeJS.ProcessEnv = process.env): AttemptCounter[] {
  const limits = loginLimits(env);
  const account = email.trim().toLowerCase();
  return [
    { rule: limits.perEmailAndClient, key: `${account}|${client}` },
    { rule: limits.perEmail, key: account, ceiling: true },
    { rule: limits.perClient, key: client },
  ];
}

export function signupLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  const minutes = limitSetting('SIGNUP_WINDOW_MINUTES', env);
  return {
    name: 'signups-client',
    limit: limitSetting('SIGNUPS_PER_CLIENT', env),
    windowMs: minutes * 60_000,
    message: `Too many sign-ups from your network. Please try again in ${describeWindow(minutes)}.`,
  };
}

export function contactLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  const minutes = limitSetting('CONTACT_WINDOW_MINUTES', env);
  return {
    name: 'contact-messages-client',
    limit: limitSetting('CONTACT_MESSAGES_PER_CLIENT', env),
    windowMs: minutes * 60_000,
    message: `Too many messages sent. Please try again in ${describeWindow(minutes)}.`,
  };
}

/**
 * Note downloads, and previews, per student per day. Downloads are the teacher's number, in the
 * admin's Settings; previews come from NOTE_PREVIEWS_PER_DAY. The caller keys the counter by student
 * and India date (see services/note-records.ts), so each day starts a new counter; the window only has
 * to outlast a day. Admins are not limited.
 */
export function noteUseLimit(use: 'download' | 'preview', downloadsPerDay: number, env: NodeJS.ProcessEnv = process.env): RateLimit {
  const limit = use === 'download' ? downloadsPerDay : limitSetting('NOTE_PREVIEWS_PER_DAY', env);
  return {
    name: use === 'download' ? 'note-downloads-student' : 'note-previews-student',
    limit,
    windowMs: 24 * 60 * 60_000,
    message: `You have reached today's limit of ${limit} note ${use}s. You can ${use} again after midnight (India time).`,
  };
}

/** Razorpay orders a student may create in an hour (each Confirm & Pay creates one). */
export function paymentOrderLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return {
    name: 'payment-orders-user',
    limit: limitSetting('PAYMENT_ORDERS_PER_USER', env),
    windowMs: 60 * 60_000,
    message: `Too many payment attempts. Please try again in ${describeWindow(60)}, or contact us if a payment keeps failing.`,
  };
}

/** Playlist pages a client may make the API fetch from YouTube (each costs quota) in 10 minutes. */
export function videoPageLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return {
    name: 'video-pages-client',
    limit: limitSetting('VIDEO_PAGES_PER_CLIENT', env),
    windowMs: 10 * 60_000,
    message: `Too many video pages requested. Please try again in ${describeWindow(10)}.`,
  };
}

/**
 * Account recovery (services/account-recovery.ts):
 *   RESET_LINKS_PER_EMAIL      reset emails per address per window (default 3): a student who did
 *                              not see the first mail asks again; more would let a stranger fill
 *                              someone's inbox. Counted whether or not the address has an account,
 *                              so the 429 tells nothing either.
 *   RESET_LINKS_PER_CLIENT     reset emails per client address, any addresses (default 10)
 *   RESET_LINK_WINDOW_MINUTES                                                 (default 60)
 *   RESET_CODES_PER_CLIENT     reset codes checked or used per client address per 15 minutes
 *                              (default 20): a student opens the link a few times, a guesser far more
 *   PASSWORD_CHANGES_PER_USER  password changes per student per hour (default 10); a wrong current
 *                              password also counts on the failed-login limits (signInCounters)
 *   SIGN_OUTS_EVERYWHERE_PER_USER  per student per hour (default 10)
 */
export function resetLinkCounters(email: string, client: string, env: NodeJS.ProcessEnv = process.env): AttemptCounter[] {
  const minutes = limitSetting('RESET_LINK_WINDOW_MINUTES', env);
  const windowMs = minutes * 60_000;
  const message = `Too many reset links asked for. Please try again in ${describeWindow(minutes)}.`;
  return [
    {
      rule: { name: 'reset-links-email', limit: limitSetting('RESET_LINKS_PER_EMAIL', env), windowMs, message },
      key: email.trim().toLowerCase(),
    },
    { rule: { name: 'reset-links-client', limit: limitSetting('RESET_LINKS_PER_CLIENT', env), windowMs, message }, key: client },
  ];
}

export function resetCodeLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return {
    name: 'reset-codes-client',
    limit: limitSetting('RESET_CODES_PER_CLIENT', env),
    windowMs: 15 * 60_000,
    message: `Too many reset attempts. Please try again in ${describeWindow(15)}.`,
  };
}

export function passwordChangeLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('password-changes-user', 'PASSWORD_CHANGES_PER_USER', 'password changes', env);
}

export function signOutEverywhereLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('sign-outs-everywhere-user', 'SIGN_OUTS_EVERYWHERE_PER_USER', 'sign-outs', env);
}

/**
 * The student's own-data endpoints (services/account-data.ts, email-verification.ts and
 * profile-changes.ts), each counted per account and per client address: verification emails
 * (VERIFICATION_EMAILS_PER_USER, default 3 an hour: a student whose mail is slow asks again once or
 * twice; beyond that it fills someone's inbox), copies of their data (DATA_EXPORTS_PER_USER, default 5 an hour: each reads
 * every record of the account), deletion requests (ACCOUNT_DELETIONS_PER_USER, default 10 an hour;
 * a wrong password also counts as a failed login), profile saves (PROFILE_CHANGES_PER_USER,
 * default 20 an hour: more edits than anyone makes) and, among them, email changes
 * (EMAIL_CHANGES_PER_USER, default 5 an hour: each sends a link to the new address and a notice to
 * the old one, and each answers whether the new address already has an account, as a signup
 * would). The per-client ceiling is ten times the per-account one, for a school lab sharing an
 * address.
 */
export type OwnDataAction = 'verification-email' | 'data-export' | 'account-deletion' | 'profile-change' | 'email-change';

const OWN_DATA_SETTINGS: Record<OwnDataAction, { setting: LimitName; message: string }> = {
  'verification-email': {
    setting: 'VERIFICATION_EMAILS_PER_USER',
    message: 'Too many verification emails requested. Please check your inbox (and spam folder), or try again in an hour.',
  },
  'data-export': { setting: 'DATA_EXPORTS_PER_USER', message: 'Too many downloads of your data. Please try again in an hour.' },
  'account-deletion': { setting: 'ACCOUNT_DELETIONS_PER_USER', message: 'Too many attempts. Please try again in an hour.' },
  'profile-change': { setting: 'PROFILE_CHANGES_PER_USER', message: 'Too many profile changes. Please try again in an hour.' },
  'email-change': {
    setting: 'EMAIL_CHANGES_PER_USER',
    message: 'Too many email changes. Please check your inbox (and spam folder) for the link, or try again in an hour.',
  },
};

export function ownDataCounters(
  action: OwnDataAction,
  uid: string,
  client: string,
  env: NodeJS.ProcessEnv = process.env,
): AttemptCounter[] {
  const { setting, message } = OWN_DATA_SETTINGS[action];
  const limit = limitSetting(setting, env);
  const windowMs = 60 * 60_000;
  return [
    { rule: { name: `${action}-user`, limit, windowMs, message }, key: uid },
    { rule: { name: `${action}-client`, limit: limit * 10, windowMs, message }, key: client },
  ];
}

/**
 * Google and phone sign-ins: each exchange of a Firebase ID token for a session, counted per client
 * address (before the token is checked, so invalid tokens count too) and per email or phone number
 * (after). Auth limits the SMS codes themselves; these stop a script replaying tokens at the API.
 */
export function providerSignInLimits(env: NodeJS.ProcessEnv = process.env): { perClient: RateLimit; perAccount: RateLimit } {
  const minutes = limitSetting('PROVIDER_SIGNIN_WINDOW_MINUTES', env);
  const message = `Too many sign-in attempts. Please try again in ${describeWindow(minutes)}.`;
  const windowMs = minutes * 60_000;
  return {
    perClient: { name: 'provider-signins-client', limit: limitSetting('PROVIDER_SIGNINS_PER_CLIENT', env), windowMs, message },
    perAccount: { name: 'provider-signins-account', limit: limitSetting('PROVIDER_SIGNINS_PER_ACCOUNT', env), windowMs, message },
  };
}

/**
 * Email-change links opened per client address per 15 minutes (EMAIL_CHANGE_CODES_PER_CLIENT,
 * default 20), as for reset codes: a student opens the link a few times, a guesser far more.
 */
export function emailChangeCodeLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return {
    name: 'email-change-codes-client',
    limit: limitSetting('EMAIL_CHANGE_CODES_PER_CLIENT', env),
    windowMs: 15 * 60_000,
    message: `Too many confirmation attempts. Please try again in ${describeWindow(15)}.`,
  };
}

/** Profile completions per account per hour: a form sent a few times over, not a script. */
export function profileCompletionLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('profile-completions-user', 'PROFILE_COMPLETIONS_PER_USER', 'attempts', env);
}

/**
 * Practice tests (services/practice-tests/attempts.ts):
 *   TEST_STARTS_PER_USER       attempts started (or resumed through Start) per student per hour
 *                              (default 30): more tests than anyone sits in an hour, and each start
 *                              copies a whole test into a new document.
 *   ANSWER_SAVES_PER_QUESTION  answer saves per question of an attempt (default 20): a student
 *                              changes their mind a few times; a script saving in a loop stops. It
 *                              is counted on the attempt itself, so a save stays one write.
 */
export function testStartLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('test-starts-user', 'TEST_STARTS_PER_USER', 'tests started', env);
}

export const answerSavesPerQuestion = (env: NodeJS.ProcessEnv = process.env): number => limitSetting('ANSWER_SAVES_PER_QUESTION', env);

export const TOO_MANY_SAVES = 'Too many changes to the answers of this attempt. Submit it, or start the test again later.';

/** Coupon codes a student may try in an hour: enough for typos, too few to guess codes. */
export function couponCheckLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('coupon-checks-user', 'COUPON_CHECKS_PER_USER', 'coupon codes tried', env);
}

/**
 * The admin's CSV exports and the sales counters' rebuild (services/sales-*.ts) each read every
 * student or payment: SALES_EXPORTS_PER_ADMIN (default 30 an hour, together) is far more than a
 * teacher downloads, and keeps a leaked admin session or a stuck script from running up reads.
 */
export function salesExportLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('sales-exports-admin', 'SALES_EXPORTS_PER_ADMIN', 'exports', env);
}

/**
 * Notifications (services/notifications/):
 *   NOTIFICATION_READS_PER_USER     "mark read" calls per student per hour (default 300): a student
 *                                   opens a few notifications at a time; a script in a loop stops.
 *   NOTIFICATION_SETTINGS_PER_USER  preference saves and push (un)subscriptions per student per hour
 *                                   (default 60): a browser re-subscribes on each visit at most.
 *   UNSUBSCRIBES_PER_CLIENT         one-click unsubscribes per client address per 15 minutes (default
 *                                   30): mail apps send one per click; the links are signed anyway.
 */
export function notificationReadLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('notification-reads-user', 'NOTIFICATION_READS_PER_USER', 'requests', env);
}

export function notificationSettingsLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('notification-settings-user', 'NOTIFICATION_SETTINGS_PER_USER', 'changes to your notification settings', env);
}

export function unsubscribeLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return {
    name: 'unsubscribes-client',
    limit: limitSetting('UNSUBSCRIBES_PER_CLIENT', env),
    windowMs: 15 * 60_000,
    message: `Too many requests. Please try again in ${describeWindow(15)}.`,
  };
}

/**
 * Certificate PDFs a student may download in an hour (CERTIFICATE_PDFS_PER_USER, default 30): each
 * is drawn afresh with the fonts, and a student downloads theirs a few times; beyond that it is a
 * script spending the function's time. The teacher is not limited.
 */
export function certificatePdfLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('certificate-pdfs-user', 'CERTIFICATE_PDFS_PER_USER', 'certificate downloads', env);
}

/**
 * Doubts (services/doubts/): the doubts a student asks per India day are the teacher's number, in
 * the admin's Settings (default 5), counted per student and India date like note downloads, so the
 * limit resets at midnight where the students are. Follow-ups on their own doubts are counted apart,
 * DOUBT_MESSAGES_PER_USER an hour (default 30): a conversation with the teacher, never a script
 * filling her queue.
 */
export function doubtDailyLimit(perDay: number): RateLimit {
  return {
    name: 'doubts-student',
    limit: perDay,
    windowMs: 24 * 60 * 60_000,
    message: `You have reached today's limit of ${perDay} doubts. You can ask again after midnight (India time).`,
  };
}

export function doubtMessageLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('doubt-messages-user', 'DOUBT_MESSAGES_PER_USER', 'messages on doubts', env);
}

/**
 * ANNOUNCEMENTS_PER_ADMIN an hour (default 30): announcements written or cancelled. The teacher
 * writes a few a week; a stolen admin session in a loop must not send every student thousands.
 */
export function announcementLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('announcements-admin', 'ANNOUNCEMENTS_PER_ADMIN', 'announcements', env);
}

/**
 * Chapter practice (services/chapter-practice/):
 *   PRACTICE_ANSWERS_PER_USER  answers checked per student per hour (default 300): one every 12
 *                              seconds for an hour is more than anyone reads and thinks through;
 *                              a script walking the bank for its keys stops.
 *   PRACTICE_CHANGES_PER_USER  bookmarks and settings saved per student per hour (default 120).
 */
export function practiceAnswerLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('practice-answers-user', 'PRACTICE_ANSWERS_PER_USER', 'answers checked', env);
}

export function practiceChangeLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('practice-changes-user', 'PRACTICE_CHANGES_PER_USER', 'changes to your practice', env);
}

/**
 * Live classes (services/live-classes/):
 *   LIVE_CLASS_CHANGES_PER_ADMIN  schedules, edits, cancellations and "Make it a lesson" per admin
 *                                 per hour (default 60): a week's timetable typed in one sitting is
 *                                 far fewer; a leaked session or a stuck script stops here, before it
 *                                 queues reminders to every student.
 *   LIVE_CLASS_JOINS_PER_USER     joins and calendar files per student per hour (default 60): a
 *                                 student rejoins after a dropped connection a few times; a script
 *                                 asking for links in a loop stops.
 */
export function liveClassChangeLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('live-class-changes-admin', 'LIVE_CLASS_CHANGES_PER_ADMIN', 'changes to live classes', env);
}

export function liveClassJoinLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  return hourlyLimit('live-class-joins-user', 'LIVE_CLASS_JOINS_PER_USER', 'requests for live classes', env);
}
