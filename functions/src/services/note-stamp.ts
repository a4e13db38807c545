import { indiaDateTime } from '@chem/contract';
import type { PdfStamp } from '../lib/pdf-stamp.js';

/** Whom a copy of a note is stamped for, from their profile (or their token when there is none). */
export interface StampedReader {
  /** The account's uid: its first characters are printed as a code that outlives a changed name. */
  uid: string;
  isAdmin: boolean;
  name: string;
  email: string;
  /** Whether Auth has verified `email` (the owner opened the link sent to it). */
  emailVerified: boolean;
  phone: string;
}

/** Printed after an email nobody has proved to own: a copy must not pass it off as the reader's. */
export const UNVERIFIED_SUFFIX = ' (unverified)';

/** Characters of the uid printed on a copy: enough to name one account among any number of students. */
export const READER_CODE_LENGTH = 8;

/**
 * The account's code on a stamped copy: the first characters of its uid (Firebase uids are random
 * letters and digits). A name or email can be changed after a copy leaks; the uid cannot, and the
 * admin's Users search finds the account by this code.
 */
export const readerCode = (uid: string) => uid.slice(0, READER_CODE_LENGTH);

/**
 * What a copy says about its reader. A student's copy carries their name and email across every
 * page, so a copy passed on shows whose it was; the footer names the site (its name in Settings), the
 * student's email (or phone, for an account without an email), the account's code and when the copy
 * was made. An email Auth has not verified is printed with `(unverified)`: anyone can type
 * someone else's address at signup, so a copy must not present it as proven. The admin's own copies
 * say `Admin copy`.
 */
export function noteStamp(reader: StampedReader, use: 'preview' | 'download', at: Date, siteName: string): PdfStamp {
  const contact = reader.email ? `${reader.email}${reader.emailVerified ? '' : UNVERIFIED_SUFFIX}` : reader.phone;
  const when = `${use === 'download' ? 'downloaded' : 'previewed'} ${indiaDateTime(at)}`;
  const mark = reader.isAdmin ? ['Admin copy'] : [reader.name, contact].filter(Boolean);
  return { mark, footer: [siteName, contact, `ID ${readerCode(reader.uid)}`, when].filter(Boolean).join(' · ') };
}
