import { MAIL_TEMPLATES } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { MalformedMailError, renderMail, type MailSite } from './index.js';

const site: MailSite = {
  siteName: 'Sharma Chemistry <Classes>',
  teacherName: 'R. K. Sharma',
  teacherEmail: 'teacher@example.com',
  teacherPhone: '+91 98765 43210',
  siteUrl: 'https://chem.example.in',
};
const context = { site, recipientName: 'Asha "A" <Verma>' };

const SAMPLE_DATA = {
  welcome: {},
  'payment-receipt': {
    planName: 'Advanced & More',
    amount: 14_999_900,
    paymentId: 'pay_123',
    startDate: '2026-11-25T04:00:00Z',
    endDate: '2027-02-25T04:00:00Z',
  },
  'renewal-reminder': { planName: 'Starter', endDate: '2026-12-02T10:00:00Z' },
  'subscription-ended': { planName: 'Starter', endDate: '2026-11-24T10:00:00Z' },
  'refund-processed': { planName: 'Starter', amountRefunded: 29_900, paymentId: 'pay_9', full: true },
  'contact-message': { name: '<img src=x onerror=alert(1)>', email: 'v@example.com', phone: '', message: 'Line one\n<script>x</script>' },
  'daily-sales': { day: '2026-11-25', payments: 3, amount: 189_700, newAccounts: 4 },
  'email-change-link': { newEmail: 'asha.new@example.com', code: 'uid123.s3cr-et_x', expiresAt: '2026-11-28T04:00:00Z' },
  'email-change-notice': { newEmail: 'asha.new@example.com' },
  notification: { kind: 'announcement', title: 'Mock test <Sunday>', body: 'Opens at 10 & closes at 1.', link: '/tests' },
  'doubt-answered': { doubtId: 'd0ubt-1', excerpt: 'Why is \\ce{CH3COOH} a <weak> acid?' },
  'key-corrected': { testId: 't-1', attemptId: 'a-1', testTitle: 'Sunday mock <1>', scoreBefore: 7, scoreAfter: 11 },
} as const;

