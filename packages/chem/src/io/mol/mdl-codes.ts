import { BondOrder } from '../../core/bond-order.js';
import { LONE_PAIR, symbolOf } from '../../core/elements.js';
import { TopoForgeError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';

/** Symbol written for an element; the lone pair is 'LP' as in ISIS/BIOVIA files. */
export function mdlSymbol(z: number): string {
  if (z === LONE_PAIR) return 'LP';
  const s = symbolOf(z);
  if (s === '?') throw new TopoForgeError('invalid-molecule', `Atomic number ${z} has no element symbol.`);
  return s;
}

/**
 * BondOrder → MDL bond type. Amide bonds are single bonds in MDL files; Unknown is written as query
 * type 8 ("any"), which our reader maps back to Unknown. MDL has no quadruple bond, so it is refused.
 */
export function mdlBondType(order: number, bond: number): number {
  switch (order) {
    case BondOrder.Single:
    case BondOrder.Double:
    case BondOrder.Triple:
      return order;
    case BondOrder.Aromatic:
      return 4;
    case BondOrder.Amide:
      return 1;
    case BondOrder.Unknown:
      return 8;
  }
  throw new TopoForgeError(
    'unsupported-format',
    `Bond ${bond + 1} has order ${order}, which molfiles cannot store (no quadruple bond type).`,
  );
}

/** Title line: the override or the molecule's title, on one line. */
export const titleLine = (mol: Molecule, title: string | undefined): string =>
  (title ?? mol.title).replace(/[\r\n]+/g, ' ');

/** Header line 2 (IIPPPPPPPPMMDDYYHHmmdd): no initials, program name, no date, '2D' when every z is 0. */
export function programLine(mol: Molecule): string {
  let flat = true;
  for (let i = 2; i < mol.positions.length && flat; i += 3) flat = mol.positions[i] === 0;
  return `  TopoForg          ${flat && mol.atomCount > 0 ? '2D' : '3D'}`;
}

export function checkPositions(mol: Molecule): void {
  const bad = mol.positions.findIndex((v) => !Number.isFinite(v));
  if (bad >= 0)
    throw new TopoForgeError(
      'invalid-molecule',
      `Atom ${Math.floor(bad / 3) + 1} has a non-finite coordinate.`,
    );
}
