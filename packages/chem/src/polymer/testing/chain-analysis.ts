import type { Molecule } from '../../core/molecule.js';

const at = (m: Molecule, i: number): [number, number, number] => [
  m.positions[3 * i]!,
  m.positions[3 * i + 1]!,
  m.positions[3 * i + 2]!,
];
export const distance = (m: Molecule, i: number, j: number): number =>
  Math.hypot(...at(m, i).map((x, k) => x - at(m, j)[k]!));

/** Bonds between different residues (the junctions), as [a, b]. */
export function junctions(m: Molecule): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < m.bonds.count; k++) {
    const a = m.bonds.a[k]!;
    const b = m.bonds.b[k]!;
    if (m.residueOf[a] !== m.residueOf[b]) out.push([a, b]);
  }
  return out;
}

export function neighbours(m: Molecule): number[][] {
  const adj: number[][] = Array.from({ length: m.atomCount }, () => []);
  for (let k = 0; k < m.bonds.count; k++) {
    adj[m.bonds.a[k]!]!.push(m.bonds.b[k]!);
    adj[m.bonds.b[k]!]!.push(m.bonds.a[k]!);
  }
  return adj;
}

export function angle(m: Molecule, a: number, b: number, c: number): number {
  const u = at(m, a).map((x, k) => x - at(m, b)[k]!);
  const v = at(m, c).map((x, k) => x - at(m, b)[k]!);
  const cos = u.reduce((s, x, k) => s + x * v[k]!, 0) / (Math.hypot(...u) * Math.hypot(...v));
  return (Math.acos(cos) * 180) / Math.PI;
}

/**
 * Meso fraction of a head-to-tail vinyl chain: each unit's stereocentre is its second heavy atom
 * (CH2 first, then CHR; the side group's first atom third); its handedness is the sign of the triple
 * product of the bonds to its own CH2, to the next unit's CH2 and to the side group. A dyad is meso when
 * two neighbouring units have the same sign.
 */
export function mesoFraction(m: Molecule): { meso: number; dyads: number } {
  const heavy: number[][] = [];
  for (let i = 0; i < m.atomCount; i++) if (m.elements[i] !== 1) (heavy[m.residueOf[i]!] ??= []).push(i);
  const signs: number[] = [];
  for (let r = 0; r + 1 < heavy.length; r++) {
    const [c1, c2, side] = heavy[r]!;
    const next = heavy[r + 1]![0]!;
    const u = at(m, c1!).map((x, k) => x - at(m, c2!)[k]!);
    const v = at(m, next).map((x, k) => x - at(m, c2!)[k]!);
    const w = at(m, side!).map((x, k) => x - at(m, c2!)[k]!);
    const det =
      u[0]! * (v[1]! * w[2]! - v[2]! * w[1]!) -
      u[1]! * (v[0]! * w[2]! - v[2]! * w[0]!) +
      u[2]! * (v[0]! * w[1]! - v[1]! * w[0]!);
    signs.push(Math.sign(det));
  }
  let meso = 0;
  for (let k = 1; k < signs.length; k++) if (signs[k] === signs[k - 1]) meso++;
  return { meso: meso / (signs.length - 1), dyads: signs.length - 1 };
}
