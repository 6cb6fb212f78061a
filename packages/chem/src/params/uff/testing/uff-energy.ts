import type { Molecule } from '../../../core/molecule.js';
import { uffAngleCoefficients, type System } from '../../../core/system.js';
import { angleBetween, cross, dot, norm, positionOf, sub, type Vec3 } from '../../../core/vec3.js';
import { dihedralDegrees } from '../../united-atom/gromos-impropers.js';

/*
 * The System's UFF terms evaluated at the molecule's own geometry (kJ/mol), by term, so a test can set
 * them beside another program's energies. Molecules only (no cell): the fixtures are molecules.
 */

const at = (p: Float64Array, i: number): Vec3 => positionOf(p, i);
const len = norm;

/** Angle a–b–c in radians. */
const angle = (a: Vec3, b: Vec3, c: Vec3): number => angleBetween(sub(a, b), sub(c, b));

export interface TermEnergies {
  bond: number;
  angle: number;
  torsion: number;
  inversion: number;
  vdw: number;
}

export function uffEnergies(system: System): TermEnergies {
  const mol: Molecule = system.molecule;
  const p = mol.positions;
  let bond = 0;
  for (const t of system.bonds) {
    const q = system.bondParameters[t.parameter]!;
    const r = len(sub(at(p, t.atoms[0]), at(p, t.atoms[1]))) / 10;
    bond += 0.5 * q.kb * (r - q.b0) ** 2;
  }
  let angleE = 0;
  for (const t of system.angles) {
    const q = system.angleParameters[t.parameter]!;
    const th = angle(at(p, t.atoms[0]), at(p, t.atoms[1]), at(p, t.atoms[2]));
    if (q.funct === 101) {
      const c = uffAngleCoefficients(q.theta0);
      angleE += q.k * (c.c0 + c.c1 * Math.cos(th) + c.c2 * Math.cos(2 * th));
    } else if (q.funct === 102) {
      angleE += q.k * (1 + q.c * Math.cos(q.multiplicity * th));
    } else throw new Error(`angle form ${q.funct} is not UFF's`);
  }
  let torsion = 0;
  for (const t of system.dihedrals) {
    const q = system.dihedralParameters[t.parameter]!;
    if (q.funct === 3) throw new Error('Ryckaert–Bellemans is not UFF’s');
    const phi = dihedralDegrees(p, ...t.atoms);
    for (const term of q.terms) {
      torsion += term.k * (1 + Math.cos(((term.multiplicity * phi - term.phase) * Math.PI) / 180));
    }
  }
  let inversion = 0;
  for (const t of system.impropers) {
    const q = system.improperParameters[t.parameter]!;
    if (q.funct !== 101) throw new Error(`improper form ${q.funct} is not UFF's`);
    const [j, k, centre, l] = t.atoms.map((i) => at(p, i)) as [Vec3, Vec3, Vec3, Vec3];
    const normal = cross(sub(j, centre), sub(k, centre));
    const axis = sub(l, centre);
    const w = Math.asin(Math.max(-1, Math.min(1, dot(normal, axis) / (len(normal) * len(axis)))));
    inversion += q.k * (q.c0 + q.c1 * Math.cos(w) + q.c2 * Math.cos(2 * w));
  }
  return { bond, angle: angleE, torsion, inversion, vdw: vdwEnergy(system) };
}

/** 12-6 energy of every pair not 1-2 or 1-3 (1-4 in full, fudgeLJ 1), geometric σ and ε. */
function vdwEnergy(system: System): number {
  const n = system.atoms.length;
  const close = Array.from({ length: n }, () => new Set<number>());
  for (const t of system.bonds) {
    close[t.atoms[0]]!.add(t.atoms[1]);
    close[t.atoms[1]]!.add(t.atoms[0]);
  }
  for (const t of system.angles) {
    close[t.atoms[0]]!.add(t.atoms[2]);
    close[t.atoms[2]]!.add(t.atoms[0]);
  }
  let e = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (close[i]!.has(j)) continue;
      const a = system.atoms[i]!;
      const b = system.atoms[j]!;
      const sigma = Math.sqrt(a.sigma * b.sigma);
      const eps = Math.sqrt(a.epsilon * b.epsilon);
      const r = len(sub(at(system.molecule.positions, i), at(system.molecule.positions, j))) / 10;
      const s6 = (sigma / r) ** 6;
      e += 4 * eps * (s6 * s6 - s6);
    }
  }
  return e;
}
