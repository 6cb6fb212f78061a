import { ChemError } from '../../core/errors.js';
import type { PeriodicTerm, Provenance, System } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { num } from '../number-format.js';
import { ryckaertBellemansFourier } from '../ryckaert-bellemans.js';

/*
 * The parameter lines of a frcmod for the mol2 + frcmod pair tleap loads (loadamberparams, loadmol2):
 * LEaP looks every parameter up by the atom types of the term, so the types must key the System's
 * rows. GAFF's own names are used when they do (they are what gaff.dat knows); otherwise every atom
 * gets a two-character type of its own (A0, A1 …, never a GAFF name: GAFF's are lower case).
 */

const kcal = (kj: number): number => kj / KJ_PER_KCAL;
/** Rmin/2 = 2^(1/6) σ / 2: AMBER's R*. */
const RSTAR_PER_SIGMA = 2 ** (1 / 6) / 2;
/** LEaP reads two-character atom types in parameter files. */
const AMBER_TYPE = /^[A-Za-z0-9+*'_][A-Za-z0-9+*'_]?$/;
/** First characters of generated types: upper case, X (AMBER's wildcard) left out. */
const FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWYZ';
const SECOND = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** At most this many atoms get a generated type each. */
export const MAX_GENERATED_TYPES = FIRST.length * SECOND.length;

/** A value gaff.dat holds as read: not estimated, not replaced by geometry, a Hessian or the user. */
export const fromGaffDat = (p: Provenance): boolean =>
  !p.estimated && p.derivedFrom === undefined && /(^|[\\/])gaff\.dat$/.test(p.source);

/** One frcmod line: its types and the numbers after them; `own` when gaff.dat does not hold it. */
export interface FrcmodLine {
  readonly types: readonly string[];
  readonly values: string;
  readonly own: boolean;
}

export interface FrcmodTables {
  /** The atom type of every atom (the mol2's type column). */
  readonly typeOf: readonly string[];
  /** True when every atom got a generated type (the System's types could not key its rows). */
  readonly generated: boolean;
  readonly mass: readonly FrcmodLine[];
  readonly bond: readonly FrcmodLine[];
  readonly angle: readonly FrcmodLine[];
  readonly dihedral: readonly FrcmodLine[];
  readonly improper: readonly FrcmodLine[];
  readonly nonbonded: readonly FrcmodLine[];
}

/** Lines keyed by type tuple; add answers false when one tuple would need two different lines. */
class Section {
  private readonly index = new Map<string, { values: string; line: FrcmodLine }>();
  add(types: readonly string[], values: string, own: boolean, reversible: boolean): boolean {
    const reversed = [...types].reverse();
    const oriented = reversible && reversed.join('-') < types.join('-') ? reversed : types;
    const key = oriented.join('-');
    const known = this.index.get(key);
    if (known !== undefined) {
      if (known.values !== values) return false;
      if (own && !known.line.own) known.line = { ...known.line, own };
      return true;
    }
    this.index.set(key, { values, line: { types: oriented, values, own } });
    return true;
  }
  get lines(): FrcmodLine[] {
    return [...this.index.values()].map((v) => v.line);
  }
}

const torsionTerms = (p: System['dihedralParameters'][number]): readonly PeriodicTerm[] => {
  if (p.funct !== 3) return p.terms;
  const terms = ryckaertBellemansFourier(p.c);
  // checkAmber refuses the RB rows that leave a constant; this is never reached for a checked System.
  if (typeof terms === 'string') throw new ChemError('unsupported-form', terms);
  return terms;
};

/** IDIVF PK PHASE PN per term, PN negative on every term but the last (LEaP's "more terms follow"). */
function dihedralValues(terms: readonly PeriodicTerm[]): string {
  const sorted = [...terms].sort((a, b) => a.multiplicity - b.multiplicity || a.phase - b.phase);
  if (sorted.length === 0) return '1 0 0 1';
  return sorted
    .map(
      (t, i) =>
        `1 ${num(kcal(t.k))} ${num(t.phase)} ${i < sorted.length - 1 ? -t.multiplicity : t.multiplicity}`,
    )
    .join(' | ');
}

