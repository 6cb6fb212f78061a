import { cageBonds } from './fullerene-graph.js';
import type { FullereneGraph } from './fullerene-graph.js';

/**
 * A harmonic carbon-cage force field for shaping coordinates (not for simulation):
 * E = Σ k_b (r − r₀)² + Σ k_θ (θ − θ₀)².
 * - r₀ by the faces a bond lies between: hexagon/hexagon 1.40 Å and pentagon/hexagon 1.45 Å, the C60 bond
 *   lengths measured in the solid by NMR (Yannoni et al., J. Am. Chem. Soc. 113, 3190 (1991): 1.40 ± 0.015
 *   and 1.45 ± 0.015 Å), a measurement independent of the gas-phase electron diffraction the C60 test
 *   compares with. Pentagon/pentagon bonds (non-IPR cages) take the pentagon/hexagon value: both are
 *   formally single bonds in the cages' Kekulé structures; no measured value exists.
 * - θ₀ is the angle of the regular ring the angle lies in: 108° in a pentagon, 120° in a hexagon.
 * - k_b 478.4 kcal/mol/Å² and k_θ 67.18 kcal/mol/rad²: GAFF 1.4's ca–ca and ca–ca–ca (gaff.dat), aromatic
 *   carbon; they set the balance between the two terms where a cage cannot meet both.
 */
export const CAGE_FORCE_FIELD = {
  hexHex: 1.4,
  pentHex: 1.45,
  pentPent: 1.45,
  bondK: 478.4,
  angleK: 67.18,
} as const;

export interface CageTerms {
  /** Bonds: a, b pairs and their r₀. */
  readonly bondA: Int32Array;
  readonly bondB: Int32Array;
  readonly bondR0: Float64Array;
  /** Angles i–j–k (j the vertex) and their θ₀ in radians. */
  readonly angleI: Int32Array;
  readonly angleJ: Int32Array;
  readonly angleK: Int32Array;
  readonly angleT0: Float64Array;
}

/** The angle between bond slots i and i+1 of atom a lies in the dual face triangles[3a+i+1]. */
export function cageTerms(g: FullereneGraph): CageTerms {
  const n = g.atomCount;
  const size = (a: number, i: number): number => g.faces[g.triangles[3 * a + (i % 3)]!]!.length;
  const ff = CAGE_FORCE_FIELD;
  const r0 = [ff.hexHex, ff.pentHex, ff.pentPent];
  const bonds = cageBonds(g).map((x) => [x.a, x.b, r0[x.pentagons]!] as const);
  const angles: [number, number, number, number][] = [];
  for (let a = 0; a < n; a++) {
    for (let i = 0; i < 3; i++) {
      const b = g.neighbours[3 * a + i]!;
      const c = g.neighbours[3 * a + ((i + 1) % 3)]!;
      angles.push([b, a, c, ((size(a, i + 1) === 5 ? 108 : 120) * Math.PI) / 180]);
    }
  }
  return {
    bondA: Int32Array.from(bonds, (t) => t[0]),
    bondB: Int32Array.from(bonds, (t) => t[1]),
    bondR0: Float64Array.from(bonds, (t) => t[2]),
    angleI: Int32Array.from(angles, (t) => t[0]),
    angleJ: Int32Array.from(angles, (t) => t[1]),
    angleK: Int32Array.from(angles, (t) => t[2]),
    angleT0: Float64Array.from(angles, (t) => t[3]),
  };
}

/** Energy (kcal/mol) and forces (−gradient, written into `force`). */
export function cageEnergy(t: CageTerms, x: Float64Array, force: Float64Array): number {
  force.fill(0);
  let e = 0;
  const ff = CAGE_FORCE_FIELD;
  for (let m = 0; m < t.bondA.length; m++) {
    const a = 3 * t.bondA[m]!;
    const b = 3 * t.bondB[m]!;
    const dx = x[a]! - x[b]!;
    const dy = x[a + 1]! - x[b + 1]!;
    const dz = x[a + 2]! - x[b + 2]!;
    const r = Math.hypot(dx, dy, dz);
    const d = r - t.bondR0[m]!;
    e += ff.bondK * d * d;
    const f = (-2 * ff.bondK * d) / r;
    force[a]! += f * dx;
    force[a + 1]! += f * dy;
    force[a + 2]! += f * dz;
    force[b]! -= f * dx;
    force[b + 1]! -= f * dy;
    force[b + 2]! -= f * dz;
  }
  for (let m = 0; m < t.angleI.length; m++) e += angleTerm(t, m, x, force, ff.angleK);
  return e;
}

function angleTerm(t: CageTerms, m: number, x: Float64Array, force: Float64Array, k: number): number {
  const i = 3 * t.angleI[m]!;
  const j = 3 * t.angleJ[m]!;
  const l = 3 * t.angleK[m]!;
  const u = [x[i]! - x[j]!, x[i + 1]! - x[j + 1]!, x[i + 2]! - x[j + 2]!];
  const v = [x[l]! - x[j]!, x[l + 1]! - x[j + 1]!, x[l + 2]! - x[j + 2]!];
  const lu = Math.hypot(u[0]!, u[1]!, u[2]!);
  const lv = Math.hypot(v[0]!, v[1]!, v[2]!);
  const cos = Math.max(-1, Math.min(1, (u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!) / (lu * lv)));
  const theta = Math.acos(cos);
  const d = theta - t.angleT0[m]!;
  const sin = Math.max(Math.sqrt(1 - cos * cos), 1e-8);
  // dE/dθ · dθ/dcos · dcos/dx, with dθ/dcos = −1/sin θ.
  const g = (2 * k * d) / sin;
  for (let c = 0; c < 3; c++) {
    const fi = g * (v[c]! / (lu * lv) - (cos * u[c]!) / (lu * lu));
    const fl = g * (u[c]! / (lu * lv) - (cos * v[c]!) / (lv * lv));
    force[i + c]! += fi;
    force[l + c]! += fl;
    force[j + c]! -= fi + fl;
  }
  return k * d * d;
}
