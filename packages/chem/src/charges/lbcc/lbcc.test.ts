import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { parseGromacsForceField } from '../../forcefields/gromacs-ff/parse.js';
import { handMade } from '../bcc/testing/hand-made.js';
import { lbccClasses } from './lbcc-classes.js';
import { LBCC_ROWS } from './lbcc-data.js';
import { lbccBondTypes, lbccCorrect } from './lbcc.js';

/*
 * Expected shifts are worked out by hand from the 19 rows of Dodda, Vilseck, Tirado-Rives &
 * Jorgensen, J. Phys. Chem. B 2017, 121, 3864 (as LigParGen's bcc_db lists them, lbcc-data.ts):
 * the first-named type of a row gains +Δ, the second −Δ, once per bond. The input charges are
 * arbitrary neutral sets; only the differences are checked.
 */
const shift = (mol: Molecule, types: readonly string[], base?: readonly number[]): number[] => {
  const q = Float64Array.from(base ?? neutral(mol.atomCount));
  const out = lbccCorrect(mol, q, types);
  return Array.from(out, (v, i) => v - q[i]!);
};
/** A neutral, non-uniform set: every atom a different charge, summing to 0. */
const neutral = (n: number): number[] => {
  const q = Array.from({ length: n }, (_, i) => 0.01 * (i + 1));
  const mean = q.reduce((s, v) => s + v, 0) / n;
  return q.map((v) => v - mean);
};
const expectShifts = (got: readonly number[], want: readonly number[]): void => {
  expect(got).toHaveLength(want.length);
  got.forEach((g, i) => expect(g, `atom ${i + 1}`).toBeCloseTo(want[i]!, 12));
  expect(got.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 12);
};
const row = (a: string, b: string): number => LBCC_ROWS.find((r) => r.a === a && r.b === b)!.delta;
const rep = <T>(n: number, v: T): T[] => Array.from({ length: n }, () => v);

const benzeneRing: [number, number, 1 | 2][] = [
  [0, 1, 2],
  [1, 2, 1],
  [2, 3, 2],
  [3, 4, 1],
  [4, 5, 2],
  [5, 0, 1],
];

