import { escapeHtml, type Language } from '@chem/contract';
import { mailMessages } from '../messages.js';

/** What every email says about the site: from the site settings and the site's address. */
export interface MailSite {
  siteName: string;
  teacherName: string;
  teacherEmail: string;
  teacherPhone: string;
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** An email's body, built once and written out twice: plain text and simple HTML. */
export interface MailBody {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** Label/value rows (a receipt's plan, amount, payment id). */
  facts?: Array<[label: string, value: string]>;
  /** A quoted block of the sender's own words (a contact message), kept line by line. */
  quote?: string;
  action?: { label: string; url: string };
  /** The student footer; teacher alerts leave it out. */
  footer?: boolean;
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
const multiline = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/**
 * The one layout of every email. Every value is escaped here, so a template cannot forget to: a
 * student named `<script>` reads as that text. The link's URL is escaped as an attribute too, and is
 * always built from the site's own address.
 */
export function renderBody(body: MailBody, site: MailSite, language: Language = 'en'): RenderedMail {
  const words = mailMessages(language);
  const signOff = words.signOff(site.teacherName, site.siteName);
  const contact = words.contactLine(site.teacherEmail, site.teacherPhone);
  const footer = body.footer === false ? [] : [words.footer(site.siteName)];

  const text = [
    ...(body.greeting ? [body.greeting, ''] : []),
    ...body.paragraphs.flatMap((line) => [line, '']),
    ...(body.facts ? [...body.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(body.quote ? [...body.quote.split('\n').map((line) => `> ${line}`), ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footer === false ? [] : [contact, '', ...signOff, '', '--', ...footer]),
  ].join('\n');

  const facts = body.facts
    ? `<table style="border-collapse:collapse;margin:0 0 12px">${body.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(body.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:20px">',
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(site.siteName)}</h1>`,
    body.greeting ? paragraph(body.greeting) : '',
    ...body.paragraphs.map(paragraph),
    facts,
    body.quote
      ? `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #ccc">${multiline(body.quote)}</blockquote>`
      : '',
    body.action
      ? `<p style="margin:16px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`
      : '',
    body.footer === false
      ? ''
      : `${paragraph(contact)}<p style="margin:0 0 12px">${signOff.map(escapeHtml).join('<br>')}</p><p style="margin:16px 0 0;font-size:12px;color:#777">${footer.map(escapeHtml).join('')}</p>`,
    '</div></body></html>',
  ].join('');

  return { subject: body.subject, text, html };
}
