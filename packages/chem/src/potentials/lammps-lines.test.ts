import { describe, expect, it } from 'vitest';
import type { ParsedPotential } from './types.js';
import { lammpsLinesOf, lammpsText } from './lammps-lines.js';

const header = { date: null, units: null, contributor: null, citation: null, comment: null };
const potential = (over: Partial<ParsedPotential>): ParsedPotential => ({
  fileName: 'CuNi.eam.alloy',
  style: 'eam/alloy',
  family: 'EAM',
  elements: ['Ni', 'Cu'],
  units: 'metal',
  header,
  ...over,
});

/* The forms of the LAMMPS docs: pair_eam ("pair_coeff * * FILE El1 El2", funcfl "pair_coeff i i FILE"),
   pair_reaxff ("pair_style reaxff NULL", "fix qeq/reaxff") and examples/reaxff/ci-reaxFF/in.ci-reax.CH. */
describe('lammpsLinesOf', () => {
  it('maps atom types to the chosen elements in the chosen order', () => {
    const lines = lammpsLinesOf(potential({}), ['Cu', 'Ni']);
    expect(lines.pairStyle).toBe('pair_style eam/alloy');
    expect(lines.pairCoeff).toEqual(['pair_coeff * * CuNi.eam.alloy Cu Ni']);
    expect(lammpsLinesOf(potential({})).pairCoeff).toEqual(['pair_coeff * * CuNi.eam.alloy Ni Cu']);
    expect(lammpsText(lines)).toBe(
      'units metal\natom_style atomic\npair_style eam/alloy\npair_coeff * * CuNi.eam.alloy Cu Ni',
    );
  });

  it('funcfl: pair_style eam, one pair_coeff i i FILE, and the note on combining two files', () => {
    const lines = lammpsLinesOf(potential({ fileName: 'Cu_u3.eam', style: 'eam', elements: ['Cu'] }), ['Cu']);
    expect([lines.pairStyle, ...lines.pairCoeff]).toEqual(['pair_style eam', 'pair_coeff 1 1 Cu_u3.eam']);
    expect(lines.note).toMatch(/pair_coeff 2 2 Ni_u3\.eam/);
  });

  it('ReaxFF: reaxff NULL with QEq, lgvdw for the lg files, X never mapped', () => {
    const cho = potential({
      fileName: 'ffield.reax.cho',
      style: 'reaxff',
      family: 'ReaxFF',
      units: 'real',
      elements: ['C', 'H', 'O'],
    });
    const lines = lammpsLinesOf(cho, ['O', 'C', 'H']);
    expect(lines).toMatchObject({ units: 'real', atomStyle: 'charge', pairStyle: 'pair_style reaxff NULL' });
    expect(lines.pairCoeff).toEqual(['pair_coeff * * ffield.reax.cho O C H']);
    expect(lines.extra).toEqual(['fix qeq all qeq/reaxff 1 0.0 10.0 1.0e-6 reaxff']);
    expect(lammpsLinesOf({ ...cho, lgvdw: true }).pairStyle).toBe('pair_style reaxff NULL lgvdw yes');
    const ab = { ...cho, fileName: 'ffield.reax.AB', elements: ['H', 'O', 'N', 'B', 'X'] };
    expect(lammpsLinesOf(ab).elements).toEqual(['H', 'O', 'N', 'B']);
    expect(() => lammpsLinesOf(ab, ['X'])).toThrow(/not X/);
  });

  it('ci-reaxFF: hybrid/overlay with the ZBL table of each pair, keyword in the file’s element order', () => {
    const ch = potential({
      fileName: 'ffield.ci-reax.CH',
      style: 'reaxff',
      family: 'ReaxFF',
      units: 'real',
      elements: ['C', 'H'],
    });
    const lines = lammpsLinesOf(ch, ['H', 'C']);
    expect(lines.pairStyle).toBe('pair_style hybrid/overlay reaxff NULL checkqeq no table linear 11000');
    expect(lines.pairCoeff).toEqual([
      'pair_coeff * * reaxff ffield.ci-reax.CH H C',
      'pair_coeff 1 1 table ci-reaxFF_ZBL.dat HH_cireaxFF',
      'pair_coeff 1 2 table ci-reaxFF_ZBL.dat CH_cireaxFF',
      'pair_coeff 2 2 table ci-reaxFF_ZBL.dat CC_cireaxFF',
    ]);
    expect(lines.extra).toEqual([]);
  });

  it('refuses an element the file does not hold, naming it', () => {
    expect(() => lammpsLinesOf(potential({}), ['Cu', 'Ta'])).toThrow('CuNi.eam.alloy holds Ni, Cu; not Ta');
  });
});
