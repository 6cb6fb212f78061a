import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import type { GromacsAtomType } from './model.js';

export interface TypedAtoms {
  readonly atomTypes: readonly GromacsAtomType[];
  /** GROMACS type name of every atom. */
  readonly typeOf: readonly string[];
}

/**
 * One [ atomtypes ] row per distinct (type, element, σ, ε, particle type). Two atoms sharing a type name but not its
 * values (mixed force fields) get distinct rows, the second renamed `<type>_2`, so no value is lost.
 */
export function atomTypesOf(system: System): TypedAtoms {
  const rows = new Map<string, GromacsAtomType>();
  const usedNames = new Set<string>();
  const sites = new Set((system.virtualSites ?? []).map((v) => v.site));
  const typeOf = system.atoms.map((atom, i) => {
    if (!/^\S+$/.test(atom.type)) {
      throw new ChemError('invalid-molecule', `Atom ${i + 1} has no usable type name ("${atom.type}").`, [i]);
    }
    const atomicNumber = system.molecule.elements[i] ?? 0;
    // A virtual site's type is a 'V' particle: it never shares a row with an atom of the same name.
    const ptype = sites.has(i) ? 'V' : 'A';
    const key = [atom.type, atomicNumber, atom.sigma, atom.epsilon, ptype].join('\u0000');
    const known = rows.get(key);
    if (known) return known.name;
    const name = freshName(atom.type, usedNames);
    const [v, w] = nonbondedColumns(system.defaults.combinationRule, atom.sigma, atom.epsilon);
    rows.set(key, { name, atomicNumber, mass: atom.mass, v, w, ptype });
    return name;
  });
  return { atomTypes: [...rows.values()], typeOf };
}

function freshName(type: string, used: Set<string>): string {
  let name = type;
  for (let k = 2; used.has(name); k++) name = `${type}_${k}`;
  used.add(name);
  return name;
}

/** Rule 1 stores C6 = 4εσ⁶ and C12 = 4εσ¹² in the σ/ε columns (GROMACS manual, [ defaults ]). */
export function nonbondedColumns(rule: number, sigma: number, epsilon: number): [number, number] {
  if (rule !== 1) return [sigma, epsilon];
  return [4 * epsilon * sigma ** 6, 4 * epsilon * sigma ** 12];
}
