import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { mmffFormalCharges } from './formal-charges.js';
import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree } from './graph.js';
import type { AtomTypeProperties, Mmff94Tables, PartialBondChargeIncrement } from './tables.js';
import { bciKey } from './tables.js';
import { mmff94Typing } from './types.js';

/**
 * MMFF94 partial charges (Halgren, J. Comput. Chem. 1996, 17, 616, eq. 15):
 *   q_i = (1 − M_i·u_i)·q0_i + u_i·Σ_k q0_k + Σ_k ω_ki
 * with M_i the type's coordination (crd), u_i its formal-charge sharing factor (fcadj), q0 the
 * MMFF formal charges (formal-charges.ts), and ω_ki the bond charge increments of mmffchg.par
 * for the MMFF bond type (signed by type order: the lower type gives bci to the higher), or
 * pbci_i − pbci_k when the pair is not tabulated. The sharing term and the two q0 adjustments
 * follow RDKit's implementation, which reproduces Halgren's MMFF94 validation suite: an atom
 * with u_i = 0 adds q0_k / (2·degree_k) of each negative neighbour to its own q0, and an NM
 * nitrogen gives back half of a positive neighbour's charge. Types missing from the tables
 * raise a ChemError naming the atom.
 */
export function mmff94Charges(mol: Molecule, tables: Mmff94Tables): Float64Array {
  const { graph, types } = mmff94Typing(mol);
  const formal = mmffFormalCharges(graph, types);
  const bondTypes = (i: number, k: number): number => mmffBondType(graph, tables, types, i, k);
  return Float64Array.from(types, (t, i) => {
    const props = lookup(tables.properties, t, i, 'mmffprop.par');
    const own = lookup(tables.pbci, t, i, 'mmffpbci.par');
    let q0 = formal[i]!;
    let neighbourFormal = 0;
    let increments = 0;
    for (const k of graph.neighbours[i]!) {
      const fk = formal[k]!;
      if (own.fcadj === 0 && fk < 0) q0 += fk / (2 * degree(graph, k));
      if (t === 62 && fk > 0) q0 -= fk / 2;
      neighbourFormal += fk;
      increments += increment(tables, bondTypes(i, k), t, types[k]!, own, k);
    }
    return (1 - props.crd * own.fcadj) * q0 + own.fcadj * neighbourFormal + increments;
  });
}

/** MMFF bond type 1: a single bond between two sbmb types or two aromatic types (not in a ring of aromatic bonds). */
function mmffBondType(
  g: MmffGraph,
  tables: Mmff94Tables,
  types: readonly number[],
  i: number,
  k: number,
): number {
  if (bondKind(g, i, k) !== Bond.Single) return 0;
  const a = tables.properties.get(types[i]!);
  const b = tables.properties.get(types[k]!);
  if (!a || !b) return 0;
  return (a.sbmb && b.sbmb) || (a.arom && b.arom) ? 1 : 0;
}

/** Charge atom i (type ti) receives over its bond to atom k (type tk). */
function increment(
  tables: Mmff94Tables,
  bondType: number,
  ti: number,
  tk: number,
  own: PartialBondChargeIncrement,
  k: number,
): number {
  const row = tables.bci.get(bciKey(bondType, Math.min(ti, tk), Math.max(ti, tk)));
  if (row) return ti > tk ? row.bci : -row.bci;
  return own.pbci - lookup(tables.pbci, tk, k, 'mmffpbci.par').pbci;
}

function lookup<T extends AtomTypeProperties | PartialBondChargeIncrement>(
  table: ReadonlyMap<number, T>,
  type: number,
  atom: number,
  file: string,
): T {
  const row = table.get(type);
  if (row) return row;
  throw new ChemError('perception', `MMFF94 type ${type} of atom ${atom + 1} is missing from ${file}.`, [
    atom,
  ]);
}
