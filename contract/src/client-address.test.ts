import { describe, expect, it } from 'vitest';
import { PROBE_FORGERIES, maskAddress } from './client-address.js';

describe('maskAddress', () => {
  it('keeps only the first part of a real address', () => {
    expect(maskAddress('49.36.112.7')).toBe('49.x.x.x');
    expect(maskAddress('::ffff:49.36.112.7')).toBe('49.x.x.x');
    expect(maskAddress('2401:4900:1c2a:5f::7')).toBe('2401:…');
    expect(maskAddress('unknown')).toBe('(not an address)');
  });

  it('keeps the probe’s forged documentation addresses whole: they are nobody’s', () => {
    for (const forged of Object.values(PROBE_FORGERIES)) expect(maskAddress(forged)).toBe(forged);
    expect(new Set(Object.values(PROBE_FORGERIES)).size).toBe(Object.keys(PROBE_FORGERIES).length);
  });
});
