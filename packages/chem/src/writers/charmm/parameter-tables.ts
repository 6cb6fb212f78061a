import { ChemError } from '../../core/errors.js';
import type { System, Term } from '../../core/system.js';
import type { CharmmModel, CharmmTorsionTerm } from './model.js';
import {
  angleValues,
  bondValues,
  harmonicImproperValues,
  periodicImproperTerm,
  properTerms,
} from './terms.js';

export type Tables = Pick<
  CharmmModel,
  | 'bonds'
  | 'angles'
  | 'dihedrals'
  | 'impropers'
  | 'bondParameters'
  | 'angleParameters'
  | 'dihedralParameters'
  | 'improperParameters'
>;

/** Two terms whose atoms have one type tuple but whose parameters differ (0-based atoms). */
export interface Conflict {
  readonly first: readonly number[];
  readonly second: readonly number[];
}

/**
 * Parameter lines keyed by type tuple; add answers false when one tuple would need two different lines,
 * and `conflict` then holds the two terms.
 */
class Keyed<V> {
  readonly rows: { types: string[]; value: V }[] = [];
  private readonly index = new Map<string, { sig: string; atoms: readonly number[] }>();
  conflict: Conflict | undefined;
  /** `types` is called only for a new tuple: most terms repeat one (a supercell, a polymer). */
  add(key: string, types: () => string[], value: V, sig: string, atoms: readonly number[]): boolean {
    const known = this.index.get(key);
    if (known !== undefined) {
      if (known.sig !== sig) this.conflict = { first: known.atoms, second: atoms };
      return known.sig === sig;
    }
    this.index.set(key, { sig, atoms });
    this.rows.push({ types: types(), value });
    return true;
  }
}

const torsionSig = (terms: readonly CharmmTorsionTerm[]): string =>
  [...terms]
    .sort((x, y) => x.n - y.n)
    .map((x) => `${x.k}/${x.n}/${x.phase}`)
    .join(' ');

type ImproperRow =
  | { readonly kind: 'harmonic'; readonly values: readonly [number, number]; readonly sig: string }
  | { readonly kind: 'torsion'; readonly terms: readonly CharmmTorsionTerm[]; readonly sig: string }
  | { readonly kind: 'refused'; readonly why: string };

/** A harmonic improper is an IMPROPER line; a periodic one a dihedral line of one term. */
function improperRow(p: System['improperParameters'][number]): ImproperRow {
  if (p.funct === 2) {
    const values = harmonicImproperValues(p.k, p.xi0);
    return { kind: 'harmonic', values, sig: values.join(' ') };
  }
  if (p.funct !== 4) return { kind: 'refused', why: `function type ${p.funct} has no CHARMM form` };
  const one = periodicImproperTerm(p);
  if (typeof one === 'string') return { kind: 'refused', why: one };
  return { kind: 'torsion', terms: [one], sig: torsionSig([one]) };
}

/**
 * Type-keyed parameter lines for one typing (`typeOf`: a type index per atom), or undefined when two
 * terms with one type tuple carry different parameters (told to `onConflict`, when given). Tuples are keyed by type index (names are
 * unique ignoring case, so equal indices ⇔ equal names to CHARMM) in the orientation CHARMM and
 * OpenMM look terms up by: the smaller of forward and reversed as text; convert puts the names in.
 * Row signatures are made once per parameter row, not per term.
 */
