import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';
import { typeGromos54a7 } from './gromos-type.js';
import { MERGED_HYDROGEN_TYPE as M, mergeUnitedAtoms } from './merge.js';

/** Heavy atoms with bonds (order 2 where given), then hydrogens added per heavy atom. */
function build(
  heavy: readonly number[],
  bonds: readonly (readonly [number, number, number?])[],
  hydrogens: readonly number[],
  charges: readonly number[] = [],
): Molecule {
  const b = new MoleculeBuilder();
  heavy.forEach((element, i) => b.addAtom({ element, x: i, y: 0, z: 0, formalCharge: charges[i] ?? 0 }));
  for (const [a, c, o] of bonds) b.addBond({ a, b: c, order: o === 2 ? BondOrder.Double : BondOrder.Single });
  hydrogens.forEach((n, host) => {
    for (let k = 0; k < n; k++) {
      const h = b.addAtom({ element: 1, x: host, y: k + 1, z: 0 });
      b.addBond({ a: host, b: h, order: BondOrder.Single });
    }
  });
  return b.build();
}

const typesOf = (m: Molecule) => typeGromos54a7(m).types;

/*
 * Expected types are those of gromos54a7.ff/aminoacids.rtp for the matching side chain (the analogue
 * replaces CA by a CH3 or CH2): SER CB/OG/HG, ASPH CG/OD1/OD2/HD2, ASP CG/OD1/OD2, ASN CG/OD1/ND2/HD2x,
 * backbone C/O/N/H, LYS NZ/HZx, LYSH NZ/HZx, PHE ring C/HC, TYR CZ/OH/HH, CYSH SG/HG, MET SD/CE, PRO CH2r.
 */
