import { ChemError } from '../core/errors.js';
import type { DihedralParameter, HarmonicAngle, HarmonicBond } from '../core/system.js';
import type { ForceFieldParameters, Quartet } from '../forcefields/amber-dat/types.js';
import { amberAngleK, amberBondK, amberEnergy, amberLength } from './amber-units.js';
import type { BackupTerms } from './backup-terms.js';
import { analogyCascade, cascade, type CascadeSources } from './cascade.js';
import { empiricalAngle, empiricalBond } from './empirical.js';
import { findAngle, findBond, findDihedral } from './lookup.js';
import { provenanceOf } from './provenance.js';

/** What the term resolvers need: the sources, each atom's type, candidates and element. */
export interface TermContext {
  readonly sources: CascadeSources;
  readonly types: readonly string[];
  readonly alternatives: readonly (readonly string[])[];
  readonly elements: Uint8Array;
  /** Results per type tuple: a molecule has many terms but few distinct tuples. */
  readonly cache: Map<string, unknown>;
  /** A backup force field with its own types (OPLS-AA/L behind GAFF), asked before analogy. */
  readonly backupTerms?: BackupTerms | undefined;
}

export function memo<T>(ctx: TermContext, key: string, make: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const v = make();
  ctx.cache.set(key, v);
  return v;
}

export const typesOf = (ctx: TermContext, atoms: readonly number[]): string[] =>
  atoms.map((i) => ctx.types[i] ?? '');
/**
 * Memo key of a term: each atom's type, plus its fuzzy-mode candidates when it has any (atoms of one
 * type may carry different candidate lists, and the cascade may then find different parameters).
 * Built for every term without intermediate arrays.
 */
export function typesKey(ctx: TermContext, atoms: readonly number[]): string {
  let key = '';
  atoms.forEach((i, n) => {
    const alts = ctx.alternatives[i];
    const own = alts && alts.length > 0 ? `${ctx.types[i] ?? ''}|${alts.join(',')}` : (ctx.types[i] ?? '');
    const atomKey = ctx.backupTerms ? `${own}/${ctx.backupTerms.typeOf(i)}` : own;
    key += n === 0 ? atomKey : `-${atomKey}`;
  });
  return key;
}

const elementsKey = (ctx: TermContext, atoms: readonly number[]): string => {
  let key = '';
  atoms.forEach((i, n) => {
    key += n === 0 ? `${ctx.elements[i] ?? 0}` : `-${ctx.elements[i] ?? 0}`;
  });
  return key;
};

export const altsOf = (ctx: TermContext, atoms: readonly number[]): (readonly string[])[] =>
  atoms.map((i) => ctx.alternatives[i] ?? []);

function missing(kind: string, ctx: TermContext, atoms: readonly number[]): never {
  const ids = atoms.map((i) => i + 1).join('-');
  throw new ChemError(
    'missing-parameter',
    `no ${kind} parameter for atoms ${ids} (types ${typesOf(ctx, atoms).join('-')}) in ${ctx.sources.forceField.source}` +
      `${ctx.sources.backup ? ` or ${ctx.sources.backup.source}` : ''}` +
      `${ctx.backupTerms ? ` or ${ctx.backupTerms.name} (types ${atoms.map((i) => ctx.backupTerms?.typeOf(i) ?? '').join('-')})` : ''}` +
      ', and none could be estimated.',
    [...atoms],
  );
}

export function bondParameter(ctx: TermContext, atoms: readonly [number, number]): HarmonicBond {
  // One object per type tuple, so that ParameterTable.add recognises it without re-keying.
  const key = `b:${typesKey(ctx, atoms)}:${elementsKey(ctx, atoms)}`;
  const parameter = memo(ctx, key, (): HarmonicBond | undefined => {
    const t = typesOf(ctx, atoms);
    const z = atoms.map((i) => ctx.elements[i] ?? 0);
    const lookup = (ff: ForceFieldParameters, x: readonly string[]) => findBond(ff, x[0] ?? '', x[1] ?? '');
    const direct = cascade(ctx.sources, t, altsOf(ctx, atoms), lookup, false);
    const backup = direct ? undefined : ctx.backupTerms?.bond(atoms);
    if (backup) return backup;
    const found =
      direct ?? analogyCascade(ctx.sources, t, lookup) ?? empiricalBondFound(ctx.sources.forceField, z);
    if (!found) return undefined;
    const { entry } = found;
    return {
      funct: 1,
      b0: amberLength(entry.r0),
      kb: amberBondK(entry.k),
      provenance: provenanceOf(found.ff, entry.line, found),
    };
  });
  return parameter ?? missing('bond', ctx, atoms);
}

function empiricalBondFound(ff: ForceFieldParameters, z: readonly number[]) {
  const e = empiricalBond(ff, z[0] ?? 0, z[1] ?? 0);
  return e && { ...e, ff };
}

export function angleParameter(ctx: TermContext, atoms: readonly [number, number, number]): HarmonicAngle {
  const key = `a:${typesKey(ctx, atoms)}:${elementsKey(ctx, atoms)}`;
  const parameter = memo(ctx, key, (): HarmonicAngle | undefined => {
    const t = typesOf(ctx, atoms);
    const z = atoms.map((i) => ctx.elements[i] ?? 0);
    const lookup = (ff: ForceFieldParameters, x: readonly string[]) =>
      findAngle(ff, x[0] ?? '', x[1] ?? '', x[2] ?? '');
    const direct = cascade(ctx.sources, t, altsOf(ctx, atoms), lookup, false);
    const backup = direct ? undefined : ctx.backupTerms?.angle(atoms);
    if (backup) return backup;
    const found =
      direct ?? analogyCascade(ctx.sources, t, lookup) ?? empiricalAngleFound(ctx.sources.forceField, z);
    if (!found) return undefined;
    const { entry } = found;
    return {
      funct: 1,
      theta0: entry.theta0,
      k: amberAngleK(entry.k),
      provenance: provenanceOf(found.ff, entry.line, found),
    };
  });
  return parameter ?? missing('angle', ctx, atoms);
}

function empiricalAngleFound(ff: ForceFieldParameters, z: readonly number[]) {
  const e = empiricalAngle(ff, z[0] ?? 0, z[1] ?? 0, z[2] ?? 0);
  return e && { ...e, ff };
}

const quartet = (t: readonly string[]): Quartet => [t[0] ?? '', t[1] ?? '', t[2] ?? '', t[3] ?? ''];

/** Proper torsion as GROMACS funct 9, one periodic term per AMBER line, k = PK / IDIVF. */
export function dihedralParameter(
  ctx: TermContext,
  atoms: readonly [number, number, number, number],
): DihedralParameter {
  const parameter = memo(ctx, `d:${typesKey(ctx, atoms)}`, (): DihedralParameter | undefined => {
    const t = typesOf(ctx, atoms);
    const lookup = (ff: ForceFieldParameters, x: readonly string[]) => findDihedral(ff, quartet(x));
    const direct = cascade(ctx.sources, t, altsOf(ctx, atoms), lookup, false);
    const backup = direct ? undefined : ctx.backupTerms?.dihedral(atoms);
    if (backup) return backup;
    const found = direct ?? analogyCascade(ctx.sources, t, lookup);
    if (!found) return undefined;
    const terms = found.entry.terms.map((term) => ({
      phase: term.phase,
      k: amberEnergy(term.pk / term.divider),
      multiplicity: term.periodicity,
    }));
    return { funct: 9, terms, provenance: provenanceOf(found.ff, found.entry.terms[0]?.line, found) };
  });
  return parameter ?? missing('dihedral', ctx, atoms);
}
