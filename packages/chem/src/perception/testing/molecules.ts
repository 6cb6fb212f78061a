import type { BondOrder } from '../../core/bond-order.js';
import type { Cell } from '../../core/cell.js';
import { cellFromParameters, toCartesian } from '../../core/cell.js';
import { atomicNumber } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';

/**
 * Tiny molecule builders for perception tests, independent of the io readers so that these tests
 * do not break when a reader changes.
 */

/** Parses plain xyz text (count line, comment line, `El x y z` lines); test fixtures only. */
export function moleculeFromXyz(text: string, cell?: Cell): Molecule {
  const lines = text.split('\n');
  const count = Number(lines[0]);
  const builder = new MoleculeBuilder(lines[1]?.trim() ?? '');
  for (const line of lines.slice(2, 2 + count)) {
    const [symbol = '', x = '', y = '', z = ''] = line.trim().split(/\s+/);
    const element = atomicNumber(symbol);
    if (element === undefined) throw new Error(`unknown element ${symbol}`);
    builder.addAtom({ element, x: Number(x), y: Number(y), z: Number(z) });
  }
  return builder.setCell(cell).build();
}

/** A molecule from element symbols and Cartesian positions (Å). */
export function atomsAt(sites: readonly (readonly [string, number, number, number])[]): Molecule {
  const builder = new MoleculeBuilder('atoms');
  for (const [symbol, x, y, z] of sites) builder.addAtom({ element: atomicNumber(symbol) ?? 0, x, y, z });
  return builder.build();
}

/** A periodic structure from element symbols and fractional coordinates. */
export function crystal(cell: Cell, sites: readonly (readonly [string, number, number, number])[]): Molecule {
  const builder = new MoleculeBuilder('crystal');
  for (const [symbol, fa, fb, fc] of sites) {
    const [x, y, z] = toCartesian(cell, [fa, fb, fc]);
    builder.addAtom({ element: atomicNumber(symbol) ?? 0, x, y, z });
  }
  return builder.setCell(cell).build();
}

export type GraphAtom = string | readonly [symbol: string, charge: number];
export type GraphBond = readonly [a: number, b: number, order: BondOrder];

/**
 * A molecule given as a graph only (all atoms at the origin), for ring, aromaticity and symmetry
 * tests. Atoms are symbols or [symbol, formal charge]; bonds use 0-based atom indices.
 */
export function graph(atoms: readonly GraphAtom[], bonds: readonly GraphBond[], title = ''): Molecule {
  const builder = new MoleculeBuilder(title);
  for (const atom of atoms) {
    const [symbol, formalCharge] = typeof atom === 'string' ? [atom, 0] : atom;
    const element = atomicNumber(symbol);
    if (element === undefined) throw new Error(`unknown element ${symbol}`);
    builder.addAtom({ element, x: 0, y: 0, z: 0, formalCharge });
  }
  for (const [a, b, order] of bonds) builder.addBond({ a, b, order });
  return builder.build();
}

/**
 * Diamond, conventional cubic cell (Fd-3m, a = 3.567 Å): 8 carbons, each with 4 neighbours at
 * a·√3/4 = 1.545 Å; the next shell, a/√2 = 2.522 Å, lies beyond 1.15 × 2 × r(C).
 */
export const DIAMOND_SITES: readonly (readonly [string, number, number, number])[] = [
  ['C', 0, 0, 0],
  ['C', 0, 0.5, 0.5],
  ['C', 0.5, 0, 0.5],
  ['C', 0.5, 0.5, 0],
  ['C', 0.25, 0.25, 0.25],
  ['C', 0.25, 0.75, 0.75],
  ['C', 0.75, 0.25, 0.75],
  ['C', 0.75, 0.75, 0.25],
];

export function diamondCell(a = 3.567): Molecule {
  return crystal(cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 }), DIAMOND_SITES);
}
