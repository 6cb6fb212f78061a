import { describe, expect, it } from 'vitest';
import { formatBytes } from './storage-format.js';

// Expected figures worked by hand from 002 §9 (switch at 1000, divide by 1024): e.g. 1000/1024 = 0.9766.
describe('formatBytes (002 §9)', () => {
  it.each([
    [0, '0B'],
    [999, '999B'],
    [1000, '0.98K'],
    [1536, '1.50K'],
    [1_023_000, '999.02K'],
    [1_024_000, '0.98M'],
    [1_048_576, '1.00M'],
    [104_857_600, '100.00M'],
    [10_737_418_240, '10.00G'],
    [1_099_511_627_776, '1.00T'],
    [2 ** 60, '1048576.00T'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