describe('email templates', () => {
  it.each(MAIL_TEMPLATES)('%s: a plain-text and an HTML part, both naming the site', (template) => {
    const mail = renderMail(template, SAMPLE_DATA[template], context);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).not.toMatch(/<(p|table|a |div|br)[ >]/);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Sharma Chemistry &lt;Classes&gt;');
  });

  it('escapes every value put into the HTML, and keeps it as written in the text', () => {
    const receipt = renderMail('payment-receipt', SAMPLE_DATA['payment-receipt'], context);
    expect(receipt.text).toContain('Dear Asha "A" <Verma>,');
    expect(receipt.html).toContain('Dear Asha &quot;A&quot; &lt;Verma&gt;,');
    expect(receipt.html).toContain('Advanced &amp; More');
    expect(receipt.html).not.toContain('<Verma>');

    const contact = renderMail('contact-message', SAMPLE_DATA['contact-message'], context);
    expect(contact.html).not.toContain('<script>');
    expect(contact.html).not.toContain('<img');
    expect(contact.html).toContain('Line one<br>&lt;script&gt;x&lt;/script&gt;');
    expect(contact.text).toContain('> <script>x</script>');
    expect(contact.subject).toBe('New message from <img src=x onerror=alert(1)>');
  });

  it('writes a notification with its title as the subject, its link on the site and how to stop such emails', () => {
    const mail = renderMail('notification', SAMPLE_DATA.notification, context);
    expect(mail.subject).toBe('Mock test <Sunday>');
    expect(mail.text).toContain('Opens at 10 & closes at 1.');
    expect(mail.text).toContain('Open on the site: https://chem.example.in/tests');
    expect(mail.text).toContain('Turn it off in your dashboard');
    expect(mail.html).toContain('Mock test &lt;Sunday&gt;');
    // A link that is not a path of the site is malformed data, never a link to another site.
    expect(() => renderMail('notification', { ...SAMPLE_DATA.notification, link: '//evil.example/x' }, context)).toThrow(
      MalformedMailError,
    );
  });

  it('writes amounts in rupees with Indian grouping and dates as India reads them', () => {
    const receipt = renderMail('payment-receipt', SAMPLE_DATA['payment-receipt'], context);
    expect(receipt.text).toContain('Amount paid: ₹1,49,999.00');
    expect(receipt.text).toContain('Valid: 25 Nov 2026 to 25 Feb 2027');
    expect(receipt.text).toContain('Payment id: pay_123');
    const refund = renderMail('refund-processed', SAMPLE_DATA['refund-processed'], context);
    expect(refund.text).toContain('We have refunded ₹299.00 for your Starter plan.');
    expect(refund.text).toContain('The plan has been cancelled.');
    const sales = renderMail('daily-sales', SAMPLE_DATA['daily-sales'], context);
    expect(sales.subject).toBe('Sharma Chemistry <Classes>: sales on 25 Nov 2026');
    expect(sales.text).toContain('Payments captured: 3\nAmount captured: ₹1,897.00\nNew accounts: 4');
  });

  it('links to the site’s own pages: the plans page to renew', () => {
    const reminder = renderMail('renewal-reminder', SAMPLE_DATA['renewal-reminder'], context);
    expect(reminder.text).toContain('Renew your plan: https://chem.example.in/SubscriptioinPage');
    expect(reminder.html).toContain('href="https://chem.example.in/SubscriptioinPage"');
    expect(reminder.text).toContain('ends on 2 Dec 2026');
  });

  it('sends an email change’s link to the new address, and tells the old one how to get help', () => {
    const link = renderMail('email-change-link', SAMPLE_DATA['email-change-link'], context);
    expect(link.text).toContain('You asked to use asha.new@example.com for your account on Sharma Chemistry <Classes>.');
    expect(link.text).toContain('by 28 Nov 2026');
    expect(link.text).toContain('Confirm this email: https://chem.example.in/AuthPage/email?code=uid123.s3cr-et_x');
    const notice = renderMail('email-change-notice', SAMPLE_DATA['email-change-notice'], context);
    expect(notice.text).toContain('asked to change its email to asha.new@example.com');
    expect(notice.text).toContain('For help, contact R. K. Sharma at teacher@example.com or on +91 98765 43210.');
    const noPhone = renderMail('email-change-notice', SAMPLE_DATA['email-change-notice'], {
      ...context,
      site: { ...site, teacherPhone: '' },
    });
    expect(noPhone.text).toContain('For help, contact R. K. Sharma at teacher@example.com.');
  });

  it('tells a student their doubt has an answer, quoting it, with a link to its thread', () => {
    const mail = renderMail('doubt-answered', SAMPLE_DATA['doubt-answered'], context);
    expect(mail.subject).toBe('Sharma Chemistry <Classes>: your doubt has an answer');
    expect(mail.text).toContain('R. K. Sharma has answered your doubt:');
    expect(mail.text).toContain('> Why is \\ce{CH3COOH} a <weak> acid?');
    expect(mail.text).toContain('Read the answer: https://chem.example.in/doubts/d0ubt-1');
    expect(mail.html).toContain('a &lt;weak&gt; acid');
    expect(() => renderMail('doubt-answered', { doubtId: '../admin', excerpt: '' }, context)).toThrow(MalformedMailError);
  });

  it('refuses stored data that does not fit the template, instead of sending a broken email', () => {
    expect(() => renderMail('renewal-reminder', { planName: 'Starter' }, context)).toThrow(MalformedMailError);
    expect(() => renderMail('payment-receipt', { ...SAMPLE_DATA['payment-receipt'], amount: '100' }, context)).toThrow(MalformedMailError);
  });

  it('leaves the student footer out of the teacher’s alerts', () => {
    expect(renderMail('contact-message', SAMPLE_DATA['contact-message'], context).text).not.toContain('You receive this email');
    expect(renderMail('welcome', {}, context).text).toContain('You receive this email because you have an account on');
  });
});

