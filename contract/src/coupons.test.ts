import { describe, expect, it } from 'vitest';
import { couponDiscount, couponInputSchema, normalizeCouponCode } from './coupons.js';

describe('coupon arithmetic', () => {
  it('takes a percentage off, rounded to the paisa', () => {
    expect(couponDiscount(29900, 'percent', 10)).toBe(2990);
    expect(couponDiscount(33333, 'percent', 15)).toBe(5000);
    expect(couponDiscount(29900, 'percent', 100)).toBe(29900);
  });

  it('takes fixed rupees off, never below zero', () => {
    expect(couponDiscount(29900, 'fixed', 50)).toBe(5000);
    expect(couponDiscount(29900, 'fixed', 500)).toBe(29900);
    expect(couponDiscount(29900, 'fixed', 0.5)).toBe(50);
  });
});

describe('coupon codes', () => {
  it('are trimmed and upper-case', () => {
    expect(normalizeCouponCode('  diwali25 ')).toBe('DIWALI25');
  });

  it('refuse more than 100 percent and an end before the start', () => {
    const base = { code: 'x25', kind: 'percent', value: 25, validFrom: '2026-11-01', validUntil: '2026-12-01' } as const;
    expect(couponInputSchema.parse(base)).toMatchObject({ code: 'X25', maxUses: null, planIds: [], active: true });
    expect(couponInputSchema.safeParse({ ...base, value: 101 }).success).toBe(false);
    expect(couponInputSchema.safeParse({ ...base, validUntil: '2026-10-01' }).success).toBe(false);
  });
});
