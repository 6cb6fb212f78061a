import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { waterPairSystem } from '../../params/testing/water-box.js';
import { gromacsWriter } from './gromacs-writer.js';

const write = (system: System, residueName = 'ACE'): Record<string, string> =>
  runWriter(gromacsWriter, system, { residueName });

/** Lines of one [ section ] of an .itp, comments and blank lines dropped. */
function section(itp: string, name: string): string[][] {
  const start = itp.indexOf(`[ ${name} ]`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  const body = itp.slice(start).split('\n').slice(1);
  const end = body.findIndex((l) => l.startsWith('['));
  return body
    .slice(0, end < 0 ? undefined : end)
    .filter((l) => l.trim() !== '' && !l.startsWith(';') && !l.startsWith('#'))
    .map((l) => l.trim().split(/\s+/));
}

describe('GROMACS writer', () => {
  it('writes <res>.top, <res>_atomtypes.itp, <res>.itp, posre_<res>.itp and <res>.gro', () => {
    const files = write(acetaldehyde());
    expect(Object.keys(files).sort()).toEqual([
      'ACE.gro',
      'ACE.itp',
      'ACE.top',
      'ACE_atomtypes.itp',
      'posre_ACE.itp',
    ]);
    const top = files['ACE.top']!;
    expect(top).toMatch(/\[ defaults \]\n;.*\n {2}1 {2}2 {2}yes {2}0\.5 {2}0\.833333333333\n/);
    // Atom types first: a protein topology includes them after its forcefield.itp, before any molecule.
    expect(top).toContain('#include "ACE_atomtypes.itp"\n#include "ACE.itp"\n');
    expect(top).toMatch(/\[ molecules \]\n;.*\nACE {2}1\n/);
    expect(top.indexOf('[ defaults ]')).toBeLessThan(top.indexOf('#include'));
    expect(files['ACE.itp']).not.toContain('[ atomtypes ]');
  });

  it('writes atom types with σ/ε, the molecule with nrexcl 3 and every interaction, 1-based', () => {
    const itp = write(acetaldehyde())['ACE.itp']!;
    expect(section(write(acetaldehyde())['ACE_atomtypes.itp']!, 'atomtypes')).toContainEqual([
      'o',
      '8',
      '16',
      '0',
      'A',
      '0.295992',
      '0.87864',
    ]);
    expect(section(itp, 'moleculetype')).toEqual([['ACE', '3']]);
    expect(section(itp, 'atoms')[4]).toEqual(['5', 'hc', '1', 'ACE', 'H5', '5', '0.0833333333333', '1.008']);
    expect(section(itp, 'bonds')[0]).toEqual(['1', '2', '1', '0.1508', '274970']);
    expect(section(itp, 'pairs')).toHaveLength(6);
    expect(section(itp, 'angles')).toHaveLength(9);
  });

  it('writes one funct 9 line per Fourier term, funct 1 for a single term, impropers as funct 4', () => {
    const dihedrals = section(write(acetaldehyde())['ACE.itp']!, 'dihedrals');
    const of = (quartet: string): string[][] => dihedrals.filter((l) => l.slice(0, 4).join('-') === quartet);
    expect(of('5-1-2-3')).toEqual([
      ['5', '1', '2', '3', '9', '0', '0.8', '1'],
      ['5', '1', '2', '3', '9', '180', '0.33', '3'],
    ]);
    expect(of('5-1-2-4')).toEqual([['5', '1', '2', '4', '1', '0', '0.5', '3']]);
    expect(of('1-4-2-3')).toEqual([['1', '4', '2', '3', '4', '180', '4.6024', '2']]);
  });

  it('writes Ryckaert–Bellemans as funct 3 and harmonic impropers as funct 2', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      dihedralParameters: [{ funct: 3, c: [1, 2, 3, 4, 5, 0], provenance }, base.dihedralParameters[1]!],
      improperParameters: [{ funct: 2, xi0: 0, k: 167.36, provenance }],
    };
    const dihedrals = section(write(system)['ACE.itp']!, 'dihedrals');
    expect(dihedrals[0]).toEqual(['5', '1', '2', '3', '3', '1', '2', '3', '4', '5', '0']);
    expect(dihedrals.at(-1)).toEqual(['1', '4', '2', '3', '2', '0', '167.36']);
  });

  it('writes C6 and C12 for combination rule 1 (C6 = 4εσ⁶, C12 = 4εσ¹²)', () => {
    const base = acetaldehyde();
    const system: System = { ...base, defaults: { ...base.defaults, combinationRule: 1 } };
    const o = section(write(system)['ACE_atomtypes.itp']!, 'atomtypes').find((r) => r[0] === 'o')!;
    // By hand: 4 · 0.87864 · 0.295992⁶ = 2.363474e-3, 4 · 0.87864 · 0.295992¹² = 1.589391e-6; the
    // file keeps 12 significant digits.
    expect(Number(o[5]) / 2.363474e-3).toBeCloseTo(1, 6);
    expect(Number(o[6]) / 1.589391e-6).toBeCloseTo(1, 6);
    expect(Number(o[5]) / (4 * 0.87864 * 0.295992 ** 6)).toBeCloseTo(1, 11);
  });

  it('writes explicit combined 1-4 parameters when gen-pairs is off', () => {
    const base = acetaldehyde();
    const system: System = { ...base, defaults: { ...base.defaults, genPairs: false } };
    const pair = section(write(system)['ACE.itp']!, 'pairs')[0]!;
    // hc (5) – o (3): σ = (0.264953 + 0.295992)/2, ε = 0.5 · √(0.065689 · 0.87864).
    expect(pair.slice(0, 3)).toEqual(['5', '3', '1']);
    expect(Number(pair[3])).toBeCloseTo((0.264953 + 0.295992) / 2, 12);
    expect(Number(pair[4])).toBeCloseTo(0.5 * Math.sqrt(0.065689 * 0.87864), 12);
  });

  it('keeps two atoms that share a type name but not its values apart', () => {
    const base = acetaldehyde();
    const atoms = base.atoms.map((a, i) => (i === 6 ? { ...a, sigma: 0.25 } : a));
    const files = write({ ...base, atoms });
    const itp = files['ACE.itp']!;
    expect(section(files['ACE_atomtypes.itp']!, 'atomtypes').map((r) => r[0])).toEqual([
      'c3',
      'c',
      'o',
      'ha',
      'hc',
      'hc_2',
    ]);
    expect(section(itp, 'atoms')[6]?.[1]).toBe('hc_2');
  });

  it('writes nm coordinates with 10 decimals and a box of the molecule plus 1 nm on each side', () => {
    const lines = write(acetaldehyde())['ACE.gro']!.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['acetaldehyde', '7']);
    // C1 sits at the lower corner of the bounding box in y and z, 0.037 nm above it in x.
    expect(lines[2]).toBe('    1ACE     C1    1   1.0370000000   1.0950000000   1.0880000000');
    // Extent 2.48 × 2.0 × 1.76 Å → 0.248, 0.2, 0.176 nm, + 2 nm.
    expect(lines.at(-1)).toBe('   2.2480000000   2.2000000000   2.1760000000');
  });

  it('writes a crystal cell as a triclinic box (v1x v2y v3z v1y v1z v2x v2z v3x v3y)', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 20, b: 20, c: 20, alpha: 90, beta: 90, gamma: 120 });
    const gro = write({ ...base, molecule: { ...base.molecule, cell } })['ACE.gro']!;
    const box = gro.trimEnd().split('\n').at(-1)!.trim().split(/\s+/).map(Number);
    expect(box).toHaveLength(9);
    // 10 decimals in the file.
    expect(box[0]).toBeCloseTo(2, 9);
    expect(box[5]).toBeCloseTo(-1, 9); // v2(x) = b cos γ
    expect(box[1]).toBeCloseTo(Math.sqrt(3), 9); // v2(y) = b sin γ
  });

  it('refuses a residue name that is not 1–4 letters or digits', () => {
    for (const bad of ['', 'ACETA', 'A B', 'AC-1']) {
      expect(() => write(acetaldehyde(), bad)).toThrow(/residue name/);
    }
  });

  it('refuses a form it does not declare, naming the term', () => {
    const base = acetaldehyde();
    const bondParameters = [
      { ...base.bondParameters[0]!, funct: 2 as unknown as 1 },
      ...base.bondParameters.slice(1),
    ];
    const e = (() => {
      try {
        write({ ...base, bondParameters });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(ChemError);
    expect((e as ChemError).code).toBe('unsupported-form');
    expect((e as ChemError).message).toContain('bond 1-2');
    expect((e as ChemError).atoms).toEqual([0, 1]);
  });

  it('writes the M site of 4-point water as [ virtual_sites3 ] with its exclusions and ptype V', () => {
    const files = write(waterPairSystem('TIP4P'), 'SOL');
    const itp = files['SOL.itp']!;
    // Two identical waters: one molecule type (its M site joins it through the virtual site), twice.
    expect(section(itp, 'moleculetype')).toEqual([['SOL', '3']]);
    expect(files['SOL.top']).toMatch(/\[ molecules \]\n;.*\nSOL {2}2\n/);
    // a = b = 0.128012065 as in GROMACS's oplsaa.ff/tip4p.itp.
    expect(section(itp, 'virtual_sites3')).toEqual([
      ['4', '1', '2', '3', '1', '0.128012064869', '0.128012064869'],
    ]);
    expect(section(itp, 'exclusions')).toEqual([
      ['4', '1', '2', '3'],
      ['1', '2', '3'],
      ['2', '3'],
    ]);
    const atomTypes = files['SOL_atomtypes.itp']!;
    expect(section(atomTypes, 'atomtypes')).toContainEqual(['MW', '0', '0', '0', 'V', '0', '0']);
    expect(section(atomTypes, 'atomtypes')).toContainEqual([
      'OW',
      '8',
      '15.999',
      '0',
      'A',
      '0.315365',
      '0.64852',
    ]);
    expect(section(itp, 'atoms')[3]).toEqual(['4', 'MW', '1', 'SOL', 'MW', '4', '-1.04', '0']);
    expect(write(acetaldehyde())['ACE.itp']).not.toMatch(/virtual_sites3|exclusions/);
  });

  it('refuses a massless atom that is not a virtual site, naming it', () => {
    const water = waterPairSystem('TIP4P');
    const broken: System = { ...water, virtualSites: water.virtualSites!.slice(1) };
    expect(() => write(broken)).toThrow(/Atom 4 \(MW, type MW\) has mass 0 and is not a virtual site/);
    const base = acetaldehyde();
    const atoms = base.atoms.map((a, i) => (i === 2 ? { ...a, mass: 0 } : a));
    expect(() => write({ ...base, atoms })).toThrow(/Atom 3 .* is not a virtual site/);
  });

  it('holds rigid water with [ settles ] (doh, dhh as tip4p.itp: 0.09572, 0.15139) instead of bonds and angles', () => {
    const itp = write(waterPairSystem('TIP4P'), 'SOL')['SOL.itp']!;
    const settles = section(itp, 'settles');
    expect(settles.map((r) => r.slice(0, 2))).toEqual([['1', '1']]);
    expect(Number(settles[0]?.[2])).toBeCloseTo(0.09572, 10);
    expect(Number(settles[0]?.[3])).toBeCloseTo(0.15139, 5);
    expect(itp).not.toMatch(/\[ (bonds|angles|constraints) \]/);
  });

  it('uses three [ constraints ] for a rigid water whose hydrogens do not follow its oxygen', () => {
    const water = waterPairSystem('SPCE');
    const swapped: System = {
      ...water,
      rigidWaters: water.rigidWaters!.map((w) => ({ ...w, h1: w.h2, h2: w.h1 })),
    };
    const itp = write(swapped, 'SOL')['SOL.itp']!;
    expect(itp).not.toContain('[ settles ]');
    expect(section(itp, 'constraints').slice(0, 3)).toEqual([
      ['1', '3', '1', '0.1'],
      ['1', '2', '1', '0.1'],
      ['3', '2', '1', expect.stringMatching(/^0\.1632/)],
    ]);
  });
});