describe('email templates in Hindi', () => {
  const hindi = { ...context, language: 'hi' as const };
  const STUDENT_TEMPLATES = [
    'welcome',
    'payment-receipt',
    'renewal-reminder',
    'subscription-ended',
    'refund-processed',
    'email-change-link',
    'email-change-notice',
    'doubt-answered',
    'key-corrected',
  ] as const;

  it.each(STUDENT_TEMPLATES)('%s: subject, text and HTML are in Hindi, with the same values as in English', (template) => {
    const mail = renderMail(template, SAMPLE_DATA[template], hindi);
    const english = renderMail(template, SAMPLE_DATA[template], context);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).toMatch(/[\u0900-\u097F]/);
    expect(mail.html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(mail.text).not.toMatch(/<(p|table|a |div|br)[ >]/);
    expect(mail.text).not.toContain('Dear ');
    expect(mail.text).not.toContain('You receive this email');
    // The links are the same pages in both languages.
    const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links(mail.html)).toEqual(links(english.html));
  });

  it('escapes every value put into the HTML, and keeps it as written in the text', () => {
    const receipt = renderMail('payment-receipt', SAMPLE_DATA['payment-receipt'], hindi);
    expect(receipt.subject).toBe('Sharma Chemistry <Classes>: Advanced & More के लिए भुगतान मिल गया');
    expect(receipt.text).toContain('प्रिय Asha "A" <Verma>,');
    expect(receipt.html).toContain('प्रिय Asha &quot;A&quot; &lt;Verma&gt;,');
    expect(receipt.html).toContain('आपकी Advanced &amp; More योजना शुरू हो गई है।');
    expect(receipt.html).toContain('<title>Sharma Chemistry &lt;Classes&gt;: Advanced &amp; More के लिए भुगतान मिल गया</title>');
    expect(receipt.html).not.toContain('<Verma>');
    expect(receipt.html).not.toContain('<Classes>');
  });

  it('writes amounts with Indian grouping and dates with Hindi month names', () => {
    const receipt = renderMail('payment-receipt', SAMPLE_DATA['payment-receipt'], hindi);
    expect(receipt.text).toContain('भुगतान की गई रकम: ₹1,49,999.00');
    expect(receipt.text).toContain('मान्य: 25 नवंबर 2026 से 25 फ़रवरी 2027 तक');
    expect(receipt.text).toContain('Payment id: pay_123');
    expect(receipt.text).toContain('आपका टैक्स इनवॉइस इस ईमेल के साथ लगा है।');
    const reminder = renderMail('renewal-reminder', SAMPLE_DATA['renewal-reminder'], hindi);
    expect(reminder.text).toContain('आपकी Starter योजना 2 दिसंबर 2026 को समाप्त हो रही है।');
    expect(reminder.text).toContain('अपनी योजना रिन्यू करें: https://chem.example.in/SubscriptioinPage');
    const refund = renderMail('refund-processed', SAMPLE_DATA['refund-processed'], hindi);
    expect(refund.text).toContain('हमने आपकी Starter योजना के लिए ₹299.00 का रिफ़ंड कर दिया है।');
    expect(refund.text).toContain('योजना रद्द कर दी गई है।');
  });

  it('ends with the teacher’s contact and the footer in Hindi', () => {
    const welcome = renderMail('welcome', {}, hindi);
    expect(welcome.subject).toBe('Sharma Chemistry <Classes> में आपका स्वागत है');
    expect(welcome.text).toContain('कोई सवाल? इस ईमेल का जवाब दें, या teacher@example.com पर लिखें, या +91 98765 43210 पर कॉल करें।');
    expect(welcome.text).toContain('शुभकामनाओं सहित,\nR. K. Sharma');
    expect(welcome.text).toContain('आपको यह ईमेल इसलिए मिला है क्योंकि Sharma Chemistry <Classes> पर आपका खाता है।');
    expect(welcome.html).toContain('Sharma Chemistry &lt;Classes&gt; पर आपका खाता है।');
  });

  it('keeps the teacher’s alerts in English even when asked for Hindi', () => {
    const contact = renderMail('contact-message', SAMPLE_DATA['contact-message'], hindi);
    expect(contact.subject).toBe('New message from <img src=x onerror=alert(1)>');
    expect(contact.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(contact.text).not.toMatch(/[\u0900-\u097F]/);
    const sales = renderMail('daily-sales', SAMPLE_DATA['daily-sales'], hindi);
    expect(sales.text).toContain('Payments captured: 3');
  });
});
