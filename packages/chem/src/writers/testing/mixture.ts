import type { BondOrder } from '../../core/bond-order.js';
import { atomInputOf } from '../../core/edit/select-atoms.js';
import { bondList, MoleculeBuilder, type Residue } from '../../core/molecule.js';
import type { System } from '../../core/system.js';
import { composeSystems } from '../../params/compose-systems.js';

export interface MixturePart {
  readonly system: System;
  /** Residue name every atom of this part gets in the joined molecule (absent: the part's own). */
  readonly residue?: string;
  /** Shift of the part's coordinates, Å. */
  readonly shift?: readonly [number, number, number];
}

/**
 * Several Systems as one structure, joined the way a multi-molecule input is (composeSystems, as the
 * solute + water composition does): the parts' atoms one after another, or in `order` (order[k] = the
 * joined index of the k-th atom of the concatenation) to interleave the molecules. Test data only.
 */
export function mixture(parts: readonly MixturePart[], order?: readonly number[]): System {
  const total = parts.reduce((n, p) => n + p.system.atoms.length, 0);
  const at = (k: number): number => order?.[k] ?? k;
  const inputs = new Array<ReturnType<typeof atomInputOf>>(total);
  const maps: number[][] = [];
  const builder = new MoleculeBuilder('mixture');
  let k = 0;
  parts.forEach((part, p) => {
    const mol = part.system.molecule;
    const map: number[] = [];
    for (let i = 0; i < mol.atomCount; i++, k++) {
      const input = atomInputOf(mol, i);
      const [dx, dy, dz] = part.shift ?? [0, 0, 0];
      const residue: Residue = {
        name: part.residue ?? input.residue?.name ?? 'UNK',
        number: p + 1,
        chain: '',
      };
      inputs[at(k)] = { ...input, x: input.x + dx, y: input.y + dy, z: input.z + dz, residue };
      map.push(at(k));
    }
    maps.push(map);
  });
  for (const input of inputs) builder.addAtom(input);
  parts.forEach((part, p) => {
    for (const bond of bondList(part.system.molecule)) {
      builder.addBond({ a: maps[p]![bond.a]!, b: maps[p]![bond.b]!, order: bond.order as BondOrder });
    }
  });
  const molecule = builder.build();
  return composeSystems(
    molecule,
    parts.map((part, p) => ({ system: part.system, atoms: maps[p]! })),
    parts[0]!.system.defaults,
  );
}
