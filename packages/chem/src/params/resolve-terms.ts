import { ChemError } from '../core/errors.js';
import type { DihedralParameter, HarmonicAngle, HarmonicBond } from '../core/system.js';
import type { Quartet } from '../forcefields/amber-dat/types.js';
import { amberAngleK, amberBondK, amberEnergy, amberLength } from './amber-units.js';
import { cascade, type CascadeSources } from './cascade.js';
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
}

export function memo<T>(ctx: TermContext, key: string, make: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const v = make();
  ctx.cache.set(key, v);
  return v;
}

export const typesOf = (ctx: TermContext, atoms: readonly number[]): string[] =>
  atoms.map((i) => ctx.types[i] ?? '');
export const altsOf = (ctx: TermContext, atoms: readonly number[]): (readonly string[])[] =>
  atoms.map((i) => ctx.alternatives[i] ?? []);

function missing(kind: string, ctx: TermContext, atoms: readonly number[]): never {
  const ids = atoms.map((i) => i + 1).join('-');
  throw new ChemError(
    'missing-parameter',
    `no ${kind} parameter for atoms ${ids} (types ${typesOf(ctx, atoms).join('-')}) in ${ctx.sources.forceField.source}` +
      `${ctx.sources.backup ? ` or ${ctx.sources.backup.source}` : ''}, and none could be estimated.`,
    [...atoms],
  );
}

export function bondParameter(ctx: TermContext, atoms: readonly [number, number]): HarmonicBond {
  const t = typesOf(ctx, atoms);
  const z = atoms.map((i) => ctx.elements[i] ?? 0);
  const found = memo(ctx, `b:${t.join('-')}:${z.join('-')}`, () => {
    const hit = cascade(ctx.sources, t, altsOf(ctx, atoms), (ff, x) => findBond(ff, x[0] ?? '', x[1] ?? ''));
    if (hit) return hit;
    const ff = ctx.sources.forceField;
    const e = empiricalBond(ff, z[0] ?? 0, z[1] ?? 0);
    return e && { ...e, ff };
  });
  if (!found) missing('bond', ctx, atoms);
  const { entry } = found;
  return {
    funct: 1,
    b0: amberLength(entry.r0),
    kb: amberBondK(entry.k),
    provenance: provenanceOf(found.ff, entry.line, found),
  };
}

export function angleParameter(ctx: TermContext, atoms: readonly [number, number, number]): HarmonicAngle {
  const t = typesOf(ctx, atoms);
  const z = atoms.map((i) => ctx.elements[i] ?? 0);
  const found = memo(ctx, `a:${t.join('-')}:${z.join('-')}`, () => {
    const hit = cascade(ctx.sources, t, altsOf(ctx, atoms), (ff, x) =>
      findAngle(ff, x[0] ?? '', x[1] ?? '', x[2] ?? ''),
    );
    if (hit) return hit;
    const ff = ctx.sources.forceField;
    const e = empiricalAngle(ff, z[0] ?? 0, z[1] ?? 0, z[2] ?? 0);
    return e && { ...e, ff };
  });
  if (!found) missing('angle', ctx, atoms);
  const { entry } = found;
  return {
    funct: 1,
    theta0: entry.theta0,
    k: amberAngleK(entry.k),
    provenance: provenanceOf(found.ff, entry.line, found),
  };
}

const quartet = (t: readonly string[]): Quartet => [t[0] ?? '', t[1] ?? '', t[2] ?? '', t[3] ?? ''];

/** Proper torsion as GROMACS funct 9, one periodic term per AMBER line, k = PK / IDIVF. */
export function dihedralParameter(
  ctx: TermContext,
  atoms: readonly [number, number, number, number],
): DihedralParameter {
  const t = typesOf(ctx, atoms);
  const found = memo(ctx, `d:${t.join('-')}`, () =>
    cascade(ctx.sources, t, altsOf(ctx, atoms), (ff, x) => findDihedral(ff, quartet(x))),
  );
  if (!found) missing('dihedral', ctx, atoms);
  const terms = found.entry.terms.map((term) => ({
    phase: term.phase,
    k: amberEnergy(term.pk / term.divider),
    multiplicity: term.periodicity,
  }));
  return { funct: 9, terms, provenance: provenanceOf(found.ff, found.entry.terms[0]?.line, found) };
}
