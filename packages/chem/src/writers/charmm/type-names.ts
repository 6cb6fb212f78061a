import type { System } from '../../core/system.js';
import type { CharmmType } from './model.js';
import type { Conflict, Tables } from './parameter-tables.js';
import { parameterTables } from './parameter-tables.js';

/** CHARMM reads type names of up to 6 characters (CGenFF's are 6); X is its wildcard. */
export const TYPE_NAME_LIMIT = 6;

/**
 * A force-field type name made CHARMM-safe: upper case (CHARMM folds case, so `c` and `C` are one type
 * to it), only letters, digits and _ ' + * -, at most 6 characters; OPLS-AA's `opls_NNN` becomes
 * `OPNNN`. Names that keep nothing, or only X (the wildcard), get a leading T.
 */
export function charmmTypeName(type: string): string {
  const upper = type.toUpperCase();
  const opls = /^OPLS_(\d{1,4})$/.exec(upper);
  let name = opls ? `OP${opls[1]}` : upper.replace(/[^A-Z0-9_'+*-]/g, '');
  if (!/^[A-Z0-9]/.test(name) || name === 'X') name = `T${name}`;
  return name.slice(0, TYPE_NAME_LIMIT);
}

/**
 * `name`, or when it is taken, `name` with 2, 3 … after it (CA2), or _2, _3 … when it ends in a digit
 * (C3_2, not C32), in place of its last characters when 6 would be exceeded.
 */
export function uniqueTypeName(name: string, used: Set<string>): string {
  let fresh = name;
  for (let k = 2; used.has(fresh); k++) {
    const tail = /\d$/.test(name) ? `_${k}` : String(k);
    fresh = `${name.slice(0, TYPE_NAME_LIMIT - tail.length)}${tail}`;
  }
  used.add(fresh);
  return fresh;
}

export interface Typing {
  readonly types: CharmmType[];
  /** 0-based index into `types` for every atom. */
  readonly typeOf: number[];
  /** σ (nm) of every type, for NBFIX. */
  readonly sigmaOf: number[];
  readonly names: string[];
}

/** Molecules up to this size may have their types split one atom at a time (each split re-keys every term). */
const MAX_SPLIT_ATOMS = 5000;
/** At most this many splits before every atom gets a type of its own. */
const MAX_SPLITS = 256;

/**
 * When the force-field types cannot key the System's rows (two terms with one type tuple, different
 * parameters: most often a GAFF periodic improper on the type quartet of a proper torsion, in every
 * aromatic ring), split types one atom at a time until they can: the atom that gets a type of its own
 * is the first atom of the later term that the earlier one lacks (else the first in another place), and
 * its type is named after the force-field type, CA → CA2, CA3 … Deterministic (terms are taken in the
 * System's order); undefined when MAX_SPLITS do not suffice or the molecule is too large.
 */
export function splitTypes(system: System, typing: Typing): { typing: Typing; tables: Tables } | undefined {
  if (system.atoms.length > MAX_SPLIT_ATOMS) return undefined;
  const typeOf = [...typing.typeOf];
  const types = [...typing.types];
  const sigmaOf = [...typing.sigmaOf];
  const used = new Set(types.map((t) => t.name));
  const base = types.map((t) => t.name);
  for (let k = 0; k <= MAX_SPLITS; k++) {
    let conflict: Conflict | undefined;
    const tables = parameterTables(system, typeOf, (c) => {
      conflict = c;
    });
    if (tables) return { typing: { types, typeOf, sigmaOf, names: typing.names }, tables };
    const atom = conflict === undefined ? undefined : splitAtom(conflict);
    if (atom === undefined) return undefined;
    const from = typeOf[atom]!;
    const t = types.length;
    types.push({ ...types[from]!, name: uniqueTypeName(base[from]!, used), number: t + 1 });
    base.push(base[from]!);
    sigmaOf.push(sigmaOf[from]!);
    typeOf[atom] = t;
  }
  return undefined;
}

function splitAtom({ first, second }: Conflict): number | undefined {
  return second.find((a) => !first.includes(a)) ?? second.find((a, k) => first[k] !== a);
}
