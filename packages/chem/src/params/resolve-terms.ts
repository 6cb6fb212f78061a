import { ChemError } from '../core/errors.js';
import type { DihedralParameter, HarmonicAngle, HarmonicBond } from '../core/system.js';
import type {
  AmberAngle,
  AmberBond,
  AmberDihedral,
  ForceFieldParameters,
  Quartet,
} from '../forcefields/amber-dat/types.js';
import { amberAngleK, amberBondK, amberEnergy, amberLength } from './amber-units.js';
import type { BackupTerms } from './backup-terms.js';
import { analogyCascade, cascade, type CascadeSources, type Found } from './cascade.js';
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
 * Built for every term without intermediate arrays. The backup's types are not part of it: asking
 * for them types the molecule (twoStage adds them to the key of its second stage only).
 */
export function typesKey(ctx: TermContext, atoms: readonly number[]): string {
  let key = '';
  atoms.forEach((i, n) => {
    const alts = ctx.alternatives[i];
    const own = alts && alts.length > 0 ? `${ctx.types[i] ?? ''}|${alts.join(',')}` : (ctx.types[i] ?? '');
    key += n === 0 ? own : `-${own}`;
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

/**
 * A term's parameter in two memoised stages: what the main force field gives (its types and fuzzy
 * candidates, keyed by those), and only when that is nothing, the backup, analogy and empirical steps
 * (keyed by the backup types too). A molecule GAFF covers therefore never asks the backup for its
 * types, which spares typing it (OPLS typing costs more than the GAFF look-ups).
 */
export function twoStage<T>(
  ctx: TermContext,
  key: string,
  atoms: readonly number[],
  direct: () => T | undefined,
  fallback: () => T | undefined,
): T | undefined {
  const first = memo(ctx, key, () => direct() ?? null);
  if (first !== null) return first;
  const backupKey = ctx.backupTerms ? atoms.map((i) => ctx.backupTerms?.typeOf(i) ?? '').join('-') : '';
  return memo(ctx, `${key}+${backupKey}`, fallback);
}

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

const quartet = (t: readonly string[]): Quartet => [t[0] ?? '', t[1] ?? '', t[2] ?? '', t[3] ?? ''];

// The look-ups and conversions of the term resolvers, made once (not per term).
const lookupBond = (ff: ForceFieldParameters, x: readonly string[]) => findBond(ff, x[0] ?? '', x[1] ?? '');
const toBond = (found: Found<AmberBond>): HarmonicBond => ({
  funct: 1,
  b0: amberLength(found.entry.r0),
  kb: amberBondK(found.entry.k),
  provenance: provenanceOf(found.ff, found.entry.line, found),
});
const lookupAngle = (ff: ForceFieldParameters, x: readonly string[]) =>
  findAngle(ff, x[0] ?? '', x[1] ?? '', x[2] ?? '');
const toAngle = (found: Found<AmberAngle>): HarmonicAngle => ({
  funct: 1,
  theta0: found.entry.theta0,
  k: amberAngleK(found.entry.k),
  provenance: provenanceOf(found.ff, found.entry.line, found),
});
const lookupDihedral = (ff: ForceFieldParameters, x: readonly string[]) => findDihedral(ff, quartet(x));
const toDihedral = (found: Found<AmberDihedral>): DihedralParameter => {
  const terms = found.entry.terms.map((term) => ({
    phase: term.phase,
    k: amberEnergy(term.pk / term.divider),
    multiplicity: term.periodicity,
  }));
  return { funct: 9, terms, provenance: provenanceOf(found.ff, found.entry.terms[0]?.line, found) };
};

export function bondParameter(ctx: TermContext, atoms: readonly [number, number]): HarmonicBond {
  // One object per type tuple, so that ParameterTable.add recognises it without re-keying.
  const key = `b:${typesKey(ctx, atoms)}:${elementsKey(ctx, atoms)}`;
  const t = (): string[] => typesOf(ctx, atoms);
  const parameter = twoStage(
    ctx,
    key,
    atoms,
    () => {
      const found = cascade(ctx.sources, t(), altsOf(ctx, atoms), lookupBond, false);
      return found && toBond(found);
    },
    () => {
      const backup = ctx.backupTerms?.bond(atoms);
      if (backup) return backup;
      const z = atoms.map((i) => ctx.elements[i] ?? 0);
      const found =
        analogyCascade(ctx.sources, t(), lookupBond) ?? empiricalBondFound(ctx.sources.forceField, z);
      return found && toBond(found);
    },
  );
  return parameter ?? missing('bond', ctx, atoms);
}

function empiricalBondFound(ff: ForceFieldParameters, z: readonly number[]) {
  const e = empiricalBond(ff, z[0] ?? 0, z[1] ?? 0);
  return e && { ...e, ff };
}

export function angleParameter(ctx: TermContext, atoms: readonly [number, number, number]): HarmonicAngle {
  const key = `a:${typesKey(ctx, atoms)}:${elementsKey(ctx, atoms)}`;
  const t = (): string[] => typesOf(ctx, atoms);
  const parameter = twoStage(
    ctx,
    key,
    atoms,
    () => {
      const found = cascade(ctx.sources, t(), altsOf(ctx, atoms), lookupAngle, false);
      return found && toAngle(found);
    },
    () => {
      const backup = ctx.backupTerms?.angle(atoms);
      if (backup) return backup;
      const z = atoms.map((i) => ctx.elements[i] ?? 0);
      const found =
        analogyCascade(ctx.sources, t(), lookupAngle) ?? empiricalAngleFound(ctx.sources.forceField, z);
      return found && toAngle(found);
    },
  );
  return parameter ?? missing('angle', ctx, atoms);
}

function empiricalAngleFound(ff: ForceFieldParameters, z: readonly number[]) {
  const e = empiricalAngle(ff, z[0] ?? 0, z[1] ?? 0, z[2] ?? 0);
  return e && { ...e, ff };
}

/** Proper torsion as GROMACS funct 9, one periodic term per AMBER line, k = PK / IDIVF. */
export function dihedralParameter(
  ctx: TermContext,
  atoms: readonly [number, number, number, number],
): DihedralParameter {
  const t = (): string[] => typesOf(ctx, atoms);
  const parameter = twoStage(
    ctx,
    `d:${typesKey(ctx, atoms)}`,
    atoms,
    () => {
      const found = cascade(ctx.sources, t(), altsOf(ctx, atoms), lookupDihedral, false);
      return found && toDihedral(found);
    },
    () => {
      const backup = ctx.backupTerms?.dihedral(atoms);
      if (backup) return backup;
      const found = analogyCascade(ctx.sources, t(), lookupDihedral);
      return found && toDihedral(found);
    },
  );
  return parameter ?? missing('dihedral', ctx, atoms);
}
