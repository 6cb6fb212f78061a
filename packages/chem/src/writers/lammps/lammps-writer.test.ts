import { describe, expect, it } from 'vitest';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { lammpsWriter } from './lammps-writer.js';
import { waterPairSystem } from '../../params/testing/water-box.js';
import { mixture } from '../testing/mixture.js';
import { thrownChemError } from '../testing/thrown.js';
import { dataRows as rows } from '../testing/lammps-data.js';

const write = (system: System): Record<string, string> =>
  runWriter(lammpsWriter, system, { residueName: 'ACE', cutoff: 15 });

describe('LAMMPS writer', () => {
  it('writes <res>.data and in.<res>', () => {
    expect(Object.keys(write(acetaldehyde())).sort()).toEqual(['ACE.data', 'in.ACE']);
  });

  it('writes the header counts and one type per distinct coefficient set', () => {
    const data = write(acetaldehyde())['ACE.data']!;
    for (const line of ['7 atoms', '6 bonds', '9 angles', '9 dihedrals', '1 impropers', '5 atom types']) {
      expect(data).toContain(`\n${line}\n`);
    }
    // Two Fourier terms + one single term → 3 charmm types; 6 × 3 + 3 = 9 dihedral entries.
    expect(data).toContain('\n3 dihedral types\n');
  });

  it('converts to units real with the ½ of harmonic terms folded into K', () => {
    const data = write(acetaldehyde())['ACE.data']!;
    // ε 0.87864 kJ/mol / 4.184 = 0.21 kcal/mol; σ 0.295992 nm = 2.95992 Å.
    expect(rows(data, 'Pair Coeffs')[2]).toEqual(['3', '0.21', '2.95992']);
    // K = kb/2 = 274970/2 kJ/mol/nm² / 418.4 = 328.597036329 kcal/mol/Å²; r0 = 1.508 Å.
    expect(rows(data, 'Bond Coeffs')[0]).toEqual(['1', '328.597036329', '1.508']);
    // K = kθ/2 = 391.6/2 / 4.184 = 46.7973231358 kcal/mol/rad².
    expect(rows(data, 'Angle Coeffs')[0]).toEqual(['1', '46.7973231358', '109.68']);
  });

  it('writes each Fourier term as its own charmm entry with weight 0', () => {
    const data = write(acetaldehyde())['ACE.data']!;
    // K = 0.8/4.184, 0.33/4.184, 0.5/4.184 kcal/mol; n; integer d; w = 0.
    expect(rows(data, 'Dihedral Coeffs')).toEqual([
      ['1', '0.19120458891', '1', '0', '0'],
      ['2', '0.0788718929254', '3', '180', '0'],
      ['3', '0.119502868069', '3', '0', '0'],
    ]);
    const onQuartet = rows(data, 'Dihedrals').filter((r) => r.slice(2).join('-') === '5-1-2-3');
    expect(onQuartet.map((r) => r[1])).toEqual(['1', '2']);
  });

  it('writes the periodic improper as cvff with d = −1 for phase 180°, atoms in the same order', () => {
    const data = write(acetaldehyde())['ACE.data']!;
    // E = k[1 + cos(2φ − 180°)] = k[1 − cos 2φ]: K = 4.6024/4.184 = 1.1, d = −1, n = 2.
    expect(rows(data, 'Improper Coeffs')).toEqual([['1', '1.1', '-1', '2']]);
    expect(rows(data, 'Impropers')).toEqual([['1', '1', '1', '4', '2', '3']]);
  });

  it('writes atoms in the full style (id, molecule, type, charge, x, y, z in Å)', () => {
    const atoms = rows(write(acetaldehyde())['ACE.data']!, 'Atoms');
    expect(atoms[0]).toEqual(['1', '1', '1', '-0.2', '10.3700000000', '10.9500000000', '10.8800000000']);
  });

  it('writes an input script with matching styles, mixing, 1-4 scaling and a run 0', () => {
    const input = write(acetaldehyde())['in.ACE']!;
    for (const line of [
      'units           real',
      'atom_style      full',
      'boundary        s s s',
      'pair_style      lj/cut/coul/cut 15',
      'bond_style      harmonic',
      'angle_style     harmonic',
      'dihedral_style  charmm',
      'improper_style  cvff',
      'read_data       ACE.data',
      'pair_modify     mix arithmetic',
      'special_bonds   lj 0.0 0.0 0.5 coul 0.0 0.0 0.833333333333',
      'thermo_style    custom step pe ebond eangle edihed eimp evdwl ecoul',
      'run             0',
    ]) {
      expect(input.split('\n')).toContain(line);
    }
    expect(input.indexOf('bond_style')).toBeLessThan(input.indexOf('read_data'));
  });

  it('writes Ryckaert–Bellemans as multi/harmonic (An+1 = (−1)ⁿ Cn) beside charmm as hybrid', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 3, c: [4.184, 8.368, 0, -4.184, 0, 0], provenance },
      ],
    };
    const files = write(system);
    expect(files['in.ACE']).toContain('dihedral_style  hybrid charmm multi/harmonic');
    expect(rows(files['ACE.data']!, 'Dihedral Coeffs')).toEqual([
      ['1', 'charmm', '0.19120458891', '1', '0', '0'],
      ['2', 'charmm', '0.0788718929254', '3', '180', '0'],
      ['3', 'multi/harmonic', '1', '-2', '0', '1', '0'],
    ]);
  });

  it('writes geometric mixing for combination rules 1 and 3', () => {
    const base = acetaldehyde();
    for (const combinationRule of [1, 3] as const) {
      const input = write({ ...base, defaults: { ...base.defaults, combinationRule } })['in.ACE']!;
      expect(input).toContain('pair_modify     mix geometric');
    }
  });

  it('refuses what its styles cannot express, naming the term', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const improper = (phase: number): System => ({
      ...base,
      improperParameters: [{ funct: 4, term: { phase, k: 4.6, multiplicity: 2 }, provenance }],
    });
    expect(thrownChemError(() => write(improper(90))).message).toMatch(
      /cvff needs phase 0 or 180° \(got 90°\)/,
    );
    expect(thrownChemError(() => write(improper(90))).atoms).toEqual([0, 3, 1, 2]);
    const torsion = (phase: number): System => ({
      ...base,
      dihedralParameters: [
        { funct: 9, terms: [{ phase, k: 1, multiplicity: 2 }], provenance },
        base.dihedralParameters[1]!,
      ],
    });
    expect(thrownChemError(() => write(torsion(12.5))).message).toMatch(/integer phase/);
    const rb: System = {
      ...base,
      dihedralParameters: [{ funct: 3, c: [1, 1, 1, 1, 1, 1], provenance }, base.dihedralParameters[1]!],
    };
    expect(thrownChemError(() => write(rb)).code).toBe('unsupported-form');
    const harmonic = (xi0: number): System => ({
      ...base,
      improperParameters: [{ funct: 2, xi0, k: 100, provenance }],
    });
    expect(thrownChemError(() => write(harmonic(10))).message).toMatch(/ξ0 must be 0 or 180°/);
    expect(write(harmonic(0))['ACE.data']).toContain('Improper Coeffs # harmonic');
  });

  it('refuses a pair list that is not the 1-4 pairs of the bond graph (special_bonds would differ)', () => {
    const base = acetaldehyde();
    expect(thrownChemError(() => write({ ...base, pairs: base.pairs.slice(1) })).message).toMatch(
      /1-4 pair 3-5 is missing/,
    );
    const extra = [...base.pairs, { atoms: [0, 2] as const, funct: 1 as const }];
    expect(thrownChemError(() => write({ ...base, pairs: extra })).message).toMatch(
      /pair 1-3 is not a 1-4 pair/,
    );
  });
});

