import { ChemError } from '../core/errors.js';
import type { AngleParameter, HarmonicBond, System, Term } from '../core/system.js';
import { formError } from '../core/system.js';
import { atomList } from './check-forms.js';
import type { CharmmTorsionTerm } from './charmm/model.js';
import { kcal, properTerms } from './charmm/terms.js';

/*
 * Helpers for programs that build their bonded terms themselves from the connectivity and look the
 * parameters up (Tinker, Gaussian), or that need every bend of the bond graph (RASPA finds its 1-4
 * pairs from pairs of bends). Such a program meets every angle and torsion of the graph, so the
 * writer must give each one a parameter (zero where the System has no term) and refuse any System
 * term that is not on a bonded path.
 */

/** "i-j-k" with the smaller end first: an angle is the same read either way. */
export const angleKey = (a: number, b: number, c: number): string =>
  a < c ? `${a}-${b}-${c}` : `${c}-${b}-${a}`;

/** "a-b-c-d" with the smaller end first: a torsion is the same read either way. */
export const torsionKey = (a: number, b: number, c: number, d: number): string =>
  a < d || (a === d && b < c) ? `${a}-${b}-${c}-${d}` : `${d}-${c}-${b}-${a}`;

/** Every angle i-j-k of the bond graph (i < k), central atom second. */
export function graphAngles(neighbours: readonly (readonly number[])[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  neighbours.forEach((list, j) => {
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const [i, k] = [list[x]!, list[y]!];
        if (i !== k) out.push(i < k ? [i, j, k] : [k, j, i]);
      }
    }
  });
  return out;
}

/** Every torsion a-b-c-d of the bond graph (a ≠ d, each once), in torsionKey order. */
export function graphTorsions(
  neighbours: readonly (readonly number[])[],
): [number, number, number, number][] {
  const seen = new Set<string>();
  const out: [number, number, number, number][] = [];
  neighbours.forEach((list, b) => {
    for (const c of list) {
      if (c <= b) continue;
      for (const a of list) {
        if (a === c) continue;
        for (const d of neighbours[c] ?? []) {
          if (d === b || d === a) continue;
          const key = torsionKey(a, b, c, d);
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(key.split('-').map(Number) as [number, number, number, number]);
        }
      }
    }
  });
  return out;
}

const bonded = (neighbours: readonly (readonly number[])[], a: number, b: number): boolean =>
  neighbours[a]?.includes(b) ?? false;

/** Refuses a term whose atoms are not a bonded path: the program would never build it. */
export function requirePath(
  neighbours: readonly (readonly number[])[],
  atoms: readonly number[],
  kind: string,
  engine: string,
): void {
  for (let k = 0; k + 1 < atoms.length; k++) {
    if (!bonded(neighbours, atoms[k]!, atoms[k + 1]!)) {
      throw new ChemError(
        'unsupported-form',
        `${engine} builds its ${kind}s from the bonds, so it cannot write the ${kind} ${atomList(atoms)}: atoms ${atoms[k]! + 1} and ${atoms[k + 1]! + 1} are not bonded.`,
        atoms,
      );
    }
  }
}

/** One harmonic term per bonded pair or angle: K (kcal/mol per Å² or rad², no ½) and its minimum. */
export interface HarmonicValue {
  readonly k: number;
  readonly x0: number;
}

/**
 * Harmonic terms keyed by atoms, in kcal/mol without the ½ (K = kb/2 per Å², K = kθ/2 per rad²), as
 * AMBER-style programs read them. Two terms on the same atoms add up to one harmonic term only when
 * their minima agree; otherwise the sum differs from any single term by a constant, so it is refused.
 */
export function harmonicByKey<A extends readonly number[]>(
  terms: readonly Term<A>[],
  value: (t: Term<A>) => HarmonicValue,
  key: (atoms: A) => string,
  kind: string,
  engine: string,
): Map<string, HarmonicValue> {
  const out = new Map<string, HarmonicValue>();
  for (const term of terms) {
    const k = key(term.atoms);
    const v = value(term);
    const known = out.get(k);
    if (known === undefined) out.set(k, v);
    else if (Math.abs(known.x0 - v.x0) < 1e-12) out.set(k, { k: known.k + v.k, x0: v.x0 });
    else {
      throw new ChemError(
        'unsupported-form',
        `${engine} takes one ${kind} per set of atoms; the two ${kind}s on ${atomList(term.atoms)} have different minima (${known.x0} and ${v.x0}).`,
        term.atoms,
      );
    }
  }
  return out;
}

