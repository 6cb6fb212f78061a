import type { DihedralParameter, HarmonicAngle, HarmonicBond, Provenance } from '../../core/system.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { combinations } from '../candidates.js';
import { oplsAnalogues, type OplsAnalogue } from './analogues.js';
import { OPLS_NAME, oplsAngleParameter, oplsBondParameter, oplsDihedralParameter } from './lookups.js';

/**
 * The OPLS-AA/L missing-parameter cascade, asked only after oplsaa.ff has no row for the assigned
 * bond types (wildcards included):
 * 1. a torsion about a bond to a linear (sp) atom gets zero energy: its dihedral is undefined when
 *    three of its atoms are collinear, so oplsaa.ff states such torsions as zero (CT-CT-CZ-CZ,
 *    CZ-CZ-CT-HC) and LigParGen writes them as zero (e.g. aryl nitrile CA-CA-CZ-NZ);
 * 2. analogous bond types (analogues.ts), cheapest total penalty first, each tuple looked up with
 *    grompp's matching, wildcards included.
 * Angles get no empirical estimate: the published empirical angle rule (Wang et al., J Comput Chem
 * 2004, 25, 1157) has constants fitted to GAFF, not OPLS, so a still-missing angle stays an error.
 * Every estimate keeps the provenance of the row it borrows, marked estimated with what it was
 * estimated from and a penalty; one object per type tuple, so that ParameterTable dedups them.
 */
export const LINEAR_TORSION =
  'torsion about a linear sp centre has no defined dihedral (zero, as LigParGen writes it)';
const LINEAR_PENALTY = 1;

export interface OplsEstimator {
  bond(types: readonly string[]): HarmonicBond | undefined;
  angle(types: readonly string[]): HarmonicAngle | undefined;
  dihedral(types: readonly string[], linearCentre: boolean): DihedralParameter | undefined;
}

type Kind = 'bond' | 'angle' | 'dihedral';

export function oplsEstimator(ff: GromacsForceField): OplsEstimator {
  const cache = new Map<string, object | null>();
  const cached = <T extends object>(key: string, make: () => T | undefined): T | undefined => {
    let v = cache.get(key);
    if (v === undefined) cache.set(key, (v = make() ?? null));
    return (v ?? undefined) as T | undefined;
  };
  const marked = <T extends { provenance: Provenance }>(p: T, from: string, penalty: number): T => ({
    ...p,
    provenance: { ...p.provenance, estimated: true, estimatedFrom: from, penalty },
  });
  const byAnalogy = <T extends { provenance: Provenance }>(
    kind: Kind,
    given: readonly string[],
    look: (t: readonly string[]) => T | undefined,
  ): T | undefined => {
    const types = oriented(given);
    for (const { tuple, penalty, why } of analogueTuples(kind, types)) {
      const p = look(tuple);
      if (p)
        return marked(p, `analogous bond types ${tuple.join('-')} for ${types.join('-')}: ${why}`, penalty);
    }
    return undefined;
  };
  return {
    bond: (t) =>
      cached(`b:${oriented(t).join()}`, () =>
        byAnalogy('bond', t, ([a, b]) => oplsBondParameter(ff, a!, b!)),
      ),
    angle: (t) =>
      cached(`a:${oriented(t).join()}`, () =>
        byAnalogy('angle', t, ([a, b, c]) => oplsAngleParameter(ff, a!, b!, c!)),
      ),
    dihedral: (t, linearCentre) =>
      cached(`d:${linearCentre}:${oriented(t).join()}`, (): DihedralParameter | undefined =>
        linearCentre
          ? { funct: 3, c: [0, 0, 0, 0, 0, 0], provenance: linearProvenance(ff) }
          : byAnalogy('dihedral', t, ([a, b, c, d]) => oplsDihedralParameter(ff, a!, b!, c!, d!)),
      ),
  };
}

/** A term's types read in the direction that sorts first, so that A-B and B-A share one estimate. */
function oriented(types: readonly string[]): string[] {
  const reversed = [...types].reverse();
  return reversed.join('\u0000') < types.join('\u0000') ? reversed : [...types];
}

const linearProvenance = (ff: GromacsForceField): Provenance => ({
  forceField: OPLS_NAME,
  source: ff.source,
  estimated: true,
  estimatedFrom: LINEAR_TORSION,
  penalty: LINEAR_PENALTY,
});

/** Substituted tuples, cheapest first, each with the reasons for its substitutions. */
function analogueTuples(
  kind: Kind,
  types: readonly string[],
): { tuple: string[]; penalty: number; why: string }[] {
  const last = types.length - 1;
  const options = types.map((t, i) => {
    const outer = kind !== 'bond' && (i === 0 || i === last);
    return [{ type: t, penalty: 0 }, ...oplsAnalogues(t, kind, outer)];
  });
  return combinations(options)
    .filter((c) => c.substituted)
    .map((c) => ({
      tuple: c.types,
      penalty: c.penalty,
      why: c.types
        .map((t, i) => options[i]!.find((o): o is OplsAnalogue => o.type === t && 'why' in o))
        .filter((o): o is OplsAnalogue => o !== undefined)
        .map((o) => o.why)
        .join('; '),
    }));
}
