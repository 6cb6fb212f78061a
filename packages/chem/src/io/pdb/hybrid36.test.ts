import { describe, expect, it } from 'vitest';
import { decodeHybrid36, encodeHybrid36, hybrid36Max } from './hybrid36.js';

// Expected values from the hybrid-36 definition (cctbx iotbx/pdb/hybrid_36.py docstring):
// width 5: 99999 → '99999', 100000 → 'A0000', 43770015 → 'ZZZZZ', 43770016 → 'a0000';
// width 4: 10000 → 'A000', the largest value 2436111 → 'zzzz'.
describe('hybrid-36', () => {
  it('encodes the documented boundary values', () => {
    expect(encodeHybrid36(99999, 5)).toBe('99999');
    expect(encodeHybrid36(100000, 5)).toBe('A0000');
    expect(encodeHybrid36(43770015, 5)).toBe('ZZZZZ');
    expect(encodeHybrid36(43770016, 5)).toBe('a0000');
    expect(encodeHybrid36(10000, 4)).toBe('A000');
    expect(encodeHybrid36(2436111, 4)).toBe('zzzz');
    expect(encodeHybrid36(-999, 4)).toBe('-999');
    expect(encodeHybrid36(7, 5)).toBe('    7');
  });

  it('decodes what it encodes, over the whole range', () => {
    for (const v of [-9999, -1, 0, 1, 99999, 100000, 100035, 1679615, 43770015, 43770016, hybrid36Max(5)]) {
      expect(decodeHybrid36(encodeHybrid36(v, 5) ?? '', 5)).toBe(v);
    }
    expect(hybrid36Max(4)).toBe(2436111);
  });

  it('refuses what cannot be written or read', () => {
    expect(encodeHybrid36(hybrid36Max(5) + 1, 5)).toBeUndefined();
    expect(encodeHybrid36(-10000, 5)).toBeUndefined();
    expect(encodeHybrid36(1.5, 5)).toBeUndefined();
    expect(decodeHybrid36('*****', 5)).toBeUndefined();
    expect(decodeHybrid36('Ab000', 5)).toBeUndefined();
    expect(decodeHybrid36('A00', 5)).toBeUndefined();
    expect(decodeHybrid36('     ', 5)).toBeUndefined();
  });
});