/** The frcmod tables for one naming of the atoms' types, or undefined when the names cannot key the rows. */
function tablesFor(
  system: System,
  typeOf: readonly string[],
): Omit<FrcmodTables, 'typeOf' | 'generated'> | undefined {
  const names = (atoms: readonly number[]): string[] => atoms.map((a) => typeOf[a]!);
  const [mass, nonbonded] = [new Section(), new Section()];
  for (const [i, atom] of system.atoms.entries()) {
    const own = !fromGaffDat(atom.provenance);
    const rStar = RSTAR_PER_SIGMA * atom.sigma * 10;
    if (!mass.add([typeOf[i]!], num(atom.mass), own, false)) return undefined;
    if (!nonbonded.add([typeOf[i]!], `${num(rStar)} ${num(kcal(atom.epsilon))}`, own, false))
      return undefined;
  }
  const bond = new Section();
  for (const { atoms, parameter } of system.bonds) {
    const p = system.bondParameters[parameter]!;
    const values = `${num(kcal(p.kb / 2) / 100)} ${num(p.b0 * 10)}`;
    if (!bond.add(names(atoms), values, !fromGaffDat(p.provenance), true)) return undefined;
  }
  const angle = new Section();
  for (const { atoms, parameter } of system.angles) {
    const p = system.angleParameters[parameter]!;
    const values = `${num(kcal(p.k / 2))} ${num(p.theta0)}`;
    if (!angle.add(names(atoms), values, !fromGaffDat(p.provenance), true)) return undefined;
  }
  const dihedral = new Section();
  for (const { atoms, parameter } of system.dihedrals) {
    const p = system.dihedralParameters[parameter]!;
    if (!dihedral.add(names(atoms), dihedralValues(torsionTerms(p)), !fromGaffDat(p.provenance), true))
      return undefined;
  }
  const improper = new Section();
  for (const { atoms, parameter } of system.impropers) {
    const p = system.improperParameters[parameter]!;
    // checkAmber refuses harmonic impropers: only periodic ones reach here.
    if (p.funct !== 4) throw new ChemError('unsupported-form', 'AMBER impropers are periodic.', atoms);
    const values = `${num(kcal(p.term.k))} ${num(p.term.phase)} ${p.term.multiplicity}`;
    if (!improper.add(names(atoms), values, !fromGaffDat(p.provenance), false)) return undefined;
  }
  const lines = (s: Section): FrcmodLine[] => s.lines;
  return {
    mass: lines(mass),
    bond: lines(bond),
    angle: lines(angle),
    dihedral: lines(dihedral),
    improper: lines(improper),
    nonbonded: lines(nonbonded),
  };
}

/**
 * The types of the mol2 and the lines of the frcmod: the System's type names when they are LEaP type
 * names and key every row; else a generated type per atom, every line then the frcmod's own. A System
 * that even per-atom types cannot key (two terms on the same atoms with different parameters) or with
 * more atoms than generated names is refused, naming the limit.
 */
export function frcmodTables(system: System): FrcmodTables {
  const own = system.atoms.map((a) => a.type);
  if (own.every((t) => AMBER_TYPE.test(t) && t.toUpperCase() !== 'X')) {
    const tables = tablesFor(system, own);
    if (tables) return { typeOf: own, generated: false, ...tables };
  }
  const n = system.atoms.length;
  if (n > MAX_GENERATED_TYPES) {
    throw new ChemError(
      'unsupported-form',
      `AMBER: the System's atom types do not key its parameters, and the mol2 + frcmod for tleap would need a two-character type for each of its ${n} atoms (at most ${MAX_GENERATED_TYPES}).`,
    );
  }
  const generated = system.atoms.map(
    (_, i) => `${FIRST[Math.floor(i / SECOND.length)]}${SECOND[i % SECOND.length]}`,
  );
  const tables = tablesFor(system, generated);
  if (!tables) {
    throw new ChemError(
      'unsupported-form',
      'AMBER: two terms on the same atoms carry different parameters, which a frcmod (parameters by atom type) cannot hold.',
    );
  }
  const all = (lines: readonly FrcmodLine[]): FrcmodLine[] => lines.map((l) => ({ ...l, own: true }));
  return {
    typeOf: generated,
    generated: true,
    mass: all(tables.mass),
    bond: all(tables.bond),
    angle: all(tables.angle),
    dihedral: all(tables.dihedral),
    improper: all(tables.improper),
    nonbonded: all(tables.nonbonded),
  };
}
