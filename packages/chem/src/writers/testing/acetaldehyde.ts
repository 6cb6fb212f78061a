import { BondOrder } from '../../core/bond-order.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { Provenance, System, SystemAtom } from '../../core/system.js';

/*
 * A hand-made System for the writer tests: acetaldehyde CH3–CHO with every term kind the writers
 * handle (a two-term and a one-term torsion, a periodic improper, 1-4 pairs). Values are typed in by
 * hand at GAFF's order of magnitude; they are test data, not force-field parameters. Geometry in Å,
 * planar CCO(H) in the xy plane.
 */
const HAND: Provenance = { forceField: 'test', source: 'acetaldehyde.ts', estimated: false };

const ATOMS: readonly [number, string, number, number, number][] = [
  [6, 'C1', 0, 0, 0],
  [6, 'C2', 1.5, 0, 0],
  [8, 'O3', 2.11, 1.05, 0],
  [1, 'H4', 2.05, -0.95, 0],
  [1, 'H5', -0.37, 1.02, 0],
  [1, 'H6', -0.37, -0.51, 0.88],
  [1, 'H7', -0.37, -0.51, -0.88],
];

const atom = (
  label: string,
  type: string,
  charge: number,
  mass: number,
  sigma: number,
  epsilon: number,
): SystemAtom => ({
  label,
  forceField: 'test',
  type,
  charge,
  mass,
  sigma,
  epsilon,
  provenance: HAND,
});

export function acetaldehyde(): System {
  const builder = new MoleculeBuilder('acetaldehyde');
  for (const [element, name, x, y, z] of ATOMS) builder.addAtom({ element, name, x, y, z });
  for (const [a, b, order] of [
    [0, 1, 1],
    [1, 2, 2],
    [1, 3, 1],
    [0, 4, 1],
    [0, 5, 1],
    [0, 6, 1],
  ] as const) {
    builder.addBond({ a, b, order: order === 2 ? BondOrder.Double : BondOrder.Single });
  }
  return {
    molecule: builder.build(),
    atoms: [
      atom('C1', 'c3', -0.2, 12.01, 0.339967, 0.45773),
      atom('C2', 'c', 0.45, 12.01, 0.339967, 0.359824),
      atom('O3', 'o', -0.5, 16.0, 0.295992, 0.87864),
      atom('H4', 'ha', 0, 1.008, 0.259964, 0.06276),
      ...['H5', 'H6', 'H7'].map((h) => atom(h, 'hc', 0.25 / 3, 1.008, 0.264953, 0.065689)),
    ],
    bondParameters: [
      { funct: 1, b0: 0.1508, kb: 274970, provenance: HAND },
      { funct: 1, b0: 0.1214, kb: 542790, provenance: HAND },
      { funct: 1, b0: 0.1101, kb: 289365, provenance: HAND },
      { funct: 1, b0: 0.1092, kb: 282001, provenance: HAND },
    ],
    bonds: [
      { atoms: [0, 1], parameter: 0 },
      { atoms: [1, 2], parameter: 1 },
      { atoms: [1, 3], parameter: 2 },
      { atoms: [0, 4], parameter: 3 },
      { atoms: [0, 5], parameter: 3 },
      { atoms: [0, 6], parameter: 3 },
    ],
    angleParameters: [
      { funct: 1, theta0: 109.68, k: 391.6, provenance: HAND },
      { funct: 1, theta0: 108.35, k: 329.7, provenance: HAND },
      { funct: 1, theta0: 123.11, k: 571.5, provenance: HAND },
      { funct: 1, theta0: 115.17, k: 390, provenance: HAND },
      { funct: 1, theta0: 120.52, k: 455, provenance: HAND },
    ],
    angles: [
      ...[4, 5, 6].map((h) => ({ atoms: [1, 0, h] as const, parameter: 0 })),
      { atoms: [4, 0, 5], parameter: 1 },
      { atoms: [4, 0, 6], parameter: 1 },
      { atoms: [5, 0, 6], parameter: 1 },
      { atoms: [0, 1, 2], parameter: 2 },
      { atoms: [0, 1, 3], parameter: 3 },
      { atoms: [3, 1, 2], parameter: 4 },
    ],
    dihedralParameters: [
      {
        funct: 9,
        terms: [
          { phase: 0, k: 0.8, multiplicity: 1 },
          { phase: 180, k: 0.33, multiplicity: 3 },
        ],
        provenance: HAND,
      },
      { funct: 1, terms: [{ phase: 0, k: 0.5, multiplicity: 3 }], provenance: HAND },
    ],
    dihedrals: [4, 5, 6].flatMap((h) => [
      { atoms: [h, 0, 1, 2] as const, parameter: 0 },
      { atoms: [h, 0, 1, 3] as const, parameter: 1 },
    ]),
    improperParameters: [{ funct: 4, term: { phase: 180, k: 4.6024, multiplicity: 2 }, provenance: HAND }],
    impropers: [{ atoms: [0, 3, 1, 2], parameter: 0 }],
    pairs: [4, 5, 6].flatMap((h) => [
      { atoms: [h, 2] as const, funct: 1 as const },
      { atoms: [h, 3] as const, funct: 1 as const },
    ]),
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 1 / 1.2 },
  };
}
