/**
 * Pure GST helpers for invoices (India's GST rules as they apply to a coaching business): the
 * states and their GST codes, GSTIN checks, the split of a GST-inclusive price, amounts in words
 * with Indian numbering, the financial year of a date (India time) and document numbers.
 * Amounts are in paise throughout, so every split adds up to the price exactly.
 */

/** States and union territories with their GST state codes (the first two digits of a GSTIN). */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

export const isGstStateCode = (code: string): code is GstStateCode => GST_STATES.some((state) => state.code === code);

export const gstStateName = (code: string): string | undefined => GST_STATES.find((state) => state.code === code)?.name;

/** SAC for commercial training and coaching services. */
export const COACHING_SAC = '999293';
/** 18% in all: CGST 9% + SGST 9% within the seller's state, IGST 18% across states. */
export const GST_RATE_PERCENT = 18;

// ---------------------------------------------------------------------------------------------
// GSTIN
// ---------------------------------------------------------------------------------------------

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters (GSTN's mod-36 scheme, weights 1,2,1,2,...). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARS.indexOf(first14[index] ?? '');
    if (value < 0) throw new Error('A GSTIN holds only digits and capital letters.');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  length: 'A GSTIN has exactly 15 characters.',
  shape: 'This is not a GSTIN: it is 2 digits of state code, the 10-character PAN, an entity number, Z and a check character.',
  state: 'The GSTIN starts with a state code that does not exist.',
  checksum: 'The GSTIN’s last character does not match: please check it for a typing mistake.',
} as const;

/** Undefined when `gstin` (already trimmed, upper-case) is a valid GSTIN; otherwise the reason. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return undefined;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === undefined;

// ---------------------------------------------------------------------------------------------
// The tax a price includes
// ---------------------------------------------------------------------------------------------

export interface GstSplit {
  /** All in paise; taxable + cgst + sgst + igst = total exactly. */
  total: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Both parties in one state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
}

/**
 * Splits a GST-inclusive price (paise) into the taxable value and its tax. The taxable value is
 * rounded to the paisa and the tax is what remains, so nothing is lost or made up by rounding;
 * within a state the odd paisa of the tax goes to SGST.
 */
export function splitGst(totalPaise: number, sellerState: string, buyerState: string): GstSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new Error('An amount must be whole paise, not negative.');
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxable;
  const intraState = sellerState === buyerState;
  if (!intraState) return { total: totalPaise, taxable, cgst: 0, sgst: 0, igst: tax, intraState };
  const cgst = Math.floor(tax / 2);
  return { total: totalPaise, taxable, cgst, sgst: tax - cgst, igst: 0, intraState };
}

// ---------------------------------------------------------------------------------------------
// Amounts in words (Indian numbering)
// ---------------------------------------------------------------------------------------------

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** 12345678 -> "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('Only whole, non-negative numbers have words here.');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 12345650 paise -> "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only". */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error('An amount must be whole paise, not negative.');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${numberInIndianWords(rupees)}`;
  return rest ? `${rupeeWords} and ${belowHundred(rest)} Paise Only` : `${rupeeWords} Only`;
}

// ---------------------------------------------------------------------------------------------
// Financial years and document numbers
// ---------------------------------------------------------------------------------------------

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Indian financial year (1 April - 31 March, India time) a moment falls in: "2026-27". */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series a document number belongs to: tax invoices, receipts (no GSTIN) and credit notes. */
export const DOCUMENT_SERIES = { invoice: 'INV', receipt: 'RCPT', creditNote: 'CN' } as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

/** ("INV", "2026-27", 1) -> "INV/2026-27/0001" (at least four digits; GST allows up to 16 characters). */
export const documentNumber = (series: DocumentSeries, year: string, sequence: number): string =>
  `${series}/${year}/${String(sequence).padStart(4, '0')}`;
