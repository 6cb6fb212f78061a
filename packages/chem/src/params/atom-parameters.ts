import { ChemError } from '../core/errors.js';
import { massOf } from '../core/elements.js';
import type { SystemAtom } from '../core/system.js';
import type { AmberLennardJones, ForceFieldParameters } from '../forcefields/amber-dat/types.js';
import { analogyCascade, cascade } from './cascade.js';
import { amberEnergy, rStarToSigma } from './amber-units.js';
import { provenanceOf } from './provenance.js';
import { twoStage, type TermContext } from './resolve-terms.js';

/**
 * Mass, σ and ε of one atom from its type's mass and MOD4 RE lines (through the same cascade as the
 * bonded terms). The mass falls back to the element's standard mass when no type gives one.
 */
export function systemAtom(ctx: TermContext, i: number, label: string, charge: number): SystemAtom {
  const type = ctx.types[i] ?? '';
  const alts = ctx.alternatives[i] ?? [];
  // Atoms of one type (and the same candidates) share one look-up: a polymer has few types.
  const found = twoStage(
    ctx,
    `v:${type}\u0000${alts.length}\u0000${alts.join('\u0000')}`,
    [i],
    () => directParameters(ctx, type, alts),
    () => ctx.backupTerms?.atom(i) ?? fallbackParameters(ctx, type, alts),
  );
  if (!found) {
    throw new ChemError(
      'missing-parameter',
      `no van der Waals (6-12) parameter for atom ${i + 1} (type ${type}) in ${ctx.sources.forceField.source}, and none could be estimated.`,
      [i],
    );
  }
  return {
    label,
    forceField:
      ctx.backupTerms && found.provenance.forceField === ctx.backupTerms.name
        ? ctx.backupTerms.name
        : ctx.sources.forceField.name,
    type,
    charge,
    mass: found.mass ?? massOf(ctx.elements[i] ?? 0),
    sigma: found.sigma,
    epsilon: found.epsilon,
    provenance: found.provenance,
  };
}

type AtomParameters = {
  readonly mass: number | undefined;
  readonly sigma: number;
  readonly epsilon: number;
  readonly provenance: SystemAtom['provenance'];
};

const lookupLj = (ff: ForceFieldParameters, t: readonly string[]) => ff.nonbonded.get(t[0] ?? '');

function directParameters(
  ctx: TermContext,
  type: string,
  alts: readonly string[],
): AtomParameters | undefined {
  const lj = cascade(ctx.sources, [type], [alts], lookupLj, false);
  return lj && withMass(ctx, type, alts, lj);
}

function fallbackParameters(
  ctx: TermContext,
  type: string,
  alts: readonly string[],
): AtomParameters | undefined {
  const lj = analogyCascade(ctx.sources, [type], lookupLj);
  return lj && withMass(ctx, type, alts, lj);
}

function withMass(
  ctx: TermContext,
  type: string,
  alts: readonly string[],
  lj: NonNullable<ReturnType<typeof cascade<AmberLennardJones>>>,
): AtomParameters {
  const m = cascade(ctx.sources, [type], [alts], (ff, t) => ff.masses.get(t[0] ?? ''));
  return {
    mass: m?.entry.mass,
    sigma: rStarToSigma(lj.entry.rStar),
    epsilon: amberEnergy(lj.entry.epsilon),
    provenance: provenanceOf(lj.ff, lj.entry.line, lj),
  };
}
