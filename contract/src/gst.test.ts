import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYear,
  gstinCheckCharacter,
  gstinProblem,
  GSTIN_MESSAGES,
  isValidGstin,
  numberInIndianWords,
  rupeesInWords,
  splitGst,
} from './gst.js';

describe('GSTIN', () => {
  it('accepts real-shaped GSTINs whose check character matches', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses a typing mistake in any character through the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(GSTIN_MESSAGES.checksum);
  });

  it('names what is wrong: length, shape, state code', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('27AAPF00939F1ZV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27AAPFU0939F1AV')).toBe(GSTIN_MESSAGES.shape);
    const unknownState = `99AAPFU0939F1Z`;
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe(GSTIN_MESSAGES.state);
  });
});

describe('splitGst', () => {
  it('splits a round price within the state into CGST and SGST', () => {
    expect(splitGst(118_00, '27', '27')).toEqual({ total: 11800, taxable: 10000, cgst: 900, sgst: 900, igst: 0, intraState: true });
  });

  it('charges IGST across states', () => {
    expect(splitGst(118_00, '27', '29')).toEqual({ total: 11800, taxable: 10000, cgst: 0, sgst: 0, igst: 1800, intraState: false });
  });

  it('adds up to the price to the paisa for every price up to Rs 2,000', () => {
    const wrong: number[] = [];
    for (let paise = 0; paise <= 200_000; paise += 1) {
      const within = splitGst(paise, '07', '07');
      const across = splitGst(paise, '07', '09');
      const adds = within.taxable + within.cgst + within.sgst === paise && across.taxable + across.igst === paise;
      if (!adds || Math.abs(within.cgst - within.sgst) > 1) wrong.push(paise);
    }
    expect(wrong).toEqual([]);
  });

  it('rounds Rs 299 as a tax officer would: taxable 253.39, tax 45.61 split 22.80 + 22.81', () => {
    expect(splitGst(29900, '09', '09')).toMatchObject({ taxable: 25339, cgst: 2280, sgst: 2281 });
  });
});

describe('amounts in words', () => {
  it('uses lakh and crore', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(105)).toBe('One Hundred Five');
    expect(numberInIndianWords(100000)).toBe('One Lakh');
    expect(numberInIndianWords(12345678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInIndianWords(1_00_00_00_000)).toBe('One Hundred Crore');
  });

  it('says rupees and paise', () => {
    expect(rupeesInWords(29900)).toBe('Rupees Two Hundred Ninety-Nine Only');
    expect(rupeesInWords(12345650)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});

describe('financial year in India time', () => {
  it('turns at midnight India time between 31 March and 1 April', () => {
    // 31 Mar 2027 23:59 IST = 18:29 UTC; 1 Apr 2027 00:00 IST = 31 Mar 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers documents per series and year', () => {
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/2026-27/0001');
    expect(documentNumber('CN', '2027-28', 12345)).toBe('CN/2027-28/12345');
  });
});
