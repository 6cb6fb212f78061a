import type { Molecule } from '@topoforge/chem';
import { bondList, MoleculeBuilder } from '@topoforge/chem';

/** Two molecules in one, the second moved by `shift` Å: intermolecular Coulomb between alcohols. */
export function sideBySide(a: Molecule, b: Molecule, shift: readonly [number, number, number]): Molecule {
  const out = new MoleculeBuilder(`${a.title} + ${b.title}`);
  [a, b].forEach((mol, m) => {
    const offset = m === 0 ? 0 : a.atomCount;
    for (let i = 0; i < mol.atomCount; i++) {
      const [x, y, z] = [0, 1, 2].map((k) => mol.positions[3 * i + k]! + (m === 0 ? 0 : shift[k]!));
      out.addAtom({ element: mol.elements[i]!, x: x!, y: y!, z: z!, name: mol.names[i] });
    }
    for (const bond of bondList(mol)) out.addBond({ ...bond, a: bond.a + offset, b: bond.b + offset });
  });
  return out.build();
}