describe('lbccCorrect', () => {
  it('the table has the 19 corrections of the paper', () => {
    expect(LBCC_ROWS).toHaveLength(19);
    expect(new Set(LBCC_ROWS.map((r) => `${r.a}-${r.b}`)).size).toBe(19);
  });

  it('methanol: row CT–OH (+0.10 on C, −0.10 on O), nothing on the H', () => {
    const mol = handMade('methanol', ['C3', 'O1'], [[0, 1, 1]]);
    expectShifts(shift(mol, ['CT', 'OH', 'HC', 'HC', 'HC', 'HO']), [0.1, -0.1, 0, 0, 0, 0]);
  });

  it('phenol: row CA–OH (0.22) and five rows HA–CA (−0.01: H loses, C gains 0.01)', () => {
    const mol = handMade('phenol', ['C', 'C1', 'C1', 'C1', 'C1', 'C1', 'O1'], [...benzeneRing, [0, 6, 1]]);
    const types = [...rep(6, 'CA'), 'OH', ...rep(5, 'HA'), 'HO'];
    expectShifts(shift(mol, types), [0.22, 0.01, 0.01, 0.01, 0.01, 0.01, -0.22, ...rep(5, -0.01), 0]);
    expect(row('CA', 'OH')).toBe(0.22);
  });

  it('acetone (GROMACS C_2/O_2): row C–O, +0.05 on C, −0.05 on O', () => {
    const mol = handMade(
      'acetone',
      ['C3', 'C', 'O', 'C3'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    expectShifts(shift(mol, ['CT', 'C_2', 'O_2', 'CT', ...rep(6, 'HC')]), [0, 0.05, -0.05, ...rep(7, 0)]);
  });

  it('acetic acid keeps row C–O (acids are not split off); C–OH has no row', () => {
    const mol = handMade(
      'acetic acid',
      ['C3', 'C', 'O', 'O1'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    const types = ['CT', 'C', 'O_3', 'OH', 'HC', 'HC', 'HC', 'HO'];
    expectShifts(shift(mol, types), [0, 0.05, -0.05, 0, 0, 0, 0, 0]);
  });

  it('esters (C → CE) and amides (C → CAM) get no C–O correction', () => {
    const ester = handMade(
      'methyl acetate',
      ['C3', 'C', 'O', 'O', 'C3'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
        [3, 4, 1],
      ],
    );
    const esterTypes = ['CT', 'C_2', 'O_2', 'OS', 'CT', ...rep(6, 'HC')];
    expect(lbccClasses(ester, esterTypes).slice(0, 5)).toEqual(['CT', 'CE', 'O', 'OS', 'CT']);
    expectShifts(shift(ester, esterTypes), rep(11, 0));
    const amide = handMade(
      'acetamide',
      ['C3', 'C', 'O', 'N2'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    const amideTypes = ['CT', 'C', 'O', 'N', 'HC', 'HC', 'HC', 'H', 'H'];
    expect(lbccClasses(amide, amideTypes)[1]).toBe('CAM');
    expectShifts(shift(amide, amideTypes), rep(9, 0));
  });

  it('methylamine (NT with two H → NP): rows CT–NP 0.04 and H–NP −0.05', () => {
    const mol = handMade('methylamine', ['C3', 'N2'], [[0, 1, 1]]);
    // N: −0.04 (CT–NP) + 2 × 0.05 (H–NP, N is second-named) = +0.06; each amine H −0.05.
    expectShifts(shift(mol, ['CT', 'NT', 'HC', 'HC', 'HC', 'H', 'H']), [0.04, 0.06, 0, 0, 0, -0.05, -0.05]);
    const tertiary = handMade(
      'trimethylamine',
      ['N', 'C3', 'C3', 'C3'],
      [
        [0, 1, 1],
        [0, 2, 1],
        [0, 3, 1],
      ],
    );
    const types = ['NT', 'CT', 'CT', 'CT', ...rep(9, 'HC')];
    expect(lbccClasses(tertiary, types)[0]).toBe('N3');
    expectShifts(shift(tertiary, types), rep(13, 0));
  });

  it('nitriles: aliphatic CZT–NZ 0.03, aromatic CZA–NZ 0.09', () => {
    const acetonitrile = handMade(
      'acetonitrile',
      ['C3', 'C', 'N'],
      [
        [0, 1, 1],
        [1, 2, 3],
      ],
    );
    expectShifts(shift(acetonitrile, ['CT', 'CZ', 'NZ', 'HC', 'HC', 'HC']), [0, 0.03, -0.03, 0, 0, 0]);
    const benzonitrile = handMade(
      'benzonitrile',
      ['C', 'C1', 'C1', 'C1', 'C1', 'C1', 'C', 'N'],
      [...benzeneRing, [0, 6, 1], [6, 7, 3]],
    );
    const types = [...rep(6, 'CA'), 'CZ', 'NZ', ...rep(5, 'HA')];
    expectShifts(shift(benzonitrile, types), [0, ...rep(5, 0.01), 0.09, -0.09, ...rep(5, -0.01)]);
  });

  it('nitrobenzene: CA–NO −0.08 and two NO–ON −0.18', () => {
    const mol = handMade(
      'nitrobenzene',
      ['C', 'C1', 'C1', 'C1', 'C1', 'C1', 'N+', 'O', 'O-'],
      [...benzeneRing, [0, 6, 1], [6, 7, 2], [6, 8, 1]],
    );
    const types = [...rep(6, 'CA'), 'NO', 'ON', 'ON', ...rep(5, 'HA')];
    // N: +0.08 (second in CA–NO) − 2 × 0.18 = −0.28; each O +0.18; ipso C −0.08.
    expectShifts(shift(mol, types), [-0.08, ...rep(5, 0.01), -0.28, 0.18, 0.18, ...rep(5, -0.01)]);
  });

  it('thiol and chloride: CT–SH 0.175, CT–Cl 0.10', () => {
    const thiol = handMade('methanethiol', ['C3', 'S1'], [[0, 1, 1]]);
    expectShifts(shift(thiol, ['CT', 'SH', 'HC', 'HC', 'HC', 'HS']), [0.175, -0.175, 0, 0, 0, 0]);
    const chloride = handMade('chloromethane', ['C3', 'Cl'], [[0, 1, 1]]);
    expectShifts(shift(chloride, ['CT', 'Cl', 'HC', 'HC', 'HC']), [0.1, -0.1, 0, 0, 0]);
  });

  it('refuses a charged molecule and mismatched lengths', () => {
    const mol = handMade('methylammonium', ['C3', 'N3+'], [[0, 1, 1]]);
    const charges = Float64Array.from([0.1, -0.2, 0.15, 0.15, 0.15, 0.2, 0.2, 0.25]);
    const types = ['CT', 'NT', 'HC', 'HC', 'HC', 'H', 'H', 'H'];
    expect(() => lbccCorrect(mol, charges, types)).toThrow(ChemError);
    expect(() => lbccCorrect(mol, charges, types)).toThrow(/neutral molecules only/);
    const methanol = handMade('methanol', ['C3', 'O1'], [[0, 1, 1]]);
    expect(() => lbccCorrect(methanol, new Float64Array(6), ['CT', 'OH'])).toThrow(
      /one OPLS-AA bond type per atom/,
    );
  });

  it('lbccBondTypes maps opls_NNN through the lookup and names unknown atoms (1-based)', () => {
    const table: Record<string, string> = { opls_135: 'CT', opls_154: 'OH' };
    expect(lbccBondTypes(['opls_135', 'opls_154'], (t) => table[t])).toEqual(['CT', 'OH']);
    expect(() => lbccBondTypes(['opls_135', 'opls_999'], (t) => table[t])).toThrow(/atom 2 \(opls_999\)/);
  });
});

const OPLS = '/usr/share/gromacs/top/oplsaa.ff';
describe.skipIf(!existsSync(`${OPLS}/forcefield.itp`))('LBCC on gromacs-data oplsaa.ff bond types', () => {
  it('phenol typed with opls_166/167/168/145/146 gets CA–OH and HA–CA', () => {
    const read = (name: string) =>
      existsSync(`${OPLS}/${name}`) ? readFileSync(`${OPLS}/${name}`, 'utf8') : undefined;
    const ff = parseGromacsForceField('forcefield.itp', read, OPLS);
    const mol = handMade('phenol', ['C', 'C1', 'C1', 'C1', 'C1', 'C1', 'O1'], [...benzeneRing, [0, 6, 1]]);
    const opls = ['opls_166', ...rep(5, 'opls_145'), 'opls_167', ...rep(5, 'opls_146'), 'opls_168'];
    const types = lbccBondTypes(opls, (t) => ff.atomTypes.get(t)?.bondType);
    expectShifts(shift(mol, types), [0.22, ...rep(5, 0.01), -0.22, ...rep(5, -0.01), 0]);
  });
});
