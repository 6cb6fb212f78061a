import type { Molecule } from '@topoforge/chem';
import { findFormat, perceive, withSybylTypes } from '@topoforge/chem';

/**
 * The wizard's mol2 (000 §3 "parsed mol2 result"): bonds and bond orders perceived where the source
 * has none (xyz, cif, POSCAR, pdb without CONECT), SYBYL atom types, aromatic ring bonds written as
 * `ar` as Tripos and Open Babel do, formal charges in UNITY_ATOM_ATTR, the cell as CRYSIN.
 */
export function moleculeToMol2(mol: Molecule): string {
  return writeMol2(withSybylTypes(perceive(mol).molecule));
}

/** chem's mol2 writer, as it is registered: one format table for the whole app. */
export function writeMol2(mol: Molecule): string {
  const write = findFormat('mol2')?.write;
  if (!write) throw new Error('chem has no mol2 writer');
  return write(mol);
}
