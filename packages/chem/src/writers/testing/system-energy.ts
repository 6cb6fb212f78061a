import { toCartesian, toFractional } from '../../core/cell.js';
import type { System } from '../../core/system.js';
import { bondNeighbours, withinBonds } from '../bond-graph.js';
import { angleEnergy, dihedralEnergy, improperEnergy, inversionCosine, inversionEnergy } from './forms.js';

/*
 * The System's energy by term, computed here from its own definitions (core/system.ts, forms.ts),
 * without any writer or engine: the independent side of the engine checks of forms only some engines
 * have (UFF's angles and inversions in OpenMM, DREIDING's umbrella in LAMMPS). kJ/mol, positions from
 * the System in Å. A periodic System takes minimum images (every term and every pair), so its cut-off
 * must be under half the cell's narrowest width; plain cut-off, no shift, no long-range part, as the
 * engine runs compute it. Excluded: atoms up to three bonds apart; the System's 1-4 pairs get fudgeLJ
 * and fudgeQQ. Explicit type pairs are not covered (refused).
 */
export interface TermEnergies {
  readonly bond: number;
  readonly angle: number;
  readonly proper: number;
  readonly improper: number;
  readonly lj: number;
  readonly lj14: number;
  readonly coulomb: number;
  readonly coulomb14: number;
}

/** OpenMM's 1/(4π ε0), kJ mol⁻¹ nm e⁻² (GROMACS and LAMMPS differ from it by under 1e-8). */
const COULOMB = 138.935456;
const DEG = 180 / Math.PI;
type Point = readonly [number, number, number];

export function systemEnergies(system: System, cutoffNm: number): TermEnergies {
  if ((system.nonbondedPairs?.length ?? 0) > 0 || (system.pairParameters14?.length ?? 0) > 0) {
    throw new Error('systemEnergies: explicit type pairs are not covered');
  }
  const mol = system.molecule;
  const cell = mol.cell;
  const at = (i: number): Point => [
    mol.positions[3 * i]!,
    mol.positions[3 * i + 1]!,
    mol.positions[3 * i + 2]!,
  ];
  /** b − a in Å, the nearest image for a periodic System. */
  const delta = (a: number, b: number): Point => {
    const [p, q] = [at(a), at(b)];
    const d: Point = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
    if (!cell) return d;
    const f = toFractional(cell, d);
    return toCartesian(cell, [f[0] - Math.round(f[0]), f[1] - Math.round(f[1]), f[2] - Math.round(f[2])]);
  };
  /** Positions of a term's atoms as one whole piece, the first atom where it is. */
  const whole = (atoms: readonly number[]): Point[] => {
    const first = at(atoms[0]!);
    return atoms.map((x) => {
      const d = delta(atoms[0]!, x);
      return [first[0] + d[0], first[1] + d[1], first[2] + d[2]];
    });
  };
  const length = (d: Point): number => Math.hypot(d[0], d[1], d[2]);

  let bond = 0;
  for (const t of system.bonds) {
    const p = system.bondParameters[t.parameter]!;
    bond += 0.5 * p.kb * (length(delta(t.atoms[0], t.atoms[1])) / 10 - p.b0) ** 2;
  }
  let angle = 0;
  for (const t of system.angles) {
    const [u, v] = [delta(t.atoms[1], t.atoms[0]), delta(t.atoms[1], t.atoms[2])];
    const cos = (u[0] * v[0] + u[1] * v[1] + u[2] * v[2]) / (length(u) * length(v));
    angle += angleEnergy(
      system.angleParameters[t.parameter]!,
      Math.acos(Math.max(-1, Math.min(1, cos))) * DEG,
    );
  }
  let proper = 0;
  for (const t of system.dihedrals) {
    proper += dihedralEnergy(system.dihedralParameters[t.parameter]!, dihedral(whole(t.atoms)));
  }
  let improper = 0;
  for (const t of system.impropers) {
    const p = system.improperParameters[t.parameter]!;
    const [j, k, c, l] = whole(t.atoms) as [Point, Point, Point, Point];
    improper +=
      p.funct === 101 || p.funct === 102
        ? inversionEnergy(p, inversionCosine(j, k, c, l))
        : improperEnergy(p, dihedral([j, k, c, l]));
  }
  return {
    bond,
    angle,
    proper,
    improper,
    ...nonbonded(system, cutoffNm, (a, b) => length(delta(a, b)) / 10),
  };
}

/** IUPAC dihedral of four points, degrees (trans = 180°). */
function dihedral([a, b, c, d]: readonly Point[]): number {
  const sub = (p: Point, q: Point): Point => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
  const cross = (p: Point, q: Point): Point => [
    p[1] * q[2] - p[2] * q[1],
    p[2] * q[0] - p[0] * q[2],
    p[0] * q[1] - p[1] * q[0],
  ];
  const dot = (p: Point, q: Point): number => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
  const [b1, b2, b3] = [sub(b!, a!), sub(c!, b!), sub(d!, c!)];
  const [n1, n2] = [cross(b1, b2), cross(b2, b3)];
  return Math.atan2(Math.hypot(...b2) * dot(b1, n2), dot(n1, n2)) * DEG;
}

function nonbonded(
  system: System,
  cutoff: number,
  distance: (a: number, b: number) => number,
): Pick<TermEnergies, 'lj' | 'lj14' | 'coulomb' | 'coulomb14'> {
  const { combinationRule, fudgeLJ, fudgeQQ } = system.defaults;
  const lj = (a: number, b: number, r: number): number => {
    const [x, y] = [system.atoms[a]!, system.atoms[b]!];
    const sigma = combinationRule === 2 ? (x.sigma + y.sigma) / 2 : Math.sqrt(x.sigma * y.sigma);
    const s6 = (sigma / r) ** 6;
    return 4 * Math.sqrt(x.epsilon * y.epsilon) * (s6 * s6 - s6);
  };
  const coulomb = (a: number, b: number, r: number): number =>
    (COULOMB * system.atoms[a]!.charge * system.atoms[b]!.charge) / r;
  const out = { lj: 0, lj14: 0, coulomb: 0, coulomb14: 0 };
  for (const { atoms } of system.pairs) {
    const r = distance(atoms[0], atoms[1]);
    out.lj14 += fudgeLJ * lj(atoms[0], atoms[1], r);
    out.coulomb14 += fudgeQQ * coulomb(atoms[0], atoms[1], r);
  }
  const neighbours = bondNeighbours(system);
  const n = system.atoms.length;
  for (let a = 0; a < n; a++) {
    const near = withinBonds(neighbours, a, 3);
    for (let b = a + 1; b < n; b++) {
      if (near.has(b)) continue;
      const r = distance(a, b);
      if (r >= cutoff) continue;
      out.lj += lj(a, b, r);
      out.coulomb += coulomb(a, b, r);
    }
  }
  return out;
}
