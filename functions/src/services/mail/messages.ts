import { indiaDateTime } from '@chem/contract';

/**
 * Every word the site's emails say, in one place (Hindi comes later: templates hold no text of
 * their own). Values are plain text here; the templates escape them for HTML.
 */

/** "₹1,499.00": Indian digit grouping (lakh, crore). */
export const rupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "25 Nov 2026": the India calendar day of an instant. */
export const indiaDate = (iso: string): string => indiaDateTime(new Date(iso)).replace(/, \d\d:\d\d IST$/, '');

export const MAIL_MESSAGES = {
  greeting: (name: string) => (name ? `Dear ${name},` : 'Hello,'),
  signOff: (teacherName: string, siteName: string) => ['Best wishes,', teacherName || siteName],
  contactLine: (email: string, phone: string) =>
    `Questions? Reply to this email${email ? ` or write to ${email}` : ''}${phone ? `, or call ${phone}` : ''}.`,
  footer: (siteName: string) => `You receive this email because you have an account on ${siteName}.`,

  welcome: {
    subject: (siteName: string) => `Welcome to ${siteName}`,
    lines: (siteName: string) => [
      `Thank you for joining ${siteName}. Your account is ready.`,
      'You can read the free notes, watch the video classes, and choose a plan whenever you are ready.',
    ],
    action: 'Open your dashboard',
  },
  receipt: {
    subject: (siteName: string, planName: string) => `${siteName}: payment received for ${planName}`,
    lines: (planName: string) => [`Thank you for your payment. Your ${planName} plan is active.`],
    plan: 'Plan',
    amount: 'Amount paid',
    paymentId: 'Payment id',
    period: 'Valid',
    periodValue: (start: string, end: string) => `${indiaDate(start)} to ${indiaDate(end)}`,
    invoiceAttached: 'Your invoice is attached to this email.',
    action: 'Open your dashboard',
  },
  renewalReminder: {
    subject: (planName: string) => `Your ${planName} plan ends in 7 days`,
    lines: (planName: string, endDate: string) => [
      `Your ${planName} plan ends on ${indiaDate(endDate)}.`,
      'Renew now to keep your notes and classes without a break: the new plan starts when this one ends, so you lose no days.',
    ],
    action: 'Renew your plan',
  },
  subscriptionEnded: {
    subject: (planName: string) => `Your ${planName} plan has ended`,
    lines: (planName: string, endDate: string) => [
      `Your ${planName} plan ended on ${indiaDate(endDate)}.`,
      'Choose a plan to continue with the notes and classes.',
    ],
    action: 'Choose a plan',
  },
  refund: {
    subject: (siteName: string) => `${siteName}: your refund has been processed`,
    lines: (amount: string, planName: string, full: boolean) => [
      `We have refunded ${amount} for your ${planName} plan.`,
      full ? 'The plan has been cancelled.' : 'Your plan stays active.',
      'Banks usually take 5 to 7 working days to show the money in your account.',
    ],
    paymentId: 'Payment id',
  },
  contactMessage: {
    subject: (name: string) => `New message from ${name}`,
    intro: (siteName: string) => `Someone wrote to you through the contact form of ${siteName}:`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    action: 'Open the messages',
  },
  dailySales: {
    subject: (siteName: string, day: string) => `${siteName}: sales on ${day}`,
    intro: (day: string) => `Your sales on ${day} (India time):`,
    payments: 'Payments captured',
    amount: 'Amount captured',
    newAccounts: 'New accounts',
    note: 'Refunds are not taken off here; the admin overview shows the revenue net of refunds.',
    action: 'Open the admin dashboard',
  },
} as const;
