import type {
  AngleParameter,
  Atoms2,
  Atoms3,
  Atoms4,
  DistanceConstraint,
  HarmonicBond,
  ImproperParameter,
  Provenance,
  Term,
} from '../../core/system.js';
import type { CgMapping } from '../model.js';
import { MARTINI_ANGLE_K, MARTINI_BOND_K, MARTINI_PLANAR_IMPROPER_K } from './constants.js';
import { meanAngle, meanDihedral, meanDistance } from './geometry.js';

export interface CgBonded {
  readonly bondParameters: HarmonicBond[];
  readonly bonds: Term<Atoms2>[];
  readonly constraints: DistanceConstraint[];
  readonly angleParameters: AngleParameter[];
  readonly angles: Term<Atoms3>[];
  readonly improperParameters: ImproperParameter[];
  readonly impropers: Term<Atoms4>[];
}

/**
 * The bonded terms of a mapping, one parameter row per term (each value is this molecule's own
 * measurement): connected beads of one ring system are held at their distance by constraints, as
 * Martini's ring models do; other connections are harmonic bonds; every pair of connections at a bead
 * makes a cosine-harmonic angle unless its three beads are one ring system (already rigid); each two
 * constraint triangles sharing an edge in a ring system of four or more beads get a planarity
 * improper. `centres`: bead centres per conformer, Å. Values in GROMACS units (nm, degrees).
 */
export function cgBonded(
  mapping: CgMapping,
  centres: readonly Float64Array[],
  provenance: Provenance,
): CgBonded {
  const ringOf = new Int32Array(mapping.beads.length).fill(-1);
  mapping.ringBeads.forEach((ring, r) => ring.forEach((b) => (ringOf[b] = r)));
  const sameRing = (...beads: number[]): boolean =>
    ringOf[beads[0]!]! >= 0 && beads.every((b) => ringOf[b] === ringOf[beads[0]!]);
  const geometry: Provenance = { ...provenance, derivedFrom: 'geometry' };
  const out: CgBonded = {
    bondParameters: [],
    bonds: [],
    constraints: [],
    angleParameters: [],
    angles: [],
    improperParameters: [],
    impropers: [],
  };
  const neighbours: number[][] = mapping.beads.map(() => []);
  for (const [i, j] of mapping.connections) {
    neighbours[i]!.push(j);
    neighbours[j]!.push(i);
    const length = meanDistance(centres, i, j) / 10;
    if (sameRing(i, j)) {
      out.constraints.push({ atoms: [i, j], length, provenance: geometry });
    } else {
      out.bonds.push({ atoms: [i, j], parameter: out.bondParameters.length });
      out.bondParameters.push({ funct: 1, b0: length, kb: MARTINI_BOND_K, provenance: geometry });
    }
  }
  neighbours.forEach((list, j) => {
    const sorted = [...list].sort((a, b) => a - b);
    sorted.forEach((i, a) => {
      for (const k of sorted.slice(a + 1)) {
        if (sameRing(i, j, k)) continue;
        out.angles.push({ atoms: [i, j, k], parameter: out.angleParameters.length });
        const theta0 = meanAngle(centres, i, j, k);
        out.angleParameters.push({ funct: 2, theta0, k: MARTINI_ANGLE_K, provenance: geometry });
      }
    });
  });
  planarity(mapping, centres, out, geometry);
  return out;
}

/**
 * For ring systems of four or more beads: every two constraint triangles (a, b, c) and (b, c, d) that
 * share the edge b–c give the improper a-b-c-d at its measured angle (≈ 180° for a flat system).
 */
function planarity(
  mapping: CgMapping,
  centres: readonly Float64Array[],
  out: CgBonded,
  provenance: Provenance,
): void {
  const key = (i: number, j: number): string => (i < j ? `${i}-${j}` : `${j}-${i}`);
  const edges = new Set(out.constraints.map((c) => key(c.atoms[0], c.atoms[1])));
  for (const ring of mapping.ringBeads) {
    if (ring.length < 4) continue;
    const beads = [...ring].sort((a, b) => a - b);
    for (const [x, b] of beads.entries()) {
      for (const c of beads.slice(x + 1)) {
        if (!edges.has(key(b, c))) continue;
        const apexes = beads.filter(
          (v) => v !== b && v !== c && edges.has(key(v, b)) && edges.has(key(v, c)),
        );
        apexes.forEach((a, y) => {
          for (const d of apexes.slice(y + 1)) {
            out.impropers.push({ atoms: [a, b, c, d], parameter: out.improperParameters.length });
            const xi0 = meanDihedral(centres, a, b, c, d);
            out.improperParameters.push({ funct: 2, xi0, k: MARTINI_PLANAR_IMPROPER_K, provenance });
          }
        });
      }
    }
  }
}