export const bondValue = (p: HarmonicBond): HarmonicValue => ({ k: kcal(p.kb / 2) / 100, x0: p.b0 * 10 });
export const angleValue = (p: AngleParameter): HarmonicValue => {
  if (p.funct !== 1) throw formError('angle', p.funct);
  return { k: kcal(p.k / 2), x0: p.theta0 };
};

/**
 * The Fourier terms (kcal/mol, one per multiplicity) of every torsion of the System, keyed by
 * torsionKey: all rows on one set of atoms merged, since these programs keep one parameter line per
 * torsion. Terms of the same multiplicity and phase add; the same multiplicity with another phase
 * cannot be one term without a constant shift, and is refused (as the CHARMM writer does).
 */
export function torsionsByKey(system: System, engine: string): Map<string, CharmmTorsionTerm[]> {
  const out = new Map<string, CharmmTorsionTerm[]>();
  for (const term of system.dihedrals) {
    const terms = properTerms(system.dihedralParameters[term.parameter]!);
    if (typeof terms === 'string') {
      throw new ChemError(
        'unsupported-form',
        `${engine} cannot write the torsion ${atomList(term.atoms)}: ${terms}.`,
        term.atoms,
      );
    }
    const [a, b, c, d] = term.atoms;
    const key = torsionKey(a, b, c, d);
    const merged = mergeTerms([...(out.get(key) ?? []), ...terms]);
    if (typeof merged === 'string') {
      throw new ChemError(
        'unsupported-form',
        `${engine} cannot write the torsion ${atomList(term.atoms)}: ${merged}.`,
        term.atoms,
      );
    }
    out.set(key, merged);
  }
  return out;
}

/** The System's bonded terms as a program that builds its own from the bonds looks them up. */
export interface GraphTermsByKey {
  /** Keyed "i-j", smaller atom first. */
  readonly bonds: Map<string, HarmonicValue>;
  /** Keyed by angleKey. */
  readonly angles: Map<string, HarmonicValue>;
  /** Keyed by torsionKey. */
  readonly torsions: Map<string, CharmmTorsionTerm[]>;
}

/**
 * Bonds, angles and torsions of the System keyed by atoms, for a program that builds them from the
 * connectivity (Tinker, Gaussian): refuses angles and torsions that are not bonded paths, and terms on
 * the same atoms that cannot merge into one line.
 */
export function graphTermsByKey(
  system: System,
  neighbours: readonly (readonly number[])[],
  engine: string,
): GraphTermsByKey {
  const bonds = harmonicByKey(
    system.bonds,
    (t) => bondValue(system.bondParameters[t.parameter]!),
    ([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`),
    'bond',
    engine,
  );
  for (const t of system.angles) requirePath(neighbours, t.atoms, 'angle', engine);
  const angles = harmonicByKey(
    system.angles,
    (t) => angleValue(system.angleParameters[t.parameter]!),
    ([a, b, c]) => angleKey(a, b, c),
    'angle',
    engine,
  );
  for (const t of system.dihedrals) requirePath(neighbours, t.atoms, 'torsion', engine);
  return { bonds, angles, torsions: torsionsByKey(system, engine) };
}

const sameAngle = (a: number, b: number): boolean => Math.abs(((((a - b) % 360) + 540) % 360) - 180) < 1e-9;

function mergeTerms(terms: readonly CharmmTorsionTerm[]): CharmmTorsionTerm[] | string {
  const byN = new Map<number, CharmmTorsionTerm>();
  for (const t of terms) {
    const known = byN.get(t.n);
    if (known === undefined) byN.set(t.n, t);
    else if (sameAngle(known.phase, t.phase)) byN.set(t.n, { ...known, k: known.k + t.k });
    else {
      return `two terms with multiplicity ${t.n} and phases ${known.phase}° and ${t.phase}° on the same atoms cannot be one term without changing the energy by a constant`;
    }
  }
  return [...byN.values()].sort((x, y) => x.n - y.n);
}
