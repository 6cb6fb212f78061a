import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { adjacency } from '../../core/molecule.js';
import type { HarmonicAngle, HarmonicBond, Provenance, System } from '../../core/system.js';
import { readHessian } from '../../io/hessian/read-hessian.js';
import { readXyz } from '../../io/xyz/read.js';
import { perceive } from '../../perception/perceive.js';
import { enumerateTerms } from '../enumerate-terms.js';
import { applySeminario } from './apply-seminario.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../io/hessian/fixtures/${name}`, import.meta.url), 'utf8');

const gaff: Provenance = { forceField: 'gaff', source: 'test', estimated: false };
/** GAFF 1.4 c3-hc and c3-c3 (gaff.dat: 337.3 and 303.1 kcal/mol/Å² in E = k(r−r0)²) as GROMACS kb. */
const bond = (b0: number, kcal: number): HarmonicBond => ({
  funct: 1,
  b0,
  kb: kcal * 2 * 4.184 * 100,
  provenance: gaff,
});
const angle = (theta0: number, kcal: number): HarmonicAngle => ({
  funct: 1,
  theta0,
  k: kcal * 2 * 4.184,
  provenance: gaff,
});

/** Ethane at the xtb geometry with GAFF-like types and one parameter row per type class. */
function ethane(): System {
  const molecule = perceive(readXyz(fixture('ethane.xyz')).molecules[0]!).molecule;
  const topo = enumerateTerms(adjacency(molecule), molecule.atomCount);
  const types = Array.from(molecule.elements, (z) => (z === 6 ? 'c3' : 'hc'));
  const isCC = (a: readonly number[]): boolean => a.every((i) => types[i] === 'c3');
  return {
    molecule,
    atoms: types.map((type, i) => ({
      label: `${i + 1}`,
      forceField: 'gaff',
      type,
      charge: 0,
      mass: 1,
      sigma: 0.3,
      epsilon: 0.1,
      provenance: gaff,
    })),
    bondParameters: [bond(0.1535, 303.1), bond(0.1092, 337.3)],
    bonds: topo.bonds.map((atoms) => ({ atoms, parameter: isCC(atoms) ? 0 : 1 })),
    angleParameters: [angle(110.63, 46.37), angle(108.35, 39.43)],
    angles: topo.angles.map((atoms) => ({
      atoms,
      parameter: types[atoms[0]] === 'hc' && types[atoms[2]] === 'hc' ? 1 : 0,
    })),
    dihedralParameters: [],
    dihedrals: [],
    improperParameters: [],
    impropers: [],
    pairs: [],
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 1 / 1.2 },
  };
}

const hessian = readHessian(fixture('ethane.fchk'), { fileName: 'ethane.fchk' });

describe('applySeminario on the GFN2-xTB Hessian of ethane', () => {
  it('mode 1 replaces bonds only, one row per type class, with the Hessian geometry', () => {
    const s = applySeminario(ethane(), hessian, { mode: 1, source: 'ethane.fchk' });
    expect(s.angleParameters).toEqual(ethane().angleParameters);
    expect(s.bondParameters).toHaveLength(2);
    const cc = s.bondParameters[s.bonds.find((t) => t.atoms.join() === '0,1')?.parameter ?? -1];
    const ch = s.bondParameters[s.bonds.find((t) => t.atoms.join() === '0,2')?.parameter ?? -1];
    // From xtbopt.xyz by hand: C1–C2 = 2.57589 − 1.05422 = 1.52167 Å; C1–H3 = |(−0.38255, 0.84839, −0.56295)| = 1.08767 Å.
    expect(cc?.b0).toBeCloseTo(0.152167, 5);
    expect(ch?.b0).toBeCloseTo(0.108767, 5);
    // Sanity against GAFF (kb = 2 × 337.3 kcal/mol/Å² = 282 250 kJ/mol/nm² for c3-hc; 253 600 for c3-c3):
    // a GFN2 Hessian gives constants of the same size, not equal ones.
    expect(ch?.kb).toBeGreaterThan(0.8 * 282_250);
    expect(ch?.kb).toBeLessThan(1.25 * 282_250);
    expect(cc?.kb).toBeGreaterThan(0.7 * 253_600);
    expect(cc?.kb).toBeLessThan(1.4 * 253_600);
    expect(ch?.provenance).toMatchObject({ forceField: 'gaff', derivedFrom: 'hessian', estimated: false });
    expect(ch?.provenance.source).toContain('ethane.fchk');
  });

  it('mode 2 replaces angles only; mode 3 both; mode 0 nothing', () => {
    const base = ethane();
    const angles = applySeminario(base, hessian, { mode: 2 });
    expect(angles.bondParameters).toEqual(base.bondParameters);
    expect(angles.angleParameters).toHaveLength(2);
    const hch =
      angles.angleParameters[angles.angles.find((t) => t.atoms.join() === '2,0,3')?.parameter ?? -1];
    // H–C–H at the xtb geometry: 108.33° (the mean over the six H–C–H angles, all equal by symmetry).
    expect(hch?.theta0).toBeCloseTo(108.33, 1);
    // GAFF hc-c3-hc: 2 × 39.43 kcal/mol/rad² = 330 kJ/mol/rad²; same size expected.
    expect(hch?.k).toBeGreaterThan(0.6 * 330);
    expect(hch?.k).toBeLessThan(1.5 * 330);
    const both = applySeminario(base, hessian, { mode: 3 });
    expect(both.bondParameters.every((p) => p.provenance.derivedFrom === 'hessian')).toBe(true);
    expect(both.angleParameters.every((p) => p.provenance.derivedFrom === 'hessian')).toBe(true);
    expect(applySeminario(base, hessian, { mode: 0 })).toBe(base);
  });

  it('multiplies force constants by the square of the vibrational scaling factor', () => {
    const one = applySeminario(ethane(), hessian, { mode: 3 });
    const scaled = applySeminario(ethane(), hessian, { mode: 3, vibrationalScaling: 0.9 });
    expect((scaled.bondParameters[0]?.kb ?? 0) / (one.bondParameters[0]?.kb ?? 1)).toBeCloseTo(0.81, 12);
    expect((scaled.angleParameters[0]?.k ?? 0) / (one.angleParameters[0]?.k ?? 1)).toBeCloseTo(0.81, 12);
  });

  it("average 'term' keeps per-term values (C–H bonds of ethane are equal by symmetry to 0.1 %)", () => {
    const s = applySeminario(ethane(), hessian, { mode: 1, average: 'term' });
    const ch = s.bonds
      .filter((t) => t.atoms.join() !== '0,1')
      .map((t) => s.bondParameters[t.parameter]?.kb ?? 0);
    expect(Math.max(...ch) / Math.min(...ch)).toBeLessThan(1.001);
  });

  it('refuses a Hessian of another size (spec: matrix size mismatch)', () => {
    const water = readHessian(fixture('water.hess'));
    expect(() => applySeminario(ethane(), water, { mode: 1 })).toThrow(ChemError);
    expect(() => applySeminario(ethane(), water, { mode: 1 })).toThrow(/matrix size mismatch/);
  });
});
