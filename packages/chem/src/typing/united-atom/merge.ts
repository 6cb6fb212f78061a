import { ChemError } from '../../core/errors.js';
import { selectAtoms } from '../../core/edit/select-atoms.js';
import type { Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';

/**
 * The atom type a united-atom typer gives a hydrogen that its heavy atom absorbs (CH3, CH2 … pseudo
 * atoms). The atom-type answer carries it so that the user sees which hydrogens disappear; the
 * parameter step drops those atoms, and the united atom's own type carries the summed mass.
 */
export const MERGED_HYDROGEN_TYPE = '(merged)';

export interface UnitedAtomMolecule {
  /** The molecule without its merged hydrogens (bonds among kept atoms unchanged). */
  readonly molecule: Molecule;
  /** The kept atoms' types, in `molecule` order. */
  readonly types: string[];
  /** For each atom of `molecule`, its 0-based index in the input. */
  readonly kept: number[];
  /** For each atom of `molecule`, the 0-based input indices of the hydrogens it absorbed. */
  readonly absorbed: number[][];
}

/**
 * Drops the atoms typed MERGED_HYDROGEN_TYPE. Each must be a hydrogen with exactly one bond, to an
 * atom that is kept: anything else is a typing error worth naming rather than a silent loss of mass.
 */
export function mergeUnitedAtoms(mol: Molecule, types: readonly string[]): UnitedAtomMolecule {
  if (types.length !== mol.atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `united-atom merge needs one type per atom: ${mol.atomCount} atoms, ${types.length} types.`,
    );
  }
  const adj = adjacency(mol);
  const kept: number[] = [];
  const hostOf = new Map<number, number>();
  for (let i = 0; i < mol.atomCount; i++) {
    if (types[i] !== MERGED_HYDROGEN_TYPE) {
      kept.push(i);
      continue;
    }
    const neighbours = [...adj.neighbours.subarray(adj.start[i], adj.start[i + 1])];
    const host = neighbours[0];
    if (mol.elements[i] !== 1 || neighbours.length !== 1 || host === undefined) {
      throw new ChemError(
        'invalid-molecule',
        `Atom ${i + 1} is marked as a merged hydrogen but is not a hydrogen with exactly one bond.`,
        [i],
      );
    }
    if (types[host] === MERGED_HYDROGEN_TYPE) {
      throw new ChemError(
        'invalid-molecule',
        `Atom ${i + 1} is merged into atom ${host + 1}, which is merged too.`,
        [i],
      );
    }
    hostOf.set(i, host);
  }
  const position = new Map(kept.map((old, k) => [old, k]));
  const absorbed: number[][] = kept.map(() => []);
  for (const [h, host] of hostOf) absorbed[position.get(host) ?? 0]?.push(h);
  return {
    molecule: kept.length === mol.atomCount ? mol : selectAtoms(mol, kept),
    types: kept.map((i) => types[i] ?? ''),
    kept,
    absorbed,
  };
}
