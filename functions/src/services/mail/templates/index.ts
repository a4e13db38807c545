import { isNotificationLink, isSitePath, MAIL_TEMPLATES, type Language, type MailTemplateId } from '@chem/contract';
import { z } from 'zod';
import { indiaDate, MAIL_MESSAGES, mailMessages, rupees, type MailMessages } from '../messages.js';
import { renderBody, type MailBody, type MailSite, type RenderedMail } from './layout.js';

export type { MailSite, RenderedMail } from './layout.js';

/**
 * The emails, one entry each: what its stored `data` must hold (checked when it is sent, since
 * the mail document may be older than this code), and the body it makes. Only plain values are
 * stored: text, paise, ISO dates. Links are built from the site's own address, never from data, but for
 * the https address a teacher put in an announcement (checked again here).
 */

/** Where the links of the emails lead (the web app's routes). */
export const SITE_PATHS = {
  dashboard: '/UserDashboard',
  /** Where an email change's link lands (`?code=`). */
  confirmEmail: '/AuthPage/email',
  plans: '/SubscriptioinPage',
  adminMessages: '/admin',
  /** A doubt's thread (`/doubts/<id>`). */
  doubt: '/doubts/',
} as const;

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');
const paise = z.number().int().min(0);

const SCHEMAS = {
  welcome: z.object({}),
  'payment-receipt': z.object({ planName: z.string(), amount: paise, paymentId: z.string(), startDate: isoDate, endDate: isoDate }),
  'renewal-reminder': z.object({ planName: z.string(), endDate: isoDate }),
  'subscription-ended': z.object({ planName: z.string(), endDate: isoDate }),
  'refund-processed': z.object({ planName: z.string(), amountRefunded: paise, paymentId: z.string(), full: z.boolean() }),
  'contact-message': z.object({ name: z.string(), email: z.string(), phone: z.string(), message: z.string() }),
  'daily-sales': z.object({ day: isoDate, payments: z.number().int().min(0), amount: paise, newAccounts: z.number().int().min(0) }),
  'email-change-link': z.object({ newEmail: z.string(), code: z.string().regex(/^[\w.-]+$/), expiresAt: isoDate }),
  'email-change-notice': z.object({ newEmail: z.string() }),
  // A notification's email (services/notifications/): its text as rendered for the student, and where it leads.
  notification: z.object({
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().refine(isNotificationLink).nullable(),
  }),
  'doubt-answered': z.object({ doubtId: z.string().regex(/^[A-Za-z0-9_-]+$/), excerpt: z.string() }),
  // A corrected answer key changed the student's score (services/practice-tests/corrections.ts).
  'key-corrected': z.object({
    testId: z.string().regex(/^[A-Za-z0-9_-]+$/),
    attemptId: z.string().regex(/^[A-Za-z0-9_-]+$/),
    testTitle: z.string(),
    scoreBefore: z.number(),
    scoreAfter: z.number(),
  }),
} satisfies Record<MailTemplateId, z.ZodType>;

export type MailData<Id extends MailTemplateId> = z.infer<(typeof SCHEMAS)[Id]>;

interface Context {
  site: MailSite;
  /** The student's name when the mail goes to a student; '' when unknown. */
  recipientName: string;
  /** The student's language (their profile's); English when left out. The teacher's alerts are always English. */
  language?: Language;
}

/** The teacher's own alerts: written in English whatever the context says. */
const TEACHER_TEMPLATES: ReadonlySet<MailTemplateId> = new Set(['contact-message', 'daily-sales']);

type Builders = { [Id in MailTemplateId]: (data: MailData<Id>, context: Context & { text: MailMessages }) => MailBody };

const link = (site: MailSite, path: string) => `${site.siteUrl}${path}`;

