import type { AngleParameter, DihedralParameter, ImproperParameter, System } from '../../core/system.js';
import { uffAngleCoefficients } from '../../core/system.js';

/*
 * The System's own functional forms (GROMACS units and conventions), evaluated directly, so that a
 * writer test can compare what it reads back from a file against the System at many angles instead
 * of against numbers the test would have to convert the same way the writer does.
 */

/** Test angles for torsion energies, degrees: enough to separate every fold 1…6 and any phase. */
export const TEST_ANGLES = [-170, -125, -60, -20, 0, 15, 50, 95, 140, 180];

const DEG = Math.PI / 180;

/** kJ/mol of a proper torsion row at φ (degrees, IUPAC: trans = 180°). */
export function dihedralEnergy(p: DihedralParameter, phi: number): number {
  if (p.funct === 3) {
    // Ryckaert–Bellemans: ψ = φ − 180°.
    const c = Math.cos((phi - 180) * DEG);
    return p.c.reduce((sum, cn, n) => sum + cn * c ** n, 0);
  }
  return p.terms.reduce((sum, t) => sum + t.k * (1 + Math.cos((t.multiplicity * phi - t.phase) * DEG)), 0);
}

/** kJ/mol of an angle row at θ (degrees), every form of core/system.ts. */
export function angleEnergy(p: AngleParameter, theta: number): number {
  const t = theta * DEG;
  switch (p.funct) {
    case 1:
      return 0.5 * p.k * (t - p.theta0 * DEG) ** 2;
    case 2:
      return 0.5 * p.k * (Math.cos(t) - Math.cos(p.theta0 * DEG)) ** 2;
    case 101: {
      const { c0, c1, c2 } = uffAngleCoefficients(p.theta0);
      return p.k * (c0 + c1 * Math.cos(t) + c2 * Math.cos(2 * t));
    }
    case 102:
      return p.k * (1 + p.c * Math.cos(p.multiplicity * t));
  }
}

type Point = readonly [number, number, number];
const minus = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Point, b: Point): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Point, b: Point): Point => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/**
 * cos ω of an inversion stored [j, k, centre, l]: ω the angle between the axis centre → l and the
 * plane j–centre–k, so cos ω = √(1 − (n̂·l̂)²) with n̂ the plane's normal; taken negative when l leans
 * towards j and k (cos∠l-centre-j + cos∠l-centre-k > 0), as LAMMPS's fourier and umbrella styles do
 * (improper_fourier.cpp, improper_umbrella.cpp: `projhfg`). Positions in any one length unit.
 */
export function inversionCosine(j: Point, k: Point, centre: Point, l: Point): number {
  const [u, v, h] = [minus(j, centre), minus(k, centre), minus(l, centre)];
  const n = cross(u, v);
  const c = dot(n, h) / Math.sqrt(dot(n, n) * dot(h, h));
  const s = Math.sqrt(Math.max(0, 1 - c * c));
  const lean = dot(h, u) / Math.sqrt(dot(u, u)) + dot(h, v) / Math.sqrt(dot(v, v));
  return lean > 0 ? -s : s;
}

/** kJ/mol of a UFF Fourier (101) or DREIDING umbrella (102) improper at cos ω. */
export function inversionEnergy(p: ImproperParameter, cosOmega: number): number {
  if (p.funct === 101) return p.k * (p.c0 + p.c1 * cosOmega + p.c2 * (2 * cosOmega * cosOmega - 1));
  if (p.funct !== 102) throw new Error(`inversionEnergy: function type ${p.funct} is not an inversion`);
  if (p.psi0 === 0) return p.k * (1 - cosOmega);
  const s = Math.sin(p.psi0 * DEG);
  return (0.5 * p.k * (cosOmega - Math.cos(p.psi0 * DEG)) ** 2) / (s * s);
}

/** kJ/mol of an improper row at ξ (degrees). */
export function improperEnergy(p: ImproperParameter, xi: number): number {
  if (p.funct === 4) return p.term.k * (1 + Math.cos((p.term.multiplicity * xi - p.term.phase) * DEG));
  if (p.funct !== 2) throw new Error(`improperEnergy: function type ${p.funct} is not covered`);
  let d = xi - p.xi0;
  d -= 360 * Math.round(d / 360);
  return 0.5 * p.k * (d * DEG) ** 2;
}

/** Σ K [1 + cos(n φ − δ)] for terms read back from a file (same units as K). */
export const fourierEnergy = (
  terms: readonly { k: number; n: number; phase: number }[],
  phi: number,
): number => terms.reduce((sum, t) => sum + t.k * (1 + Math.cos((t.n * phi - t.phase) * DEG)), 0);

/** "a-b" / "a-b-c" / "a-b-c-d" read either way, 0-based, smaller end first. */
export function termKey(atoms: readonly number[]): string {
  const reversed = [...atoms].reverse();
  const forward = atoms.join('-');
  const back = reversed.join('-');
  return atoms[0]! < atoms[atoms.length - 1]! || (atoms[0] === atoms[atoms.length - 1] && forward < back)
    ? forward
    : back;
}

/** Proper torsion energy of each set of atoms of the System at φ, kJ/mol, keyed by termKey. */
export function systemTorsions(system: System, phi: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of system.dihedrals) {
    const key = termKey(t.atoms);
    out.set(key, (out.get(key) ?? 0) + dihedralEnergy(system.dihedralParameters[t.parameter]!, phi));
  }
  return out;
}

/** kJ per kcal, written out so the tests do not share the writers' constant. */
export const KCAL = 4.184;
