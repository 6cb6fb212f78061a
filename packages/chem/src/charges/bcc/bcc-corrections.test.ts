import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { am1bccFromAm1, bccAssignment, bccCorrections } from './bcc-corrections.js';
import { handMade } from './testing/hand-made.js';

/*
 * Expected types are reasoned by hand from the definitions in Jakalian, Jack & Bayly, J. Comput.
 * Chem. 2002, 23, 1623 (Tables 1 and 2), read together with the rules of AmberTools' ATOMTYPE_BCC.DEF:
 * 11 sp3 C, 12 C=C, 13 C=N, 14 C bearing a terminal O/S, 15 sp C, 16 aromatic C, 17 aromatic C next
 * to a two-connected aromatic N or O; 21 amine N, 22 amide N, 23 delocalised/aromatic three-connected
 * N, 24 N with a single and a double bond, 25 nitrile N; 31 O, 32 carbonyl O of an ester or acid,
 * 33 carbonyl O of a lactone or lactam; 53 S with four neighbours; 91 H.
 * Bond types: 1/2/3 single/double/triple, 6 N-oxide N–O, 7/8 aromatic single/double, 9 delocalised.
 */
const heavyTypes = (mol: ReturnType<typeof handMade>, heavy: number): number[] =>
  Array.from(bccAssignment(mol).atomTypes.slice(0, heavy));