const BUILDERS: Builders = {
  welcome: (_data, { site, recipientName, text }) => ({
    subject: text.welcome.subject(site.siteName),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.welcome.lines(site.siteName)],
    action: { label: text.welcome.action, url: link(site, SITE_PATHS.dashboard) },
  }),
  'payment-receipt': (data, { site, recipientName, text: words }) => {
    const text = words.receipt;
    return {
      subject: text.subject(site.siteName, data.planName),
      greeting: words.greeting(recipientName),
      paragraphs: [...text.lines(data.planName), text.invoiceAttached],
      facts: [
        [text.plan, data.planName],
        [text.amount, rupees(data.amount)],
        [text.period, text.periodValue(data.startDate, data.endDate)],
        [text.paymentId, data.paymentId],
      ],
      action: { label: text.action, url: link(site, SITE_PATHS.dashboard) },
    };
  },
  'renewal-reminder': (data, { site, recipientName, text }) => ({
    subject: text.renewalReminder.subject(data.planName),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.renewalReminder.lines(data.planName, data.endDate)],
    action: { label: text.renewalReminder.action, url: link(site, SITE_PATHS.plans) },
  }),
  'subscription-ended': (data, { site, recipientName, text }) => ({
    subject: text.subscriptionEnded.subject(data.planName),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.subscriptionEnded.lines(data.planName, data.endDate)],
    action: { label: text.subscriptionEnded.action, url: link(site, SITE_PATHS.plans) },
  }),
  'refund-processed': (data, { site, recipientName, text }) => ({
    subject: text.refund.subject(site.siteName),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.refund.lines(rupees(data.amountRefunded), data.planName, data.full)],
    facts: [[text.refund.paymentId, data.paymentId]],
  }),
  'email-change-link': (data, { site, recipientName, text }) => ({
    subject: text.emailChangeLink.subject(site.siteName),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.emailChangeLink.lines(data.newEmail, site.siteName, data.expiresAt)],
    action: { label: text.emailChangeLink.action, url: link(site, `${SITE_PATHS.confirmEmail}?code=${encodeURIComponent(data.code)}`) },
  }),
  'email-change-notice': (data, { site, recipientName, text }) => ({
    subject: text.emailChangeNotice.subject(site.siteName),
    greeting: text.greeting(recipientName),
    paragraphs: [
      ...text.emailChangeNotice.lines(data.newEmail),
      text.emailChangeNotice.help(site.teacherName, site.teacherEmail, site.teacherPhone),
    ],
    action: { label: text.emailChangeNotice.action, url: link(site, SITE_PATHS.dashboard) },
  }),
  notification: (data, { site, recipientName, text }) => ({
    subject: data.title,
    greeting: text.greeting(recipientName),
    paragraphs: [data.body, text.notification.preferences],
    // A path of this site, or an https address elsewhere that an announcement points at.
    ...(data.link ? { action: { label: text.notification.action, url: isSitePath(data.link) ? link(site, data.link) : data.link } } : {}),
  }),
  'doubt-answered': (data, { site, recipientName, text }) => ({
    subject: text.doubtAnswered.subject(site.siteName),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.doubtAnswered.lines(site.teacherName)],
    ...(data.excerpt ? { quote: data.excerpt } : {}),
    action: { label: text.doubtAnswered.action, url: link(site, `${SITE_PATHS.doubt}${encodeURIComponent(data.doubtId)}`) },
  }),
  'key-corrected': (data, { site, recipientName, text }) => ({
    subject: text.keyCorrected.subject(site.siteName, data.testTitle),
    greeting: text.greeting(recipientName),
    paragraphs: [...text.keyCorrected.lines(data.testTitle, data.scoreBefore, data.scoreAfter)],
    action: {
      label: text.keyCorrected.action,
      url: link(site, `/tests/${encodeURIComponent(data.testId)}?attempt=${encodeURIComponent(data.attemptId)}`),
    },
  }),
  'contact-message': (data, { site }) => {
    const text = MAIL_MESSAGES.contactMessage;
    return {
      subject: text.subject(data.name),
      paragraphs: [text.intro(site.siteName)],
      facts: [
        [text.name, data.name],
        [text.email, data.email],
        ...(data.phone ? ([[text.phone, data.phone]] as Array<[string, string]>) : []),
      ],
      quote: data.message,
      action: { label: text.action, url: link(site, SITE_PATHS.adminMessages) },
      footer: false,
    };
  },
  'daily-sales': (data, { site }) => {
    const text = MAIL_MESSAGES.dailySales;
    const day = indiaDate(`${data.day}T12:00:00+05:30`);
    return {
      subject: text.subject(site.siteName, day),
      paragraphs: [text.intro(day)],
      facts: [
        [text.payments, String(data.payments)],
        [text.amount, rupees(data.amount)],
        [text.newAccounts, String(data.newAccounts)],
      ],
      action: { label: text.action, url: link(site, SITE_PATHS.adminMessages) },
      footer: false,
    };
  },
};

export const isMailTemplate = (id: unknown): id is MailTemplateId => (MAIL_TEMPLATES as readonly unknown[]).includes(id);

export class MalformedMailError extends Error {}

/** The subject, plain text and HTML of a stored mail; throws MalformedMailError when its data does not fit. */
export function renderMail(template: MailTemplateId, data: unknown, context: Context): RenderedMail {
  const parsed = SCHEMAS[template].safeParse(data ?? {});
  if (!parsed.success) throw new MalformedMailError(`The stored data of this ${template} email is incomplete.`);
  const language = TEACHER_TEMPLATES.has(template) ? 'en' : (context.language ?? 'en');
  const text = mailMessages(language);
  const build = BUILDERS[template] as (data: unknown, context: Context & { text: MailMessages }) => MailBody;
  return renderBody(build(parsed.data, { ...context, text }), context.site, language);
}
