import { describe, expect, it } from 'vitest';
import { toPaise, toRupees } from './money.js';

describe('rupees and paise', () => {
  it('converts a price to the paise Razorpay charges, rounding away float noise', () => {
    expect(toPaise(299)).toBe(29_900);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });

  it('converts paise back to rupees', () => {
    expect(toRupees(249_900)).toBe(2499);
    expect(toRupees(1250)).toBe(12.5);
  });
});
