import { BOHR_ANGSTROM, HARTREE_EV } from './qeq-data.js';

/**
 * o += (F − F₃₂)·v for two vectors, with F the far pairs' 14.4/R in double precision and F₃₂ what
 * the packed single-precision triangle holds (zero for listed pairs, which stay zero here): the
 * correction that makes the operator's product exact, for the residual checks of qeq-solve.ts.
 */
export function addFarRounding(
  positions: Float64Array,
  far: Float32Array,
  v1: Float64Array,
  v2: Float64Array,
  o1: Float64Array,
  o2: Float64Array,
): void {
  const n = v1.length;
  const scale = HARTREE_EV * BOHR_ANGSTROM;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const [x, y, z] = [positions[3 * i]!, positions[3 * i + 1]!, positions[3 * i + 2]!];
    let s1 = 0;
    let s2 = 0;
    for (let j = i + 1; j < n; j++, k++) {
      const stored = far[k]!;
      if (stored === 0) continue;
      const dx = positions[3 * j]! - x;
      const dy = positions[3 * j + 1]! - y;
      const dz = positions[3 * j + 2]! - z;
      const w = scale / Math.sqrt(dx * dx + dy * dy + dz * dz) - stored;
      s1 += w * v1[j]!;
      s2 += w * v2[j]!;
      o1[j]! += w * v1[i]!;
      o2[j]! += w * v2[i]!;
    }
    o1[i]! += s1;
    o2[i]! += s2;
  }
}
