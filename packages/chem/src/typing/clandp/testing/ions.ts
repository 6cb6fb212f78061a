import { readFileSync } from 'node:fs';
import { BondOrder } from '../../../core/bond-order.js';
import { atomicNumber } from '../../../core/elements.js';
import { MoleculeBuilder, type Molecule } from '../../../core/molecule.js';
import { findFormat } from '../../../io/registry.js';

/** An ion pair fixture (fixtures/README.md) as read from XYZ: no bonds, perception's job. */
export function ionPair(name: string): Molecule {
  const text = readFileSync(new URL(`../fixtures/${name}.xyz`, import.meta.url), 'utf8');
  return findFormat('xyz')!.read!(text, { fileName: `${name}.xyz` }).molecules[0]!;
}

/**
 * A bond graph with single bonds and all coordinates zero, for typing tests: `heavy` lists
 * [symbol, hydrogens] per heavy atom, `bonds` pairs of heavy-atom indices (0-based); the hydrogens
 * follow the heavy atoms, in order.
 */
export function graphMolecule(
  heavy: readonly (readonly [string, number])[],
  bonds: readonly (readonly [number, number])[],
): Molecule {
  const b = new MoleculeBuilder('graph');
  const add = (symbol: string) => b.addAtom({ element: atomicNumber(symbol)!, x: 0, y: 0, z: 0 });
  heavy.forEach(([symbol]) => add(symbol));
  for (const [x, y] of bonds) b.addBond({ a: x, b: y, order: BondOrder.Single });
  heavy.forEach(([, h], i) => {
    for (let k = 0; k < h; k++) b.addBond({ a: i, b: add('H'), order: BondOrder.Single });
  });
  return b.build();
}
