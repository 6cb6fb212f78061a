import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXyz } from '../xyz/read.js';
import type { HessianData } from './hessian-data.js';
import { readHessian, sniffFormat } from './read-hessian.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const read = (name: string): HessianData => readHessian(fixture(name), { fileName: name });

/** The three fixtures of one molecule hold the same xtb matrix (fixtures/README.md). */
function maxDifference(a: Float64Array, b: Float64Array): number {
  let d = 0;
  a.forEach((v, i) => (d = Math.max(d, Math.abs(v - (b[i] ?? NaN)))));
  return d;
}

/** Eigenvalues of a symmetric matrix by cyclic Jacobi rotations (test-only, small n). */
function symmetricEigenvalues(m: Float64Array, n: number): number[] {
  const a = Float64Array.from(m);
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += (a[p * n + q] ?? 0) ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q] ?? 0;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = ((a[q * n + q] ?? 0) - (a[p * n + p] ?? 0)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p] ?? 0;
          const akq = a[k * n + q] ?? 0;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k] ?? 0;
          const aqk = a[q * n + k] ?? 0;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
      }
    }
  }
  return Array.from({ length: n }, (_, i) => a[i * n + i] ?? 0).sort((x, y) => x - y);
}

describe('Hessian readers', () => {
  it.each(['water', 'ethane'])('read the same matrix from xtb, ORCA and fchk files (%s)', (name) => {
    const xtb = read(`${name}.xtb-hessian`);
    const orca = read(`${name}.hess`);
    const fchk = read(`${name}.fchk`);
    expect([xtb.format, orca.format, fchk.format]).toEqual(['xtb', 'orca', 'fchk']);
    expect(orca.atomCount).toBe(xtb.atomCount);
    expect(fchk.atomCount).toBe(xtb.atomCount);
    // ORCA keeps 11 significant digits, fchk 9 (E16.8): 1e-8 Hartree/Bohr² ≈ 0.01 kJ/mol/nm².
    expect(maxDifference(xtb.hessian, orca.hessian)).toBeLessThan(1e-3);
    expect(maxDifference(xtb.hessian, fchk.hessian)).toBeLessThan(0.05);
  });

  it('converts Hartree/Bohr² to kJ/mol/nm²', () => {
    // water.xtb-hessian element (2,2) (O y–y) is 0.6099004496 Hartree/Bohr²; by hand:
    // 0.6099004496 × 2625.499639 = 1601.29341 kJ/mol/Bohr²; / 0.0529177210903² (= 0.00280028521 nm²)
    // = 571 832.26 kJ/mol/nm².
    const h = read('water.xtb-hessian');
    expect(h.hessian[1 * 9 + 1]).toBeCloseTo((0.6099004496 * 2625.499639) / 0.0529177210903 ** 2, 6);
    expect(h.hessian[1 * 9 + 1]).toBeCloseTo(571832.26, 1);
  });

  it('gives harmonic frequencies equal to the ones xtb printed (water, cm⁻¹)', () => {
    // xtb 6.5.1 vibspectrum for this water: 1539.19, 3643.02, 3651.66 cm⁻¹ (masses O 15.9994, H 1.00794).
    const h = read('water.hess');
    const mass = [15.9994, 1.00794, 1.00794];
    const mw = h.hessian.map(
      (v, k) => v / Math.sqrt((mass[Math.floor(k / 9 / 3)] ?? 1) * (mass[Math.floor((k % 9) / 3)] ?? 1)),
    );
    // λ in kJ mol⁻¹ nm⁻² u⁻¹ = 1e24 s⁻²; ν̃ = √λ / (2π c).
    const wavenumbers = symmetricEigenvalues(mw, 9)
      .slice(6)
      .map((l) => Math.sqrt(l * 1e24) / (2 * Math.PI * 2.99792458e10));
    expect(wavenumbers[0]).toBeCloseTo(1539.19, 0);
    expect(wavenumbers[1]).toBeCloseTo(3643.02, 0);
    expect(wavenumbers[2]).toBeCloseTo(3651.66, 0);
  });

  it.each(['water.hess', 'ethane.hess', 'water.fchk', 'ethane.fchk'])(
    'takes elements and Å coordinates from %s',
    (name) => {
      const h = read(name);
      const xyz = readXyz(fixture(name.replace(/\.\w+$/, '.xyz'))).molecules[0];
      expect(Array.from(h.elements ?? [])).toEqual(Array.from(xyz?.elements ?? []));
      expect(
        maxDifference(h.positions ?? new Float64Array(), xyz?.positions ?? new Float64Array()),
      ).toBeLessThan(1e-6);
    },
  );

  it('recognises the format from the content when the name does not say', () => {
    expect(sniffFormat(fixture('water.hess'))).toBe('orca');
    expect(sniffFormat(fixture('water.fchk'))).toBe('fchk');
    expect(sniffFormat(fixture('water.xtb-hessian'))).toBe('xtb');
    expect(readHessian(fixture('ethane.fchk'), { fileName: 'hessian' }).format).toBe('fchk');
  });
});
