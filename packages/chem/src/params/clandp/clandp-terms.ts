import { ChemError } from '../../core/errors.js';
import type {
  DihedralParameter,
  HarmonicAngle,
  HarmonicBond,
  ImproperParameter,
  PeriodicTerm,
  Provenance,
} from '../../core/system.js';
import {
  CLANDP_ANGLES,
  CLANDP_BONDS,
  CLANDP_IMPROPERS,
  CLANDP_NAME,
  CLANDP_SOURCES,
  CLANDP_TORSIONS,
  CLANDP_VERSION,
  type ClandpSource,
} from '../../forcefields/clandp/index.js';

export function clandpProvenance(source: ClandpSource, what: string): Provenance {
  return {
    forceField: CLANDP_NAME,
    version: CLANDP_VERSION,
    source: `CL&P ${what}: ${CLANDP_SOURCES[source]}`,
    estimated: false,
  };
}

const key = (classes: readonly string[]): string => classes.join('-');
/** A row under its own order and the reversed one (bonds, angles, torsions are symmetric). */
function bothWays<T extends { classes: readonly string[] }>(rows: readonly T[]): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of rows) {
    out.set(key(r.classes), r);
    out.set(key([...r.classes].reverse()), r);
  }
  return out;
}

const BONDS = bothWays(CLANDP_BONDS);
const ANGLES = bothWays(CLANDP_ANGLES);
const TORSIONS = bothWays(CLANDP_TORSIONS);

/** GROMACS rows, one object per class tuple so that ParameterTable deduplicates by identity. */
const bondRows = new Map<string, HarmonicBond>();
const angleRows = new Map<string, HarmonicAngle>();
const torsionRows = new Map<string, DihedralParameter | null>();

function missing(
  kind: string,
  atoms: readonly number[],
  types: readonly string[],
  classes: readonly string[],
): never {
  const ids = atoms.map((a) => a + 1).join('-');
  throw new ChemError(
    'missing-parameter',
    `CL&P has no ${kind} parameters for atoms ${ids} (types ${atoms.map((a) => types[a]).join('-')}, classes ${classes.join('-')}).`,
    atoms,
  );
}

/** E = ½k(r − r0)²: r0 Å → nm, k kJ/mol/Å² → kJ/mol/nm². */
export function clandpBond(
  atoms: readonly [number, number],
  types: readonly string[],
  classes: readonly string[],
) {
  const k = key(atoms.map((a) => classes[a]!));
  const row =
    BONDS.get(k) ??
    missing(
      'bond',
      atoms,
      types,
      atoms.map((a) => classes[a]!),
    );
  let p = bondRows.get(k);
  if (!p) {
    p = {
      funct: 1,
      b0: row.r0 / 10,
      kb: row.k * 100,
      provenance: clandpProvenance(row.source, `bond ${key(row.classes)}`),
    };
    bondRows.set(k, p);
  }
  return { parameter: p, constrained: row.constrained };
}

export function clandpAngle(
  atoms: readonly [number, number, number],
  types: readonly string[],
  classes: readonly string[],
) {
  const k = key(atoms.map((a) => classes[a]!));
  const row =
    ANGLES.get(k) ??
    missing(
      'angle',
      atoms,
      types,
      atoms.map((a) => classes[a]!),
    );
  let p = angleRows.get(k);
  if (!p) {
    p = {
      funct: 1,
      theta0: row.theta0,
      k: row.k,
      provenance: clandpProvenance(row.source, `angle ${key(row.classes)}`),
    };
    angleRows.set(k, p);
  }
  return p;
}

/**
 * The OPLS series ½V1(1 + cos φ) + ½V2(1 − cos 2φ) + ½V3(1 + cos 3φ) + ½V4(1 − cos 4φ) as GROMACS
 * funct 9 terms k(1 + cos(nφ − φs)): k = Vn/2, φs = 0° for odd n and 180° for even n (1 − cos x =
 * 1 + cos(x − 180°)). Exact, and written by every writer. Zero coefficients are left out.
 */
export function oplsFourierTerms(v: readonly number[]): PeriodicTerm[] {
  return v.flatMap((vn, i) =>
    vn === 0 ? [] : [{ phase: i % 2 === 0 ? 0 : 180, k: vn / 2, multiplicity: i + 1 }],
  );
}

/** null: CL&P defines this torsion with all coefficients zero, so no term is written. */
export function clandpTorsion(
  atoms: readonly [number, number, number, number],
  types: readonly string[],
  classes: readonly string[],
): DihedralParameter | null {
  const k = key(atoms.map((a) => classes[a]!));
  const row =
    TORSIONS.get(k) ??
    missing(
      'dihedral',
      atoms,
      types,
      atoms.map((a) => classes[a]!),
    );
  if (!torsionRows.has(k)) {
    const terms = oplsFourierTerms(row.v);
    const provenance = clandpProvenance(row.source, `dihedral ${key(row.classes)}`);
    torsionRows.set(k, terms.length === 0 ? null : { funct: 9, terms, provenance });
  }
  return torsionRows.get(k)!;
}

const improperRows = new Map<string, ImproperParameter>();

/**
 * The improper of a three-connected centre: the CL&P row whose central class matches and whose outer
 * classes match some order of the neighbours, the atoms put in the row's order (as fftool does);
 * E = ½V2(1 − cos 2φ) = k(1 + cos(2φ − 180°)) with k = V2/2 (GROMACS funct 4).
 */
export function clandpImproper(
  centre: number,
  outer: readonly [number, number, number],
  types: readonly string[],
  classes: readonly string[],
): { atoms: [number, number, number, number]; parameter: ImproperParameter } {
  const [a, b, c] = outer;
  const orders: [number, number, number][] = [
    [a, b, c],
    [b, a, c],
    [a, c, b],
    [c, a, b],
    [b, c, a],
    [c, b, a],
  ];
  for (const row of CLANDP_IMPROPERS) {
    if (row.classes[2] !== classes[centre]) continue;
    const hit = orders.find(
      ([i, j, l]) =>
        classes[i] === row.classes[0] && classes[j] === row.classes[1] && classes[l] === row.classes[3],
    );
    if (!hit) continue;
    const k = key(row.classes);
    let p = improperRows.get(k);
    if (!p) {
      p = {
        funct: 4,
        term: { phase: 180, k: row.v2 / 2, multiplicity: 2 },
        provenance: clandpProvenance(row.source, `improper ${k}`),
      };
      improperRows.set(k, p);
    }
    return { atoms: [hit[0], hit[1], centre, hit[2]], parameter: p };
  }
  const atoms = [a, b, centre, c];
  return missing(
    'improper',
    atoms,
    types,
    atoms.map((x) => classes[x]!),
  );
}
