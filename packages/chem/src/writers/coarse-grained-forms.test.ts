import { describe, expect, it } from 'vitest';
import { coarseGrainSystem } from '../coarse/params/system.js';
import { benzene, benzeneMapping } from '../coarse/params/testing/benzene.js';
import type { System } from '../core/system.js';
import { ENGINE_WRITERS } from './registry.js';
import { thrownChemError } from './testing/thrown.js';

const mol = benzene();
const martini2 = coarseGrainSystem(mol, benzeneMapping(), {
  forceField: 'martini2',
  conformers: [mol.positions],
});
const martini3 = coarseGrainSystem(mol, benzeneMapping(), {
  forceField: 'martini3',
  conformers: [mol.positions],
  martini3Path: '/etc/topoforge/martini',
});
const others = ENGINE_WRITERS.filter((e) => e.id !== 'gromacs' && e.id !== 'lammps');
const lammps = ENGINE_WRITERS.find((e) => e.id === 'lammps')!;

describe('coarse-grained Systems (constraints, nrexcl 1, an external particle file) in every writer', () => {
  it.each(others.map((e) => [e.id, e]))('%s refuses what it cannot write, naming it', (_, e) => {
    const { exclusionDepth: _d, ...constrained } = martini2;
    const { constraints: _c, ...nrexcl1 } = martini2;
    const cases: [System, RegExp][] = [
      [constrained as System, /cannot hold distances fixed \(constraint 1-2/],
      [nrexcl1 as System, /nrexcl 1/],
      [martini3, /martini_v3\.0\.0\.itp: place that file at \/etc\/topoforge\/martini/],
    ];
    for (const [system, message] of cases) {
      const error = thrownChemError(() => e.write(system, { residueName: 'BNZ' }));
      expect(error.code).toBe('unsupported-form');
      expect(error.message).toMatch(message);
    }
  });

  it('LAMMPS writes constraints as stiff bonds and nrexcl 1 as special_bonds, refuses the external file', () => {
    const files = lammps.write(martini2, { residueName: 'BNZ' });
    const input = files['in.BNZ']!;
    // 1-2 excluded, 1-3 and 1-4 whole: GROMACS nrexcl 1 without pairs.
    expect(input).toMatch(/^special_bonds\s+lj 0\.0 1\.0 1\.0 coul 0\.0 1\.0 1\.0$/m);
    expect(input).toContain('3 fixed distance(s) (Martini ring constraints) are stiff harmonic bonds');
    // K = 1e6 kJ/mol/nm² = 1e6 / 4.184 / 100 / 2 kcal/mol/Å² (LAMMPS harmonic has no ½).
    const bondCoeffs = files['BNZ.data']!.split('Bond Coeffs')[1]!
      .split('\n')
      .find((l) => /^\s*1\s/.test(l))!
      .trim()
      .split(/\s+/);
    expect(Number(bondCoeffs[1])).toBeCloseTo(1e6 / 4.184 / 200, 3);
    expect(Number(bondCoeffs[2])).toBeCloseTo(10 * martini2.constraints![0]!.length, 6);
    expect(thrownChemError(() => lammps.write(martini3, { residueName: 'BNZ' })).message).toMatch(
      /martini_v3\.0\.0\.itp: place that file at/,
    );
  });

  it('a constraint of a missing atom or a non-positive length is refused by every writer', () => {
    const bad = { ...martini2, constraints: [{ ...martini2.constraints![0]!, length: 0 }] };
    for (const e of ENGINE_WRITERS) {
      expect(thrownChemError(() => e.write(bad, { residueName: 'BNZ' })).message).toMatch(
        /length 0; it must be a positive/,
      );
    }
  });
});
