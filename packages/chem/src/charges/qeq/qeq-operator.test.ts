import { describe, expect, it } from 'vitest';
import { atomsAt } from '../../perception/testing/molecules.js';
import { equalize } from '../shared/equalize.js';
import { pointChargeDistance, CUTOFF_TOLERANCE } from './point-charge-cutoff.js';
import { BOHR_ANGSTROM, HARTREE_EV, QEQ_PARAMETERS } from './qeq-data.js';
import { QeqOperator } from './qeq-operator.js';
import { equalizeOperator } from './qeq-solve.js';
import { qeqCharges } from './qeq.js';
import { slaterCoulomb } from './slater-coulomb.js';
import { methanol } from './testing/methanol.js';

/** Water (O–H 0.9572 Å, 104.52°) copied onto a 6×6×7 grid 3.1 Å apart: 756 atoms, the iterative path. */
function waterGrid(): ReturnType<typeof atomsAt> {
  const half = ((104.52 / 2) * Math.PI) / 180;
  const sites: [string, number, number, number][] = [];
  for (let a = 0; a < 6; a++) {
    for (let b = 0; b < 6; b++) {
      for (let c = 0; c < 7; c++) {
        const [x, y, z] = [3.1 * a, 3.1 * b, 3.1 * c];
        sites.push(['O', x, y, z]);
        sites.push(['H', x + 0.9572 * Math.sin(half), y + 0.9572 * Math.cos(half), z]);
        sites.push(['H', x - 0.9572 * Math.sin(half), y + 0.9572 * Math.cos(half), z]);
      }
    }
  }
  return atomsAt(sites);
}

describe('pointChargeDistance', () => {
  it('leaves J − 1/R below the tolerance beyond the cut-over (C–H and H–H)', () => {
    const c = { n: 2, zeta: 0.8563 };
    const h = { n: 1, zeta: 0.8 };
    for (const [a, b] of [
      [c, h],
      [h, h],
    ] as const) {
      const cut = pointChargeDistance(a, b);
      for (let r = cut; r < cut + 10; r += 0.25) {
        expect(Math.abs(slaterCoulomb(a, b, r) - 1 / r)).toBeLessThan(CUTOFF_TOLERANCE);
      }
      expect(Math.abs(slaterCoulomb(a, b, cut - 0.2) - 1 / (cut - 0.2))).toBeGreaterThan(CUTOFF_TOLERANCE);
    }
  });
});

describe('QeqOperator', () => {
  it('holds the same matrix as the pairwise Slater integrals (methanol)', () => {
    const params = Array.from(methanol.elements, (z) => QEQ_PARAMETERS[z]!);
    const h = new QeqOperator(methanol, params).dense();
    const p = methanol.positions;
    for (let i = 0; i < 6; i++) {
      expect(h[i * 6 + i]).toBe(params[i]!.j);
      for (let j = i + 1; j < 6; j++) {
        const r = Math.hypot(
          p[3 * i]! - p[3 * j]!,
          p[3 * i + 1]! - p[3 * j + 1]!,
          p[3 * i + 2]! - p[3 * j + 2]!,
        );
        const a = { n: params[i]!.n, zeta: params[i]!.zeta };
        const b = { n: params[j]!.n, zeta: params[j]!.zeta };
        const expected = HARTREE_EV * slaterCoulomb(a, b, r / BOHR_ANGSTROM);
        expect(Math.abs(h[i * 6 + j]! - expected)).toBeLessThan(1e-12);
        expect(h[j * 6 + i]).toBe(h[i * 6 + j]);
      }
    }
  });

  it('solves by preconditioned conjugate gradients as LU does on the full matrix (756 atoms)', () => {
    const mol = waterGrid();
    const params = Array.from(mol.elements, (z) => QEQ_PARAMETERS[z]!);
    const op = new QeqOperator(mol, params);
    const chi = Float64Array.from(params, (p) => p.chi);
    const iterative = equalizeOperator(op, chi, 0, 1e-11, true).q;
    const direct = equalize(op.dense(), chi, 0).q;
    const worst = iterative.reduce((m, v, i) => Math.max(m, Math.abs(v - direct[i]!)), 0);
    expect(worst).toBeLessThan(1e-9);
  });
});

describe('qeqCharges on a large system', () => {
  it('returns a neutral fixed point: equal electronegativity χᵢ + (H(q)q)ᵢ on all 756 atoms', () => {
    const mol = waterGrid();
    const q = qeqCharges(mol, { netCharge: 0 });
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 10);
    const params = Array.from(mol.elements, (z) => QEQ_PARAMETERS[z]!);
    const op = new QeqOperator(mol, params);
    op.updateHydrogens(
      params.flatMap((_, i) => (mol.elements[i] === 1 ? [i] : [])),
      q,
    );
    const h = op.dense();
    const n = q.length;
    const potential = params.map((p, i) => p.chi + q.reduce((s, v, j) => s + h[i * n + j]! * v, 0));
    // 1e-7 e on a hardness of ~14 eV is ~1e-6 eV: the hydrogen self-consistency tolerance.
    expect(Math.max(...potential) - Math.min(...potential)).toBeLessThan(1e-5);
  });
});
