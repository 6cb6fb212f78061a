import { describe, expect, it } from 'vitest';
import { addPackedProduct, rowOffset } from './packed-product.js';

describe('addPackedProduct', () => {
  it('equals the dense symmetric product (odd and even sizes)', () => {
    for (const n of [1, 2, 5, 8]) {
      const dense = (i: number, j: number): number => (i === j ? 0 : 1 / (1 + i + j + Math.abs(i - j)));
      const t = new Float64Array((n * (n - 1)) / 2);
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) t[rowOffset(n, i) + j] = dense(i, j);
      const v1 = Float64Array.from({ length: n }, (_, i) => Math.sin(i + 1));
      const v2 = Float64Array.from({ length: n }, (_, i) => i - 2);
      const o1 = new Float64Array(n).fill(1);
      const o2 = new Float64Array(n);
      addPackedProduct(t, v1, v2, o1, o2);
      for (let i = 0; i < n; i++) {
        let s1 = 1;
        let s2 = 0;
        for (let j = 0; j < n; j++) {
          s1 += dense(i, j) * v1[j]!;
          s2 += dense(i, j) * v2[j]!;
        }
        expect(o1[i]).toBeCloseTo(s1, 12);
        expect(o2[i]).toBeCloseTo(s2, 12);
      }
    }
  });
});
