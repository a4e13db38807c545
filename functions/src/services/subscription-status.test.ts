import { describe, expect, it } from 'vitest';
import { effectiveStatus, isActive } from './subscription-status.js';

const now = new Date('2025-03-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('isActive', () => {
  it('is true for an active subscription that ends later', () => {
    expect(isActive({ status: 'active', endDate: at('2025-04-15T12:00:00Z') }, now)).toBe(true);
  });

  it('is false once the end date is reached, even when the record still says active', () => {
    expect(isActive({ status: 'active', endDate: now }, now)).toBe(false);
    expect(isActive({ status: 'active', endDate: at('2025-03-01T00:00:00Z') }, now)).toBe(false);
  });

  it('is false for a cancelled or expired record, whatever its end date', () => {
    expect(isActive({ status: 'cancelled', endDate: at('2026-01-01T00:00:00Z') }, now)).toBe(false);
    expect(isActive({ status: 'expired', endDate: at('2026-01-01T00:00:00Z') }, now)).toBe(false);
  });
});

describe('effectiveStatus', () => {
  it('reports an active record past its end date as expired', () => {
    expect(effectiveStatus({ status: 'active', endDate: at('2025-03-01T00:00:00Z') }, now)).toBe('expired');
  });

  it('keeps the stored status otherwise', () => {
    expect(effectiveStatus({ status: 'active', endDate: at('2025-04-01T00:00:00Z') }, now)).toBe('active');
    expect(effectiveStatus({ status: 'cancelled', endDate: at('2025-04-01T00:00:00Z') }, now)).toBe('cancelled');
  });
});