describe('LAMMPS rigid water', () => {
  it('holds rigid water with fix shake on water-only bond and angle types, keeping them in the data file', () => {
    const files = runWriter(lammpsWriter, waterPairSystem('SPCE'), { residueName: 'SOL' });
    expect(files['in.SOL']).toMatch(/^fix\s+rigidWater all shake 1\.0e-10 500 0 b 1 a 1$/m);
    // The fix comes after read_data (it needs the types) and before any run.
    const input = files['in.SOL']!;
    expect(input.indexOf('read_data')).toBeLessThan(input.indexOf('fix  '));
    expect(input.indexOf('fix  ')).toBeLessThan(input.indexOf('run '));
    expect(files['SOL.data']).toMatch(/^4 bonds$/m);
    expect(files['SOL.data']).toMatch(/^2 angles$/m);
    expect(write(acetaldehyde())['in.ACE']).not.toContain('shake');
  });

  it('gives each molecule its own molecule id, even when the input interleaves them', () => {
    // Acetaldehyde's H4 (concatenation atom 3) after the first water's O (concatenation atom 7).
    const order = [0, 1, 2, 4, 5, 6, 7, 3, 8, 9, 10, 11, 12];
    const system = mixture(
      [{ system: acetaldehyde() }, { system: waterPairSystem('SPCE'), shift: [10, 0, 0] }],
      order,
    );
    const atoms = rows(write(system)['ACE.data']!, 'Atoms');
    expect(atoms.map((r) => r[1])).toEqual(['1', '1', '1', '2', '1', '1', '1', '1', '2', '2', '3', '3', '3']);
    expect(rows(write(acetaldehyde())['ACE.data']!, 'Atoms').every((r) => r[1] === '1')).toBe(true);
  });
});
