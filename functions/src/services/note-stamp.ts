import { indiaDateTime } from '@chem/contract';
import type { PdfStamp } from '../lib/pdf-stamp.js';

/** Whom a copy of a note is stamped for, from their profile (or their token when there is none). */
export interface StampedReader {
  isAdmin: boolean;
  name: string;
  email: string;
  phone: string;
}

/**
 * What a copy says about its reader. A student's copy carries their name and email across every
 * page, so a copy passed on shows whose it was; the footer names the site (its name in Settings), the student's email
 * (or phone, for an account without an email) and when the copy was made. The admin's own copies
 * say `Admin copy`.
 */
export function noteStamp(reader: StampedReader, use: 'preview' | 'download', at: Date, siteName: string): PdfStamp {
  const contact = reader.email || reader.phone;
  const when = `${use === 'download' ? 'downloaded' : 'previewed'} ${indiaDateTime(at)}`;
  const mark = reader.isAdmin ? ['Admin copy'] : [reader.name, contact].filter(Boolean);
  return { mark, footer: [siteName, contact, when].filter(Boolean).join(' · ') };
}
