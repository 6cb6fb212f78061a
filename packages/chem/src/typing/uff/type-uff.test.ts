import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { readMol } from '../../io/mol/read.js';
import { copperPaddlewheel, zinc4O, zirconium8 } from './testing/mof-fragments.js';
import { typeUff } from './type-uff.js';

const fixture = (name: string) =>
  readMol(readFileSync(join(__dirname, 'fixtures', `${name}.mol`), 'utf8')).molecules[0]!;

/*
 * Expected types: Open Babel 3.1.1's UFF typing of the same files (`obenergy -ff UFF -v NAME.mol`,
 * the ATOM TYPES table; the .mol files were made with `obabel -:SMILES -O NAME.mol --gen3d -h`).
 */
const OPEN_BABEL: Record<string, string> = {
  butane: 'C_3 C_3 C_3 C_3 H_ H_ H_ H_ H_ H_ H_ H_ H_ H_',
  benzene: 'C_R C_R C_R C_R C_R C_R H_ H_ H_ H_ H_ H_',
  acetone: 'C_3 C_2 C_3 O_2 H_ H_ H_ H_ H_ H_',
  propylamine: 'C_3 C_3 C_3 N_3 H_ H_ H_ H_ H_ H_ H_ H_ H_',
  acetonitrile: 'C_3 C_1 N_1 H_ H_ H_',
  ethene: 'C_2 C_2 H_ H_ H_ H_',
  pyridine: 'C_R C_R C_R N_R C_R C_R H_ H_ H_ H_ H_',
  trimethylphosphine: 'C_3 P_3+3 C_3 C_3 H_ H_ H_ H_ H_ H_ H_ H_ H_',
  tetramethylsilane: 'C_3 Si3 C_3 C_3 C_3 H_ H_ H_ H_ H_ H_ H_ H_ H_ H_ H_ H_',
};

describe('typeUff on molecules', () => {
  it.each(Object.entries(OPEN_BABEL))('types %s as Open Babel does', (name, types) => {
    expect(typeUff(fixture(name)).types.join(' ')).toBe(types);
  });

  it('types resonant groups by the paper where Open Babel types by hybridisation alone', () => {
    // Rappé et al. 1992: resonant atoms are _R (bond order 1.5; amide C–N 1.41). Open Babel gives
    // acetate C_2 O_2 O_2, formamide N_2 C_2 O_2 and DMSO's three-coordinate S(IV) S_3+2.
    expect(typeUff(fixture('acetate')).types.slice(0, 4)).toEqual(['C_3', 'C_R', 'O_R', 'O_R']);
    expect(typeUff(fixture('formamide')).types.slice(0, 3)).toEqual(['N_R', 'C_R', 'O_2']);
    expect(typeUff(fixture('dmso')).types.slice(0, 4)).toEqual(['C_3', 'S_3+4', 'C_3', 'O_2']);
  });
});

describe('typeUff on framework fragments (UFF4MOF)', () => {
  it('types the Cu paddlewheel Cu4+2 with resonant formates, across the cell boundary', () => {
    // Addicoat et al. 2014: the paddlewheel metal is square planar (its Cu–Cu contact is not a bond).
    for (const mol of [copperPaddlewheel(), copperPaddlewheel(10)]) {
      const types = typeUff(mol, { mof: true }).types;
      expect(types.slice(0, 2)).toEqual(['Cu4+2', 'Cu4+2']);
      expect(types.filter((t) => t === 'O_R')).toHaveLength(8);
      expect(types.filter((t) => t === 'C_R')).toHaveLength(4);
      expect(types.filter((t) => t === 'H_')).toHaveLength(4);
    }
    expect(copperPaddlewheel(10).bonds.image?.some((x) => x !== 0)).toBe(true);
    expect(typeUff(copperPaddlewheel(10, 'Zn'), { mof: true }).types[0]).toBe('Zn4+2');
  });

  it('types the Zn4O cluster Zn3f2 around an O_3_f', () => {
    for (const mol of [zinc4O(), zinc4O(10)]) {
      const types = typeUff(mol, { mof: true }).types;
      expect(types.slice(0, 5)).toEqual(['O_3_f', 'Zn3f2', 'Zn3f2', 'Zn3f2', 'Zn3f2']);
      expect(types.filter((t) => t === 'O_R')).toHaveLength(12);
    }
    // Plain UFF: the tetrahedral zinc of UFF itself.
    expect(typeUff(zinc4O(), { mof: false }).types.slice(1, 5)).toEqual(['Zn3+2', 'Zn3+2', 'Zn3+2', 'Zn3+2']);
  });

  it('types the eight-coordinate Zr Zr8f4', () => {
    expect(typeUff(zirconium8(8), { mof: true }).types[0]).toBe('Zr8f4');
  });
});

describe('an atom no rule types', () => {
  it('is an error naming the atom and its neighbours, never a fallback type', () => {
    // UFF has no square-planar copper (only Cu3+1, tetrahedral).
    let error: unknown;
    try {
      typeUff(copperPaddlewheel(10));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChemError);
    const e = error as ChemError;
    expect(e.message).toBe(
      'Atom 1 (Cu) bonded to 4 atoms (O 3, O 7, O 11, O 15): square planar matches no UFF type (Cu has Cu3+1).',
    );
    expect(e.data).toMatchObject({ atoms: [1], neighbours: [3, 7, 11, 15] });
    expect(() => typeUff(zirconium8(8))).toThrow(
      /Atom 1 \(Zr\) bonded to 8 atoms .*eight-coordinate matches no UFF type/,
    );
  });
});