describe('typeGromos54a7', () => {
  it('ethanol: CH3 and CH2 united atoms, hydroxyl OA with explicit H (SER CB OG HG)', () => {
    const t = typesOf(
      build(
        [6, 6, 8],
        [
          [0, 1],
          [1, 2],
        ],
        [3, 2, 1],
      ),
    );
    expect(t).toEqual(['CH3', 'CH2', 'OA', M, M, M, M, M, 'H']);
  });

  it('acetic acid and acetate: C, O, OA, H (ASPH) and C, OM, OM (ASP)', () => {
    expect(
      typesOf(
        build(
          [6, 6, 8, 8],
          [
            [0, 1],
            [1, 2, 2],
            [1, 3],
          ],
          [3, 0, 0, 1],
        ),
      ),
    ).toEqual(['CH3', 'C', 'O', 'OA', M, M, M, 'H']);
    const acetate = build(
      [6, 6, 8, 8],
      [
        [0, 1],
        [1, 2, 2],
        [1, 3],
      ],
      [3, 0, 0, 0],
      [0, 0, 0, -1],
    );
    expect(typesOf(acetate)).toEqual(['CH3', 'C', 'OM', 'OM', M, M, M]);
  });

  it('acetamide NT with two H (ASN ND2), N-methylacetamide N with one H (peptide N)', () => {
    expect(
      typesOf(
        build(
          [6, 6, 8, 7],
          [
            [0, 1],
            [1, 2, 2],
            [1, 3],
          ],
          [3, 0, 0, 2],
        ),
      ),
    ).toEqual(['CH3', 'C', 'O', 'NT', M, M, M, 'H', 'H']);
    expect(
      typesOf(
        build(
          [6, 6, 8, 7, 6],
          [
            [0, 1],
            [1, 2, 2],
            [1, 3],
            [3, 4],
          ],
          [3, 0, 0, 1, 3],
        ),
      ),
    ).toEqual(['CH3', 'C', 'O', 'N', 'CH3', M, M, M, 'H', M, M, M]);
  });

  it('ethylamine NT (LYS NZ) and ethylammonium NL (LYSH NZ)', () => {
    expect(
      typesOf(
        build(
          [6, 6, 7],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 2, 2],
        ),
      ),
    ).toEqual(['CH3', 'CH2', 'NT', M, M, M, M, M, 'H', 'H']);
    expect(
      typesOf(
        build(
          [6, 6, 7],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 2, 3],
          [0, 0, 1],
        ),
      ),
    ).toEqual(['CH3', 'CH2', 'NL', M, M, M, M, M, 'H', 'H', 'H']);
  });

  it('toluene and phenol: ring C with explicit HC (PHE), C-OA-H (TYR CZ OH HH)', () => {
    const ring: [number, number, number?][] = [
      [0, 1, 2],
      [1, 2],
      [2, 3, 2],
      [3, 4],
      [4, 5, 2],
      [5, 0],
    ];
    const toluene = build([6, 6, 6, 6, 6, 6, 6], [...ring, [0, 6]], [0, 1, 1, 1, 1, 1, 3]);
    expect(typesOf(toluene)).toEqual([
      'C',
      'C',
      'C',
      'C',
      'C',
      'C',
      'CH3',
      'HC',
      'HC',
      'HC',
      'HC',
      'HC',
      M,
      M,
      M,
    ]);
    const phenol = build([6, 6, 6, 6, 6, 6, 8], [...ring, [0, 6]], [0, 1, 1, 1, 1, 1, 1]);
    expect(typesOf(phenol).slice(0, 7)).toEqual(['C', 'C', 'C', 'C', 'C', 'C', 'OA']);
    expect(typesOf(phenol)[12]).toBe('H');
  });

  it('thiol S with H (CYSH), thioether (MET SD, CE), ether OE, ring CH2r (PRO)', () => {
    expect(
      typesOf(
        build(
          [6, 6, 16],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 2, 1],
        ),
      ),
    ).toEqual(['CH3', 'CH2', 'S', M, M, M, M, M, 'H']);
    expect(
      typesOf(
        build(
          [6, 16, 6],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 0, 3],
        ),
      ).slice(0, 3),
    ).toEqual(['CH3', 'S', 'CH3']);
    expect(
      typesOf(
        build(
          [6, 8, 6],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 0, 3],
        ),
      ).slice(0, 3),
    ).toEqual(['CH3', 'OE', 'CH3']);
    const cyclopentane = build(
      [6, 6, 6, 6, 6],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 0],
      ],
      [2, 2, 2, 2, 2],
    );
    expect(typesOf(cyclopentane).slice(0, 5)).toEqual(['CH2r', 'CH2r', 'CH2r', 'CH2r', 'CH2r']);
  });

  it('methyl acetate: ester O is OE, as dppc.itp types its ester oxygens', () => {
    const t = typesOf(
      build(
        [6, 6, 8, 8, 6],
        [
          [0, 1],
          [1, 2, 2],
          [1, 3],
          [3, 4],
        ],
        [3, 0, 0, 0, 3],
      ),
    );
    expect(t.slice(0, 5)).toEqual(['CH3', 'C', 'O', 'OE', 'CH3']);
  });

  it('merges exactly the aliphatic hydrogens, summing them onto their carbon', () => {
    const mol = build(
      [6, 6, 8],
      [
        [0, 1],
        [1, 2],
      ],
      [3, 2, 1],
    );
    const typing = typeGromos54a7(mol);
    const merged = mergeUnitedAtoms(typing.molecule, typing.types);
    expect(merged.types).toEqual(['CH3', 'CH2', 'OA', 'H']);
    expect(merged.absorbed.map((a) => a.length)).toEqual([3, 2, 0, 0]);
  });

  it('refuses what 54A7 blocks do not cover, naming the atom (1-based)', () => {
    const refusal = (m: Molecule): string => {
      try {
        typeGromos54a7(m);
      } catch (e) {
        expect(e).toBeInstanceOf(ChemError);
        return (e as Error).message;
      }
      return 'no error';
    };
    // ethene, dimethyl carbonate (no 54A7 topology holds one), trimethylamine (tertiary amine)
    expect(refusal(build([6, 6], [[0, 1, 2]], [2, 2]))).toMatch(/atom 1 is an unsaturated carbon/);
    const carbonate = build(
      [6, 8, 6, 8, 8, 6],
      [
        [0, 1],
        [1, 2],
        [2, 3, 2],
        [2, 4],
        [4, 5],
      ],
      [3, 0, 0, 0, 0, 3],
    );
    expect(refusal(carbonate)).toMatch(/atom 2 is an oxygen in a group not covered/);
    expect(
      refusal(
        build(
          [7, 6, 6, 6],
          [
            [0, 1],
            [0, 2],
            [0, 3],
          ],
          [0, 3, 3, 3],
        ),
      ),
    ).toMatch(/atom 1 is a nitrogen/);
  });
});

describe('typeGromos54a7 input forms', () => {
  it('reads a mol2-style amide bond (order am) as the C–N single bond', () => {
    const b = new MoleculeBuilder();
    [6, 6, 8, 7].forEach((element, i) => b.addAtom({ element, x: i, y: 0, z: 0 }));
    b.addBond({ a: 0, b: 1, order: BondOrder.Single });
    b.addBond({ a: 1, b: 2, order: BondOrder.Double });
    b.addBond({ a: 1, b: 3, order: BondOrder.Amide });
    for (const [host, n] of [
      [0, 3],
      [3, 2],
    ] as const) {
      for (let k = 0; k < n; k++)
        b.addBond({
          a: host,
          b: b.addAtom({ element: 1, x: host, y: k + 1, z: 0 }),
          order: BondOrder.Single,
        });
    }
    expect(typesOf(b.build()).slice(0, 4)).toEqual(['CH3', 'C', 'O', 'NT']);
  });
});