describe('AM1-BCC atom and bond typing', () => {
  it('methanol: sp3 C, O, H and the corrections the table gives', () => {
    const mol = handMade('methanol', ['C3', 'O1'], [[0, 1, 1]]);
    const { atomTypes, bondTypes, corrections } = bccAssignment(mol);
    expect(Array.from(atomTypes)).toEqual([11, 31, 91, 91, 91, 91]);
    expect(Array.from(bondTypes)).toEqual([1, 1, 1, 1, 1]);
    // BCCPARM.DAT: 11-31 single 0.0718, 11-91 single 0.0393, 31-91 single −0.2010 (lower type gains T).
    expect(corrections[0]).toBeCloseTo(0.0718 + 3 * 0.0393, 10);
    expect(corrections[1]).toBeCloseTo(-0.0718 - 0.201, 10);
    expect(corrections[2]).toBeCloseTo(-0.0393, 10);
    expect(corrections[5]).toBeCloseTo(0.201, 10);
  });

  it('acetic acid keeps C=O double with an ester-type carbonyl O; acetate delocalises both C–O', () => {
    const acid = handMade(
      'acetic acid',
      ['C3', 'C', 'O', 'O1'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    expect(heavyTypes(acid, 4)).toEqual([11, 14, 32, 31]);
    expect(Array.from(bccAssignment(acid).bondTypes.slice(0, 3))).toEqual([1, 2, 1]);
    const acetate = handMade(
      'acetate',
      ['C3', 'C', 'O', 'O-'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    expect(heavyTypes(acetate, 4)).toEqual([11, 14, 31, 31]);
    expect(Array.from(bccAssignment(acetate).bondTypes.slice(0, 3))).toEqual([1, 9, 9]);
  });

  it('benzene and pyridine are AR1: aromatic bonds 7/8, C next to the ring N is 17, pyridine N 24', () => {
    const ring: [number, number, 1 | 2][] = [
      [0, 1, 2],
      [1, 2, 1],
      [2, 3, 2],
      [3, 4, 1],
      [4, 5, 2],
      [5, 0, 1],
    ];
    const benzene = handMade('benzene', ['C1', 'C1', 'C1', 'C1', 'C1', 'C1'], ring);
    expect(heavyTypes(benzene, 6)).toEqual([16, 16, 16, 16, 16, 16]);
    expect(Array.from(bccAssignment(benzene).bondTypes.slice(0, 6))).toEqual([8, 7, 8, 7, 8, 7]);
    const pyridine = handMade('pyridine', ['N', 'C1', 'C1', 'C1', 'C1', 'C1'], ring);
    expect(heavyTypes(pyridine, 6)).toEqual([24, 17, 16, 16, 16, 17]);
  });

  it('pyrrole and furan are AR2; 1,4-dioxin (8 π electrons) is not aromatic', () => {
    const five: [number, number, 1 | 2][] = [
      [0, 1, 1],
      [1, 2, 2],
      [2, 3, 1],
      [3, 4, 2],
      [4, 0, 1],
    ];
    const pyrrole = handMade('pyrrole', ['N1', 'C1', 'C1', 'C1', 'C1'], five);
    expect(heavyTypes(pyrrole, 5)).toEqual([23, 16, 16, 16, 16]);
    expect(Array.from(bccAssignment(pyrrole).bondTypes.slice(0, 5))).toEqual([7, 8, 7, 8, 7]);
    const furan = handMade('furan', ['O', 'C1', 'C1', 'C1', 'C1'], five);
    expect(heavyTypes(furan, 5)).toEqual([31, 17, 16, 16, 17]);
    const dioxin = handMade(
      '1,4-dioxin',
      ['O', 'C1', 'C1', 'O', 'C1', 'C1'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [2, 3, 1],
        [3, 4, 1],
        [4, 5, 2],
        [5, 0, 1],
      ],
    );
    expect(heavyTypes(dioxin, 6)).toEqual([31, 12, 12, 31, 12, 12]);
    expect(Array.from(bccAssignment(dioxin).bondTypes.slice(0, 6))).toEqual([1, 2, 1, 1, 2, 1]);
  });

  it('amides: acetamide N is 22; 2-pyridone is not aromatic and its O is the lactam type 33', () => {
    const acetamide = handMade(
      'acetamide',
      ['C3', 'C', 'O', 'N2'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    expect(heavyTypes(acetamide, 4)).toEqual([11, 14, 31, 22]);
    const pyridone = handMade(
      '2-pyridone',
      ['N1', 'C', 'C1', 'C1', 'C1', 'C1', 'O'],
      [
        [0, 1, 1],
        [1, 2, 1],
        [2, 3, 2],
        [3, 4, 1],
        [4, 5, 2],
        [5, 0, 1],
        [1, 6, 2],
      ],
    );
    expect(heavyTypes(pyridone, 7)).toEqual([22, 14, 12, 12, 12, 12, 33]);
  });

  it('lactone and ester carbonyl oxygens: 33 in a ring, 32 outside', () => {
    const lactone = handMade(
      'gamma-butyrolactone',
      ['C', 'O', 'C2', 'C2', 'C2', 'O'],
      [
        [0, 1, 1],
        [1, 4, 1],
        [4, 3, 1],
        [3, 2, 1],
        [2, 0, 1],
        [0, 5, 2],
      ],
    );
    expect(heavyTypes(lactone, 6)).toEqual([14, 31, 11, 11, 11, 33]);
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
    expect(heavyTypes(ester, 5)).toEqual([11, 14, 32, 31, 11]);
  });

  it('nitro N is 23 with both N–O delocalised; pyridine N-oxide has the N–O type 6', () => {
    const nitro = handMade(
      'nitromethane',
      ['C3', 'N+', 'O', 'O-'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    expect(heavyTypes(nitro, 4)).toEqual([11, 23, 31, 31]);
    expect(Array.from(bccAssignment(nitro).bondTypes.slice(0, 3))).toEqual([1, 9, 9]);
    const oxide = handMade(
      'pyridine N-oxide',
      ['N+', 'C1', 'C1', 'C1', 'C1', 'C1', 'O-'],
      [
        [0, 1, 2],
        [1, 2, 1],
        [2, 3, 2],
        [3, 4, 1],
        [4, 5, 2],
        [5, 0, 1],
        [0, 6, 1],
      ],
    );
    expect(heavyTypes(oxide, 7)).toEqual([23, 16, 16, 16, 16, 16, 31]);
    expect(bccAssignment(oxide).bondTypes[6]).toBe(6);
  });

  it('nitrile, imine and sulfone', () => {
    const nitrile = handMade(
      'acetonitrile',
      ['C3', 'C', 'N'],
      [
        [0, 1, 1],
        [1, 2, 3],
      ],
    );
    expect(heavyTypes(nitrile, 3)).toEqual([11, 15, 25]);
    expect(bccAssignment(nitrile).bondTypes[1]).toBe(3);
    const imine = handMade('methanimine', ['C2', 'N1'], [[0, 1, 2]]);
    expect(heavyTypes(imine, 2)).toEqual([13, 24]);
    const sulfone = handMade(
      'dimethyl sulfone',
      ['C3', 'S', 'C3', 'O', 'O'],
      [
        [0, 1, 1],
        [1, 2, 1],
        [1, 3, 2],
        [1, 4, 2],
      ],
    );
    expect(heavyTypes(sulfone, 5)).toEqual([11, 53, 11, 31, 31]);
    expect(Array.from(bccAssignment(sulfone).bondTypes.slice(0, 4))).toEqual([1, 1, 2, 2]);
  });
});

describe('charge-separated forms', () => {
  it('types DMSO written S⁺–O⁻ like S=O (antechamber assigns the hypervalent form)', () => {
    const ylide = handMade(
      'DMSO',
      ['C3', 'S+', 'C3', 'O-'],
      [
        [0, 1, 1],
        [1, 2, 1],
        [1, 3, 1],
      ],
    );
    const neutral = handMade(
      'DMSO',
      ['C3', 'S', 'C3', 'O'],
      [
        [0, 1, 1],
        [1, 2, 1],
        [1, 3, 2],
      ],
    );
    expect(Array.from(bccAssignment(ylide).bondTypes)).toEqual(Array.from(bccAssignment(neutral).bondTypes));
    expect(heavyTypes(ylide, 4)).toEqual([11, 52, 11, 31]);
  });
});

describe('bccCorrections', () => {
  it('only moves charge: the corrections of every molecule sum to zero', () => {
    const molecules = [
      handMade('methanol', ['C3', 'O1'], [[0, 1, 1]]),
      handMade(
        'acetate',
        ['C3', 'C', 'O', 'O-'],
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
      ),
      handMade(
        'nitromethane',
        ['C3', 'N+', 'O', 'O-'],
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
      ),
      handMade(
        'toluene',
        ['C3', 'C', 'C1', 'C1', 'C1', 'C1', 'C1'],
        [
          [0, 1, 1],
          [1, 2, 2],
          [2, 3, 1],
          [3, 4, 2],
          [4, 5, 1],
          [5, 6, 2],
          [6, 1, 1],
        ],
      ),
    ];
    for (const mol of molecules) {
      expect(bccCorrections(mol).reduce((s, q) => s + q, 0)).toBeCloseTo(0, 12);
    }
  });

  it('lists bonds the table has no entry for and refuses elements AM1-BCC has no type for', () => {
    const disilane = handMade('disilane', ['Si3', 'Si3'], [[0, 1, 1]]);
    expect(bccAssignment(disilane).unparameterised).toEqual([0]);
    expect(() => bccAssignment(handMade('borane', ['B3'], []))).toThrow(ChemError);
  });
});

describe('am1bccFromAm1', () => {
  it('adds the corrections and averages over symmetry-equivalent atoms, keeping the total', () => {
    const mol = handMade('methanol', ['C3', 'O1'], [[0, 1, 1]]);
    const am1 = Float64Array.from([-0.07, -0.33, 0.05, 0.06, 0.04, 0.25]);
    const q = am1bccFromAm1(mol, am1);
    expect(q[2]).toBeCloseTo(q[3]!, 12);
    expect(q[3]).toBeCloseTo(q[4]!, 12);
    expect(q[2]).toBeCloseTo(0.05 - 0.0393, 10);
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 12);
    expect(() => am1bccFromAm1(mol, new Float64Array(3))).toThrow(ChemError);
  });

  it('treats the C=O and C–O⁻ oxygens of a carboxylate as one class', () => {
    const acetate = handMade(
      'acetate',
      ['C3', 'C', 'O', 'O-'],
      [
        [0, 1, 1],
        [1, 2, 2],
        [1, 3, 1],
      ],
    );
    const q = am1bccFromAm1(acetate, Float64Array.from([-0.27, 0.32, -0.59, -0.6, 0.05, 0.04, 0.05]));
    expect(q[2]).toBeCloseTo(q[3]!, 12);
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(-1, 12);
  });
});
