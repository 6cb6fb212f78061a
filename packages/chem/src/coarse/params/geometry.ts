import { ChemError } from '../../core/errors.js';
import type { CgMapping } from '../model.js';

/**
 * Bead centres as Martini 3 maps geometry (Souza et al. 2021; Alessandri et al. 2022): the centre of
 * geometry of the bead's atoms, hydrogens included, each atom counted with its mapping weight (½ for
 * an atom two beads share). One Float64Array of x, y, z per bead, Å, per conformer.
 */
export function beadCentres(mapping: CgMapping, conformer: Float64Array, atomCount: number): Float64Array {
  if (conformer.length !== 3 * atomCount) {
    throw new ChemError(
      'invalid-molecule',
      `A conformer has ${conformer.length / 3} positions but the molecule ${atomCount} atoms.`,
    );
  }
  const out = new Float64Array(3 * mapping.beads.length);
  mapping.beads.forEach((bead, b) => {
    let total = 0;
    bead.atoms.forEach((a, k) => {
      const w = bead.weights[k];
      if (!(Number.isInteger(a) && a >= 0 && a < atomCount) || w === undefined || !(w > 0)) {
        throw new ChemError(
          'invalid-molecule',
          `Bead ${bead.name} names atom ${a + 1} with weight ${w}: atoms must exist and weigh more than 0.`,
        );
      }
      total += w;
      for (let d = 0; d < 3; d++) out[3 * b + d]! += w * conformer[3 * a + d]!;
    });
    if (total === 0) throw new ChemError('invalid-molecule', `Bead ${bead.name} has no atoms.`);
    for (let d = 0; d < 3; d++) out[3 * b + d]! /= total;
  });
  return out;
}

type Centres = readonly Float64Array[];

const sub = (c: Float64Array, i: number, j: number): [number, number, number] => [
  c[3 * i]! - c[3 * j]!,
  c[3 * i + 1]! - c[3 * j + 1]!,
  c[3 * i + 2]! - c[3 * j + 2]!,
];
const dot = (u: readonly number[], v: readonly number[]): number =>
  u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
const cross = (u: readonly number[], v: readonly number[]): [number, number, number] => [
  u[1]! * v[2]! - u[2]! * v[1]!,
  u[2]! * v[0]! - u[0]! * v[2]!,
  u[0]! * v[1]! - u[1]! * v[0]!,
];
const DEG = 180 / Math.PI;

/** Mean distance between beads i and j over the conformers, Å. */
export function meanDistance(centres: Centres, i: number, j: number): number {
  let s = 0;
  for (const c of centres) s += Math.sqrt(dot(sub(c, i, j), sub(c, i, j)));
  return s / centres.length;
}

/** Mean angle i-j-k over the conformers, degrees. */
export function meanAngle(centres: Centres, i: number, j: number, k: number): number {
  let s = 0;
  for (const c of centres) {
    const u = sub(c, i, j);
    const v = sub(c, k, j);
    const cos = dot(u, v) / Math.sqrt(dot(u, u) * dot(v, v));
    s += Math.acos(Math.max(-1, Math.min(1, cos))) * DEG;
  }
  return s / centres.length;
}

/**
 * Circular mean of the dihedral i-j-k-l (IUPAC sign, as GROMACS computes it) over the conformers,
 * degrees in (−180, 180]: an arithmetic mean of +179° and −179° would be 0°, the opposite shape.
 */
export function meanDihedral(centres: Centres, i: number, j: number, k: number, l: number): number {
  let sx = 0;
  let sy = 0;
  for (const c of centres) {
    const b1 = sub(c, j, i);
    const b2 = sub(c, k, j);
    const b3 = sub(c, l, k);
    const n1 = cross(b1, b2);
    const n2 = cross(b2, b3);
    // φ = atan2(|b2| b1·(b2×b3), (b1×b2)·(b2×b3)) (Blondel & Karplus 1996).
    const x = dot(n1, n2);
    const y = Math.sqrt(dot(b2, b2)) * dot(b1, n2);
    const phi = Math.atan2(y, x);
    sx += Math.cos(phi);
    sy += Math.sin(phi);
  }
  const mean = Math.atan2(sy, sx) * DEG;
  return mean === -180 ? 180 : mean;
}
