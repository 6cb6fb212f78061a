import type { BondOrder } from '../../../core/bond-order.js';
import { atomicNumber } from '../../../core/elements.js';
import type { Molecule } from '../../../core/molecule.js';
import { MoleculeBuilder } from '../../../core/molecule.js';

/**
 * A molecule from a hand-written graph, for typing tests: heavy atoms as symbols with their hydrogen
 * counts ('C3' = CH3, 'O-' = O with charge −1, 'N+' …), bonds as [i, j, order] over heavy-atom indices.
 * Hydrogens follow the heavy atoms in order. Coordinates are zero: BCC typing reads the graph only.
 */
export function handMade(
  title: string,
  atoms: readonly string[],
  bonds: readonly [number, number, BondOrder][],
): Molecule {
  const b = new MoleculeBuilder(title);
  const hydrogens: number[] = [];
  for (const spec of atoms) {
    const m = /^([A-Z][a-z]?)(\d*)([+-]?)$/.exec(spec);
    const z = m ? atomicNumber(m[1]!) : undefined;
    if (!m || z === undefined) throw new Error(`bad atom spec ${spec}`);
    const charge = m[3] === '+' ? 1 : m[3] === '-' ? -1 : 0;
    b.addAtom({ element: z, x: 0, y: 0, z: 0, formalCharge: charge });
    hydrogens.push(m[2] === '' ? 0 : Number(m[2]));
  }
  for (const [i, j, order] of bonds) b.addBond({ a: i, b: j, order });
  hydrogens.forEach((count, i) => {
    for (let h = 0; h < count; h++)
      b.addBond({ a: i, b: b.addAtom({ element: 1, x: 0, y: 0, z: 0 }), order: 1 });
  });
  return b.build();
}
