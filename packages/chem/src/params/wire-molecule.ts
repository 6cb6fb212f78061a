import { BondOrder } from '../core/bond-order.js';
import type { Cell } from '../core/cell.js';
import { isCoarseGrainedForceField } from '../core/coarse-grained.js';
import { ELEMENTS, elementBySymbol, LONE_PAIR, type ElementRecord } from '../core/elements.js';
import { MoleculeBuilder, type Molecule } from '../core/molecule.js';
import type { WireAtom } from './system-wire.js';
import type { Row } from './wire-rows.js';

/** Below this mass an atom is a massless site (lone pair, virtual site): the Lp pseudo-element. */
const MASSLESS = 0.5;

/**
 * The element of a wire atom. The spec's label is the element symbol, often numbered ('C1', 'CL3');
 * a two-letter symbol wins over its first letter only when its mass is the closer one ('CA' of mass 12
 * is carbon, of mass 40 calcium). A label that names no element falls back to the element of nearest
 * mass (a united-atom CH2 of 14.03 is then written as nitrogen's number, which only GROMACS's
 * informational at.num column shows).
 */
export function elementOfWireAtom(label: string, mass: number): number {
  if (Math.abs(mass) < MASSLESS) return LONE_PAIR;
  const letters = /^[A-Za-z]{1,2}/.exec(label.trim())?.[0] ?? '';
  const one = elementBySymbol(letters.slice(0, 1));
  const two = letters.length === 2 ? elementBySymbol(letters) : undefined;
  const candidates = [two, one].filter((e): e is ElementRecord => e !== undefined && e.number !== LONE_PAIR);
  if (candidates.length > 0) {
    return candidates.reduce((best, e) => (Math.abs(e.mass - mass) < Math.abs(best.mass - mass) ? e : best))
      .number;
  }
  let nearest = 1;
  for (const e of ELEMENTS) {
    if (e.number === LONE_PAIR) continue;
    if (Math.abs(e.mass - mass) < Math.abs((ELEMENTS[nearest]?.mass ?? 0) - mass)) nearest = e.number;
  }
  return nearest;
}

/**
 * The structure a downloaded parameter set describes: atoms at the wire's positions (Å), named by
 * their labels, bonded as the bond rows say (order unknown: the wire carries none), in `cell` when it
 * is a crystal. A coarse-grained force field's atom is a bead (pseudo-element 0). Rows must already be numbers with ids in range (1-based).
 */
export function moleculeFromWire(
  atoms: readonly WireAtom[],
  bonds: readonly Row[],
  cell: Cell | undefined,
  title = '',
): Molecule {
  const builder = new MoleculeBuilder(title);
  for (const [label, forceField, , x, y, z, , mass] of atoms) {
    const element = isCoarseGrainedForceField(forceField) ? 0 : elementOfWireAtom(label, mass);
    builder.addAtom({ element, x, y, z, name: label });
  }
  for (const row of bonds) {
    const [a = 0, b = 0] = row;
    if (a !== b) builder.addBond({ a: a - 1, b: b - 1, order: BondOrder.Unknown });
  }
  return builder.setCell(cell).build();
}