export function parameterTables(
  system: System,
  typeOf: readonly number[],
  onConflict?: (conflict: Conflict) => void,
): Tables | undefined {
  /** [key, reversed]: the tuple's index text in its lookup orientation. */
  const orient = (atoms: readonly number[]): [string, boolean] => {
    let f = '';
    let r = '';
    for (let k = 0; k < atoms.length; k++) {
      f += `${k === 0 ? '' : ' '}${typeOf[atoms[k]!]!}`;
      r += `${k === 0 ? '' : ' '}${typeOf[atoms[atoms.length - 1 - k]!]!}`;
    }
    return r < f ? [r, true] : [f, false];
  };
  const typesOf = (atoms: readonly number[], reversed: boolean) => (): string[] =>
    (reversed ? [...atoms].reverse() : atoms).map((a) => String(typeOf[a]!));
  const add = <V>(table: Keyed<V>, atoms: readonly number[], value: V, sig: string): boolean => {
    const [key, reversed] = orient(atoms);
    if (table.add(key, typesOf(atoms, reversed), value, sig, atoms)) return true;
    if (table.conflict) onConflict?.(table.conflict);
    return false;
  };
  const bonds = new Keyed<readonly [number, number]>();
  const angles = new Keyed<readonly [number, number]>();
  const dihedrals = new Keyed<readonly CharmmTorsionTerm[]>();
  const impropers = new Keyed<readonly [number, number]>();

  const bondRows = system.bondParameters.map((p) => bondValues(p.kb, p.b0));
  const bondSigs = bondRows.map((v) => v.join(' '));
  for (const term of system.bonds) {
    if (!add(bonds, term.atoms, bondRows[term.parameter]!, bondSigs[term.parameter]!)) return undefined;
  }
  const angleRows = system.angleParameters.map((p) => angleValues(p.k, p.theta0));
  const angleSigs = angleRows.map((v) => v.join(' '));
  for (const term of system.angles) {
    // Angles keep their middle atom: ordered by the end types as text.
    const [i, j, k] = term.atoms.map((a) => String(typeOf[a]!)) as [string, string, string];
    const types = i <= k ? [i, j, k] : [k, j, i];
    const sig = angleSigs[term.parameter]!;
    if (!angles.add(types.join(' '), () => types, angleRows[term.parameter]!, sig, term.atoms)) {
      if (angles.conflict) onConflict?.(angles.conflict);
      return undefined;
    }
  }
  const properRows = system.dihedralParameters.map((p) => properTerms(p));
  const properSigs = properRows.map((t) => (typeof t === 'string' ? '' : torsionSig(t)));
  const improperRows = system.improperParameters.map(improperRow);
  const dihedralAtoms: (readonly number[])[] = [];
  const addTorsion = (term: Term<readonly number[]>, terms: readonly CharmmTorsionTerm[], sig: string) => {
    dihedralAtoms.push(term.atoms.map((a) => a + 1));
    return add(dihedrals, term.atoms, terms, sig);
  };
  for (const term of system.dihedrals) {
    const terms = properRows[term.parameter]!;
    if (typeof terms === 'string') throw new ChemError('unsupported-form', terms, term.atoms);
    if (!addTorsion(term, terms, properSigs[term.parameter]!)) return undefined;
  }
  const improperAtoms: (readonly number[])[] = [];
  for (const term of system.impropers) {
    const row = improperRows[term.parameter]!;
    if (row.kind === 'refused') throw new ChemError('unsupported-form', row.why, term.atoms);
    if (row.kind === 'torsion') {
      if (!addTorsion(term, row.terms, row.sig)) return undefined;
    } else {
      improperAtoms.push(term.atoms.map((a) => a + 1));
      if (!add(impropers, term.atoms, row.values, row.sig)) return undefined;
    }
  }
  return {
    bonds: system.bonds.map((b) => b.atoms.map((a) => a + 1)),
    angles: system.angles.map((b) => b.atoms.map((a) => a + 1)),
    dihedrals: dihedralAtoms,
    impropers: improperAtoms,
    bondParameters: bonds.rows.map(({ types, value }) => ({ types, values: value })),
    angleParameters: angles.rows.map(({ types, value }) => ({ types, values: value })),
    dihedralParameters: dihedrals.rows.map(({ types, value }) => ({ types, terms: value })),
    improperParameters: impropers.rows.map(({ types, value }) => ({ types, values: value })),
  };
}
