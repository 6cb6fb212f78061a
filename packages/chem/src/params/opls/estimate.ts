import { estimatedNote, type EstimatedNote } from '../../core/estimated-note.js';
import type { DihedralParameter, HarmonicAngle, HarmonicBond, Provenance } from '../../core/system.js';
import type { GromacsBondedType, GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { combinations } from '../candidates.js';
import { oplsAnalogues, type OplsAnalogue } from './analogues.js';
import {
  OPLS_NAME,
  oplsAngleParameter,
  oplsBondParameter,
  oplsDihedralParameter,
  oplsProvenance,
} from './lookups.js';
import { nearestRow, type NearestKind } from './nearest-row.js';

/**
 * The OPLS-AA/L missing-parameter cascade, asked only after oplsaa.ff has no row for the assigned
 * bond types (wildcards included):
 * 1. a torsion about a bond to a linear (sp) atom gets zero energy: its dihedral is undefined when
 *    three of its atoms are collinear, so oplsaa.ff states such torsions as zero (CT-CT-CZ-CZ,
 *    CZ-CZ-CT-HC) and LigParGen writes them as zero (e.g. aryl nitrile CA-CA-CZ-NZ);
 * 2. analogous bond types (analogues.ts), cheapest total penalty first, each tuple looked up with
 *    grompp's matching, wildcards included;
 * 3. the nearest oplsaa.ff row of the same kind (nearest-row.ts): outer atoms of another bond type,
 *    central atoms of the same element, at a larger penalty (cyclohexene HC-CM-CT-CT, a quinone
 *    CM-C_2-CM-CM, an exocyclic CT-CU-CA angle);
 * 4. a torsion whose central atoms no row shares even by element gets zero energy (NO_ROW_TORSION).
 * No empirical angle rule is used: the published one (Wang et al., J Comput Chem 2004, 25, 1157) has
 * constants fitted to GAFF, not OPLS; a row of oplsaa.ff itself is borrowed instead. Only a bond or
 * angle whose atoms' elements no row has at all stays an error. Every estimate keeps the provenance of the row it borrows, marked estimated with what it was
 * estimated from and a penalty; one object per type tuple, so that ParameterTable dedups them.
 */
export const LINEAR_TORSION =
  'torsion about a linear sp centre has no defined dihedral (zero, as LigParGen writes it)';
const LINEAR_PENALTY = 1;
export const NO_ROW_TORSION =
  'no oplsaa.ff torsion row has central atoms of these elements: zero torsion (the 1-4 pair and impropers remain)';
const NO_ROW_PENALTY = 20;

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
  const marked = <T extends { provenance: Provenance }>(
    p: T,
    from: string,
    note: EstimatedNote,
    penalty: number,
  ): T => ({
    ...p,
    provenance: { ...p.provenance, estimated: true, estimatedFrom: from, estimatedNote: note, penalty },
  });
  const byAnalogy = <T extends { provenance: Provenance }>(
    kind: Kind,
    given: readonly string[],
    look: (t: readonly string[]) => T | undefined,
  ): T | undefined => {
    const types = oriented(given);
    for (const { tuple, penalty, why } of analogueTuples(kind, types)) {
      const p = look(tuple);
      if (!p) continue;
      const values = { types: tuple.join('-'), target: types.join('-') };
      const from = `analogous bond types ${values.types} for ${values.target}: ${why}`;
      return marked(p, from, estimatedNote('oplsAnalogousTypes', values), penalty);
    }
    return undefined;
  };
  const nearest = <T extends { provenance: Provenance }>(
    kind: NearestKind,
    given: readonly string[],
    rows: readonly GromacsBondedType[],
    make: (params: readonly number[]) => Omit<T, 'provenance'>,
  ): T | undefined => {
    const types = oriented(given);
    const found = nearestRow(ff, kind, rows, types);
    if (!found) return undefined;
    const { file, line } = found.row;
    const from = `nearest oplsaa.ff row ${found.types.join('-')} (${file} line ${line}) for ${types.join('-')}: ${found.why}`;
    const values = { types: found.types.join('-'), file, line, target: types.join('-') };
    return marked(
      { ...make(found.row.params), provenance: oplsProvenance(ff, found.row) } as T,
      from,
      estimatedNote('oplsNearestRow', values),
      found.penalty,
    );
  };
  const rows = nearestRows(ff);
  return {
    bond: (t) =>
      cached(
        `b:${oriented(t).join()}`,
        () =>
          byAnalogy('bond', t, ([a, b]) => oplsBondParameter(ff, a!, b!)) ??
          nearest<HarmonicBond>('bond', t, rows.bonds, (p) => ({ funct: 1, b0: p[0]!, kb: p[1]! })),
      ),
    angle: (t) =>
      cached(
        `a:${oriented(t).join()}`,
        () =>
          byAnalogy('angle', t, ([a, b, c]) => oplsAngleParameter(ff, a!, b!, c!)) ??
          nearest<HarmonicAngle>('angle', t, rows.angles, (p) => ({ funct: 1, theta0: p[0]!, k: p[1]! })),
      ),
    dihedral: (t, linearCentre) =>
      cached(`d:${linearCentre}:${oriented(t).join()}`, (): DihedralParameter | undefined =>
        linearCentre
          ? { funct: 3, c: [0, 0, 0, 0, 0, 0], provenance: linearProvenance(ff) }
          : (byAnalogy('dihedral', t, ([a, b, c, d]) => oplsDihedralParameter(ff, a!, b!, c!, d!)) ??
            nearest<DihedralParameter>('dihedral', t, rows.dihedrals, (p) => ({
              funct: 3,
              c: [0, 1, 2, 3, 4, 5].map((k) => p[k] ?? 0),
            })) ?? { funct: 3, c: [0, 0, 0, 0, 0, 0], provenance: noRowProvenance(ff) }),
      ),
  };
}

/** The rows the nearest-row stage reads: harmonic bonds and angles, Ryckaert–Bellemans torsions. */
function nearestRows(ff: GromacsForceField): {
  bonds: readonly GromacsBondedType[];
  angles: readonly GromacsBondedType[];
  dihedrals: readonly GromacsBondedType[];
} {
  return {
    bonds: ff.bondTypes.filter((r) => r.funct === 1 && r.params.length >= 2),
    angles: ff.angleTypes.filter((r) => r.funct === 1 && r.params.length >= 2),
    dihedrals: ff.dihedralTypes.filter((r) => r.funct === 3),
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
  estimatedNote: estimatedNote('oplsLinearTorsion', {}),
  penalty: LINEAR_PENALTY,
});

const noRowProvenance = (ff: GromacsForceField): Provenance => ({
  forceField: OPLS_NAME,
  source: ff.source,
  estimated: true,
  estimatedFrom: NO_ROW_TORSION,
  estimatedNote: estimatedNote('oplsNoRowTorsion', {}),
  penalty: NO_ROW_PENALTY,
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
